/** Markdown syntax helpers shared by every Markdown document the site writes. */

/** A letter or digit on each side: an underscore between two of them can neither open nor close emphasis. */
const INTRAWORD_UNDERSCORE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;

/**
 * A `~` that could close GFM strikethrough (one after a character other than a space) or belongs to a run (`~~`,
 * a `~~~` fence). A single one after a space or at the start can only open, and with every closer escaped
 * it never pairs: "~400 servers" stays as written.
 */
const STRIKE_TILDE = /~(?=~)|(?<=\S)~/g;

/** `&` that would start a character reference (`&copy;`, `&#169;`, `&#xA9;`) and so stand for another character. */
const ENTITY_AMPERSAND = /&(?=[A-Za-z][A-Za-z\d]*;|#\d{1,7};|#[Xx][\dA-Fa-f]{1,6};)/g;

/**
 * Plain text (a title, a name, a place, a summary: every content field the schemas do not declare as Markdown)
 * as Markdown that reads as that same text. Without it a title such as `<script>` or `*stars*` would be raw HTML
 * or emphasis in every twin, in llms-full.txt and over MCP.
 *
 * Only what could start markup where it stands is escaped, so ordinary text stays as it was written (apostrophes,
 * hyphens inside words, full stops, parentheses, `C#`, `snake_case`, `~400` are left alone): always `\`,
 * `` ` ``, `*`, `[`, `]`, `<` and `|` (a table cell); `_` unless it sits between two letters or digits; `~` where
 * it could close GFM strikethrough or make a fence (GFM: the site's own renderer reads it); `!` before `[`; `&`
 * as `&amp;` where it would form an entity; a `#` run at the end after a space (a heading's closing sequence
 * would swallow it). Line breaks become one space: a break could start any block (a heading, a list, a setext
 * underline) inside a list item.
 *
 * `atLineStart` (default): the text may begin a line (a paragraph, a list item's or a quote's content), so a
 * leading `#`, `-`, `+`, `>` or `1.`/`1)` is escaped too. Off for text that cannot, such as a link's words.
 */
export const mdText = (text: string, { atLineStart = true }: { readonly atLineStart?: boolean } = {}): string => {
  const inline = text
    .replace(/[ \t]*(?:\r\n?|\n)\s*/g, " ")
    .replace(/[\\`*[\]<|]/g, "\\$&")
    .replace(INTRAWORD_UNDERSCORE, "\\_")
    .replace(STRIKE_TILDE, "\\~")
    .replace(/!(?=\\\[)/g, "\\!")
    .replace(ENTITY_AMPERSAND, "&amp;")
    .replace(/(\s)(#+\s*)$/, "$1\\$2");
  return atLineStart
    ? inline.replace(/^(\s*)([#>+-])/, "$1\\$2").replace(/^(\s*\d{1,9})([.)])(?=\s|$)/, "$1\\$2")
    : inline;
};

/** A Markdown link whose label reads as plain text and whose URL cannot break out of the link syntax. */
export const mdLink = (label: string, url: string): string =>
  `[${mdText(label, { atLineStart: false })}](${url.replace(/[\s()]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)})`;

/** `- [label](url): note`, the list line llms.txt and the link lists use. The note is Markdown: plain text goes through `mdText`. */
export const mdLinkItem = (label: string, url: string, note?: string | null): string =>
  `- ${mdLink(label, url)}${note ? `: ${note}` : ""}`;

const FENCE = /^(```|~~~)/;

/** Each ATX heading outside fenced code given the level `level` returns for it; every other line as it was. */
const mapHeadings = (markdown: string, level: (current: number) => number): string => {
  let inFence = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (FENCE.test(line)) inFence = !inFence;
      if (inFence) return line;
      const match = /^(#{1,6})(\s.*)$/.exec(line);
      if (!match) return line;
      return `${"#".repeat(level((match[1] ?? "").length))}${match[2] ?? ""}`;
    })
    .join("\n");
};

/**
 * Pushes every ATX heading down `levels` levels (outside fenced code), so that a document written to stand
 * alone (H1 first) can be nested in a larger one without breaking the heading order.
 */
export const demoteHeadings = (markdown: string, levels: number): string =>
  mapHeadings(markdown, (current) => Math.min(6, current + levels));

/**
 * The owner's Markdown (a chapter's text, the biography, a page's body) placed under a heading of level `under`:
 * its headings pushed down just enough that the highest sits one level below, so a `# Menus` in a chapter neither
 * becomes a second title of the page nor leaves the section it was written in. Headings already low enough stay.
 */
export const nestHeadings = (markdown: string, under: number): string => {
  let highest = 7;
  mapHeadings(markdown, (current) => {
    highest = Math.min(highest, current);
    return current;
  });
  return highest <= under ? demoteHeadings(markdown, under + 1 - highest) : markdown;
};

/** Site-relative link targets (`](/agent)`) made absolute: a Markdown document is often read away from the site. */
export const absoluteLinks = (markdown: string, base: string): string =>
  markdown.replace(/\]\(\/(?!\/)/g, `](${base}/`);

/** Blocks joined by one blank line; empty blocks dropped; one trailing newline. */
export const blocks = (...parts: (string | false | null | undefined)[]): string =>
  `${parts
    .filter((p): p is string => typeof p === "string" && p.trim() !== "")
    .map((p) => p.trim())
    .join("\n\n")}\n`;

/** A fenced code block; the fence grows past any backtick run inside the code. */
export const codeBlock = (code: string, language = ""): string => {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
};

/** A Markdown list from lines that may be missing (null, false or empty): those are left out. */
export const bullets = (lines: readonly (string | null | false)[]): string =>
  lines.filter((l): l is string => typeof l === "string" && l !== "").join("\n");

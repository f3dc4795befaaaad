/** Markdown syntax helpers shared by every Markdown document the site writes. */

/** A Markdown link whose label and URL cannot break out of the link syntax. */
export const mdLink = (label: string, url: string): string =>
  `[${label.replace(/[\\[\]]/g, "\\$&")}](${url.replace(/[\s()]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)})`;

/** `- [label](url): note`, the list line llms.txt and the link lists use. */
export const mdLinkItem = (label: string, url: string, note?: string | null): string =>
  `- ${mdLink(label, url)}${note ? `: ${note}` : ""}`;

const FENCE = /^(```|~~~)/;

/**
 * Pushes every ATX heading down `levels` levels (outside fenced code), so that a document written to stand
 * alone (H1 first) can be nested in a larger one without breaking the heading order.
 */
export const demoteHeadings = (markdown: string, levels: number): string => {
  let inFence = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (FENCE.test(line)) inFence = !inFence;
      if (inFence) return line;
      const match = /^(#{1,6})(\s.*)$/.exec(line);
      if (!match) return line;
      return `${"#".repeat(Math.min(6, (match[1] ?? "").length + levels))}${match[2] ?? ""}`;
    })
    .join("\n");
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

/**
 * Markdown → plain-text blocks (paragraphs and list items), for indexing and snippets: link and image text
 * stay, their URLs go, and so do bare URLs, HTML tags and every formatting mark. A snippet must never show
 * Markdown syntax or a link target, and an index must not learn "https" as a word.
 */

const ENTITIES: ReadonlyMap<string, string> = new Map([
  ["&amp;", "&"],
  ["&lt;", "<"],
  ["&gt;", ">"],
  ["&quot;", '"'],
  ["&#39;", "'"],
  ["&nbsp;", " "],
]);

const tidy = (text: string): string =>
  text
    .replace(/\s+/g, " ")
    .replace(/ (?=[.,;:!?])/g, "")
    .trim();

const inline = (text: string): string =>
  text
    .replace(/\\([\\`*_{}[\]()#+\-.!|~>])/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/<(?:https?:|mailto:)[^>]*>/gi, "")
    .replace(/<\/?[a-z][^>]*>/gi, "")
    .replace(/https?:\/\/(?:[^\s<>()]*[^\s<>().,;:!?'"])?/gi, "")
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES.get(entity) ?? entity)
    .replace(/`+/g, "")
    .replace(/\*+|~~/g, "")
    .replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, "");

const inlineText = (text: string): string => tidy(inline(text));

/** Block-level marks at the start of a line: headings, quotes, bullets, numbered items. */
const BLOCK_MARK = /^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d{1,9}[.)]\s+)+/;
const RULE_OR_FENCE = /^\s*(?:[-*_=]{3,}|`{3,}.*|~{3,}.*|\|?[\s:|-]*-{3,}[\s:|-]*\|?)\s*$/;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S+.*$/;

/** Anything Markdown could act on; text without any of it only needs its spaces tidied. */
const MARKDOWN = /[[\]<>*_`~#|\\&\r\n]|https?:|-{3}|={3}|^\s*(?:[-+]\s|\d{1,9}[.)]\s)/i;

/** Paragraphs and list items as plain text, in order, without empty ones. */
export const plainBlocks = (markdown: string): string[] => {
  if (!MARKDOWN.test(markdown)) {
    const text = tidy(markdown);
    return text ? [text] : [];
  }
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = (): void => {
    const text = inlineText(current.join(" "));
    if (text) blocks.push(text);
    current = [];
  };
  for (const line of markdown.split(/\r\n?|\n/)) {
    if (line.trim() === "" || RULE_OR_FENCE.test(line) || REFERENCE_DEFINITION.test(line)) {
      flush();
      continue;
    }
    if (BLOCK_MARK.test(line)) flush();
    current.push(line.replace(BLOCK_MARK, "").replace(/\|/g, " "));
  }
  flush();
  return blocks;
};

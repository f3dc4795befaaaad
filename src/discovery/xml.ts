/** Escaping for XML text and attribute values (and for HTML, which shares the five characters). */
const XML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

/**
 * What XML 1.0 cannot hold at all, not even as a character reference (§2.2 Char): the C0 controls other than
 * tab and the line breaks, U+FFFE, U+FFFF and lone surrogates.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this removes
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * A serialized XML document without the characters XML 1.0 forbids. Content text may carry one (a vertical tab
 * pasted with a title) and the schema lets it through; left in, it makes the whole document malformed, and a
 * strict parser (every feed reader) refuses all of it. It can stand only in text, never in markup, so dropping
 * it from the finished document is safe.
 */
export const wellFormedXml = (document: string): string => document.replace(NOT_XML_CHAR, "");

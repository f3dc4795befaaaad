/**
 * Accept negotiation between a page's two representations (RFC 9110 §12.5.1): HTML unless the client ranks
 * text/markdown higher. A tie goes to Markdown only when the client names text/markdown itself, so that a
 * bare wildcard and browsers get HTML while `text/markdown, text/html` gets what it asked for first.
 */

interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
}

const parseQ = (params: readonly string[]): number => {
  for (const param of params) {
    const [name, value] = param.split("=").map((s) => s.trim());
    if (name?.toLowerCase() === "q" && value !== undefined) {
      const q = Number(value);
      return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
    }
  }
  return 1;
};

export const parseAccept = (header: string): MediaRange[] =>
  header.split(",").flatMap((part) => {
    const [range = "", ...params] = part.split(";");
    const [type, subtype] = range.trim().toLowerCase().split("/");
    return type && subtype ? [{ type, subtype, q: parseQ(params) }] : [];
  });

/** The quality the client gives `type/subtype`, from its most specific matching range, and how specific that was. */
const quality = (ranges: readonly MediaRange[], type: string, subtype: string): { q: number; exact: boolean } => {
  const exact = ranges.find((r) => r.type === type && r.subtype === subtype);
  if (exact) return { q: exact.q, exact: true };
  const partial = ranges.find((r) => r.type === type && r.subtype === "*");
  if (partial) return { q: partial.q, exact: false };
  const any = ranges.find((r) => r.type === "*" && r.subtype === "*");
  return { q: any?.q ?? 0, exact: false };
};

export const prefersMarkdown = (accept: string | undefined): boolean => {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const markdown = quality(ranges, "text", "markdown");
  const html = quality(ranges, "text", "html");
  if (markdown.q === 0) return false;
  return markdown.q > html.q || (markdown.q === html.q && markdown.exact);
};

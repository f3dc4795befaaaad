/**
 * Content negotiation (RFC 9110 §12.5), one parser for every header it reads: the media type of a page
 * (HTML or its Markdown twin), of a discovery document (its own media type or plain JSON), and the content
 * coding (gzip or identity). Pure string → answer functions, so the same decisions serve the app, the
 * response table's lookup and any runtime that answers table hits without building a Request.
 */
import { LRUCache } from "lru-cache";
import { remember } from "./memo.js";

interface Weighted {
  /** The range or coding, lower-cased: `text/markdown`, `*\/*`, `gzip`, `*`. */
  readonly value: string;
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

/** Comma-separated values with an optional q parameter (Accept, Accept-Encoding); an out-of-range q is 0. */
const parseWeighted = (header: string): Weighted[] =>
  header.split(",").flatMap((part) => {
    const [value = "", ...params] = part.split(";");
    const name = value.trim().toLowerCase();
    return name ? [{ value: name, q: parseQ(params) }] : [];
  });

interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
}

export const parseAccept = (header: string): MediaRange[] =>
  parseWeighted(header).flatMap(({ value, q }) => {
    const [type, subtype] = value.split("/");
    return type && subtype ? [{ type, subtype, q }] : [];
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

/** Every page request asks this of its Accept, and clients send a few values: remembered, bounded like gzip's. */
const markdownAnswers = new LRUCache<string, boolean>({ max: 256 });

/**
 * HTML unless the client ranks text/markdown higher. A tie goes to Markdown only when the client names
 * text/markdown itself, so that a bare wildcard and browsers get HTML while `text/markdown, text/html` gets
 * what it asked for first.
 */
export const prefersMarkdown = (accept: string | undefined): boolean =>
  accept ? remember(markdownAnswers, accept, () => parsePrefersMarkdown(accept)) : false;

const parsePrefersMarkdown = (accept: string): boolean => {
  const ranges = parseAccept(accept);
  const markdown = quality(ranges, "text", "markdown");
  const html = quality(ranges, "text", "html");
  if (markdown.q === 0) return false;
  return markdown.q > html.q || (markdown.q === html.q && markdown.exact);
};

/** The weight Accept gives one media type by name (wildcards do not count): 0 when it is not named. */
const namedWeight = (accept: string | undefined, mediaType: string): number =>
  Math.max(
    0,
    ...parseAccept(accept ?? "")
      .filter((r) => `${r.type}/${r.subtype}` === mediaType)
      .map((r) => r.q),
  );

/** True when Accept names `mediaType` itself, at least as strongly as it names `than`. */
export const prefersNamed = (accept: string | undefined, mediaType: string, than: string): boolean => {
  const named = namedWeight(accept, mediaType);
  return named > 0 && named >= namedWeight(accept, than);
};

/**
 * Gzip when the client accepts it (an explicit `gzip` entry decides, otherwise `*` does) at least as much as no
 * coding: `gzip;q=0.5, identity` asks for the body as is. Identity weighs what its own entry, else `*`, gives it
 * (RFC 9110 §12.5.3); left unnamed it is acceptable but not asked for, so any accepted gzip wins. An absent
 * header means identity only.
 */
const parseAcceptsGzip = (header: string): boolean => {
  const codings = parseWeighted(header);
  const any = codings.find((c) => c.value === "*");
  const gzip = codings.find((c) => c.value === "gzip" || c.value === "x-gzip") ?? any;
  const identity = codings.find((c) => c.value === "identity") ?? any;
  return gzip !== undefined && gzip.q > 0 && gzip.q >= (identity?.q ?? 0);
};

/**
 * Clients send a handful of distinct Accept-Encoding values (each browser, curl, a CDN), and every cached
 * response asks this, so the answers are remembered; bounded, as the header is the client's to choose.
 */
const gzipAnswers = new LRUCache<string, boolean>({ max: 256 });

export const acceptsGzip = (header: string | undefined): boolean =>
  header ? remember(gzipAnswers, header, () => parseAcceptsGzip(header)) : false;

/**
 * Precomputed responses: bytes, a strong ETag and their headers, rendered once at start-up, with a gzip copy
 * of anything worth compressing; the response table (table.ts) serves them: a map lookup, a choice of coding, an
 * If-Match check (RFC 9110 §13.1.1, strong comparison) that answers 412 and an If-None-Match check (§13.1.2, weak
 * comparison) that answers 304.
 */
import { BASE_HEADERS } from "./headers.js";

export const DAY_CACHE = "public, max-age=3600, s-maxage=86400";
export const NO_STORE = "no-store";

/** Below this, gzip saves too little to be worth a second representation. */
const GZIP_MIN_BYTES = 1024;

export interface Representation {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface Prepared extends Representation {
  /** The same content gzip-coded, for clients that accept it. */
  readonly gzip?: Representation;
}

const encoder = new TextEncoder();

/**
 * Strong validator: the first 128 bits of SHA-256 of the exact bytes served, base64url. `kind` (media type
 * and coding) is hashed in too: the same bytes as another media type are another representation and need
 * their own validator (RFC 9110 §8.8.3).
 */
export const strongEtag = async (bytes: Uint8Array<ArrayBuffer>, kind = ""): Promise<string> => {
  const prefix = encoder.encode(kind);
  const input = new Uint8Array(prefix.length + bytes.length);
  input.set(prefix);
  input.set(bytes, prefix.length);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", input));
  return `"${btoa(String.fromCharCode(...digest.subarray(0, 16)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")}"`;
};

export const sha256Hex = async (text: string): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
};

/** PNG and JPEG are compressed already: gzip would only cost a second copy in memory. */
const compressible = (contentType: string): boolean => !/^image\/(png|jpeg|webp|gif)$/.test(contentType);

const gzip = async (bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(
    await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer(),
  );

const representation = async (
  body: Uint8Array<ArrayBuffer>,
  kind: string,
  headers: Record<string, string>,
): Promise<Representation> => {
  const etag = await strongEtag(body, kind);
  return { body, etag, headers: { ...headers, ETag: etag } };
};

export const prepare = async (
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string,
  headers: Record<string, string> = {},
): Promise<Prepared> => {
  const bytes = typeof body === "string" ? encoder.encode(body) : body;
  const common: Record<string, string> = {
    "Content-Type": contentType,
    "Cache-Control": DAY_CACHE,
    ...BASE_HEADERS,
    ...headers,
  };
  if (bytes.length < GZIP_MIN_BYTES || !compressible(contentType)) return representation(bytes, contentType, common);
  const varied = { ...common, Vary: common.Vary ? `${common.Vary}, Accept-Encoding` : "Accept-Encoding" };
  const [identity, gzipped] = await Promise.all([
    representation(bytes, contentType, varied),
    gzip(bytes).then((coded) =>
      representation(coded, `${contentType};gzip`, { ...varied, "Content-Encoding": "gzip" }),
    ),
  ]);
  return { ...identity, gzip: gzipped };
};

export const prepareJson = (value: unknown, headers: Record<string, string> = {}): Promise<Prepared> =>
  prepare(JSON.stringify(value), "application/json; charset=utf-8", headers);

const opaqueTag = (tag: string): string => tag.trim().replace(/^W\//, "");

/** True when `header` is `*` or lists a tag that `same` finds equal to `etag`. */
const listsTag = (header: string, etag: string, same: (tag: string) => boolean): boolean =>
  // What a revalidating client almost always sends: the ETag it was given, alone.
  header === etag || header.trim() === "*" || header.split(",").some(same);

/**
 * True when If-Match lists this ETag (or is `*`: every table path has a current representation). Strong
 * comparison (RFC 9110 §8.8.3.2): a weak tag never matches, as If-Match asks for these very bytes.
 */
export const matchesIfMatch = (header: string, etag: string): boolean =>
  listsTag(header, etag, (tag) => tag.trim() === etag);

/** True when If-None-Match lists this ETag (or `*`): weak comparison, a `W/` tag counts. */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header !== "" && listsTag(header, etag, (tag) => opaqueTag(tag) === etag);

/**
 * Precomputed responses: bytes, a strong ETag and their headers, rendered once at start-up. Serving one is a
 * map lookup plus an If-None-Match check (RFC 9110 §13.1.2, weak comparison) that answers 304.
 */
import type { Context } from "hono";
import { BASE_HEADERS } from "./headers.js";

export const DAY_CACHE = "public, max-age=3600, s-maxage=86400";
export const NO_STORE = "no-store";

export interface Prepared {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
}

const encoder = new TextEncoder();

/** Strong validator: the first 128 bits of SHA-256 of the exact bytes served, base64url. */
export const strongEtag = async (bytes: Uint8Array<ArrayBuffer>): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `"${btoa(String.fromCharCode(...digest.subarray(0, 16)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")}"`;
};

export const sha256Hex = async (text: string): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
};

export const prepare = async (
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
): Promise<Prepared> => {
  const bytes = encoder.encode(body);
  const etag = await strongEtag(bytes);
  return {
    body: bytes,
    etag,
    headers: { "Content-Type": contentType, "Cache-Control": DAY_CACHE, ...BASE_HEADERS, ...headers, ETag: etag },
  };
};

export const prepareJson = (value: unknown, headers: Record<string, string> = {}): Promise<Prepared> =>
  prepare(JSON.stringify(value), "application/json; charset=utf-8", headers);

const opaqueTag = (tag: string): string => tag.trim().replace(/^W\//, "");

/** True when If-None-Match lists this ETag (or `*`). */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => opaqueTag(tag) === etag);
};

export const serve = (c: Context, prepared: Prepared, extraHeaders: Record<string, string> = {}): Response => {
  const headers = { ...prepared.headers, ...extraHeaders };
  if (matchesIfNoneMatch(c.req.header("If-None-Match"), prepared.etag)) {
    const { "Content-Type": _type, ...kept } = headers;
    return c.body(null, 304, kept);
  }
  return c.body(prepared.body, 200, headers);
};

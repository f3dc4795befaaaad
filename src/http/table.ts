/**
 * The response table (docs/architecture.md#the-response-table): every cacheable response, rendered once, by path. An
 * entry holds one or more representations of its path (HTML and its Markdown twin, a document as its own
 * media type or as plain JSON), each with its bytes, strong ETag, headers and gzip twin; `choose` picks one
 * from the Accept header. The surfaces fill it; the app serves it with one handler; the lookup is pure and
 * runtime-neutral (strings in, status, headers and bytes out), so a static export can enumerate it and a
 * runtime can answer hits without building a Request.
 */

import { matchesIfMatch, matchesIfNoneMatch, type Prepared, type Representation } from "./cache.js";
import { remember } from "./memo.js";
import { acceptsGzip } from "./negotiate.js";
import type { PreconditionFailed } from "./precondition.js";

export interface TableEntry {
  readonly path: string;
  /** The representations of this path; the first is the default. */
  readonly representations: readonly [Prepared, ...Prepared[]];
  /** Index into `representations` for an Accept header; absent when there is only one. */
  readonly choose?: (accept: string | undefined) => number;
}

export interface TableResponse {
  readonly status: 200 | 304 | 412;
  /** Null for 304 and HEAD. */
  readonly body: Uint8Array<ArrayBuffer> | null;
  readonly headers: Readonly<Record<string, string>>;
}

export interface LookupRequest {
  readonly method: string;
  readonly path: string;
  readonly accept?: string | undefined;
  readonly acceptEncoding?: string | undefined;
  readonly ifMatch?: string | undefined;
  readonly ifNoneMatch?: string | undefined;
}

export interface ResponseTable {
  /** Adds a path; a path added twice is a programming error and throws at start-up. */
  readonly add: (entry: TableEntry) => void;
  /** The response for a GET or HEAD of a path in the table; undefined for anything else (a miss). */
  readonly lookup: (request: LookupRequest) => TableResponse | undefined;
  /** Every entry, in the order added. */
  readonly entries: () => readonly TableEntry[];
}

/** A 304's headers: the representation's, less what describes a body it does not carry; made once each. */
const notModified = new WeakMap<Prepared, Readonly<Record<string, string>>>();
const notModifiedHeaders = (prepared: Prepared): Readonly<Record<string, string>> =>
  remember(notModified, prepared, () => {
    const { "Content-Type": _type, "Content-Encoding": _coding, ...kept } = prepared.headers;
    return kept;
  });

/**
 * A HEAD's headers: the GET's, with the length of the body it would have sent (RFC 9110 §9.3.2); a runtime
 * writes Content-Length from the body it sends, and a HEAD sends none. Made once each.
 */
const head = new WeakMap<Representation, Readonly<Record<string, string>>>();
const headHeaders = (chosen: Representation): Readonly<Record<string, string>> =>
  remember(head, chosen, () => ({ ...chosen.headers, "Content-Length": String(chosen.body.byteLength) }));

/**
 * One prepared response for a request: its gzip twin when accepted; 412 when If-Match names none of its current
 * tags, then 304 when If-None-Match matches, in the order RFC 9110 §13.2.2 evaluates them.
 */
export const respond = (
  prepared: Prepared,
  { method, acceptEncoding, ifMatch, ifNoneMatch }: LookupRequest,
  failed: PreconditionFailed,
): TableResponse => {
  const isHead = method === "HEAD";
  const chosen = prepared.gzip && acceptsGzip(acceptEncoding) ? prepared.gzip : prepared;
  if (ifMatch !== undefined && !matchesIfMatch(ifMatch, chosen.etag)) return isHead ? failed.head : failed.get;
  if (matchesIfNoneMatch(ifNoneMatch, chosen.etag))
    return { status: 304, body: null, headers: notModifiedHeaders(chosen) };
  return isHead
    ? { status: 200, body: null, headers: headHeaders(chosen) }
    : { status: 200, body: chosen.body, headers: chosen.headers };
};

/** `failed`: the 412 of this table's origin and policy (precondition.ts). */
export const createTable = (failed: PreconditionFailed): ResponseTable => {
  const byPath = new Map<string, TableEntry>();
  return {
    add: (entry) => {
      if (byPath.has(entry.path)) throw new Error(`The response table already has ${entry.path}.`);
      byPath.set(entry.path, entry);
    },
    lookup: (request) => {
      const { method, path, accept } = request;
      if (method !== "GET" && method !== "HEAD") return undefined;
      const entry = byPath.get(path);
      if (!entry) return undefined;
      const prepared = entry.representations[entry.choose?.(accept) ?? 0] ?? entry.representations[0];
      return respond(prepared, request, failed);
    },
    entries: () => [...byPath.values()],
  };
};

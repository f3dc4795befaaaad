/**
 * fast-check arbitraries for hostile HTTP requests: methods, paths (encoded, traversal, very long, Unicode,
 * malformed percent-encoding, markup), query strings (repeated, empty, malformed) and the headers the service
 * reads (Accept, Accept-Encoding, If-None-Match, MCP-Protocol-Version, Origin, Host, the proxy headers).
 */
import fc from "fast-check";
import { hostileQuery, percentEncode, rawBytes } from "../support/search-arbitraries.js";

/** Reflected into a page, this would be markup; no HTML body may ever contain it. */
export const MARKER = "<x-fuzz>";

/** A path of every kind the service serves, and some it does not. */
export const KNOWN_PATHS = [
  "/",
  "/agent",
  "/agent.md",
  "/index.md",
  "/about",
  "/resume",
  "/developers",
  "/developers/errors",
  "/story/org-b",
  "/story/org-b.md",
  "/assets/site.css",
  "/llms.txt",
  "/llms-full.txt",
  "/developers/llms.txt",
  "/openapi.json",
  "/sitemap.xml",
  "/robots.txt",
  "/.well-known/api-catalog",
  "/.well-known/ai-catalog.json",
  "/.well-known/mcp",
  "/.well-known/agent-skills/index.json",
  "/mcp",
  "/mcp/server-card",
  "/api",
  "/api/v1",
  "/api/v1/profile",
  "/api/v1/chapters",
  "/api/v1/chapters/org-b",
  "/api/v1/chapters/louisiana",
  "/api/v1/timeline",
  "/api/v1/talks",
  "/api/v1/writing",
  "/api/v1/projects",
  "/api/v1/practices",
  "/api/v1/search",
  "/api/v2/profile",
  "/nope",
];

const printable = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

/** A path segment: plain, Unicode, raw bytes (malformed UTF-8), markup, dot segments, encoded slashes. */
const segment = fc.oneof(
  fc.constantFrom("x", "org-b", "..", ".", "%2e%2e", "%2E", "%2f", "%5c", "%00", "%", "%zz", "%E0%A4", "~", ";a=b"),
  hostileQuery.map(percentEncode),
  rawBytes,
  fc.constant(encodeURIComponent(MARKER)),
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/),
);

/** Changes a known path the way people and scanners do. */
const mutate = (path: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(path) },
    fc.constant(`${path}/`),
    fc.constant(`${path}//`),
    segment.map((s) => `${path}/${s}`),
    segment.map((s) => `${path}/${s}/`),
    fc.constant(path.toUpperCase()),
    fc.constant(`/..${path}`),
    fc.constant(`${path}/../${path.split("/").pop() ?? ""}`),
    fc.constant(`/${percentEncode(path.slice(1)).replace(/%2F/g, "/")}`),
    fc.constant(path.replace(/[a-z]/, (ch) => `%${ch.charCodeAt(0).toString(16)}`)),
    fc.integer({ min: 200, max: 20_000 }).map((n) => `${path}/${"a".repeat(n)}`),
  );

export const path = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN_PATHS).chain(mutate) },
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join("/")}`),
);

const queryKey = fc.oneof(
  fc.constantFrom("q", "q", "limit", "type", "format", "id", "callback", "__proto__", "q[]", ""),
  segment,
);

const queryValue = fc.oneof(
  hostileQuery.map(percentEncode),
  rawBytes,
  fc.constantFrom("", "design", "design+systems", "0", "1", "50", "51", "-1", "1e3", "NaN", "9".repeat(30), "chapter"),
  fc.constantFrom("profile", "talk", "press", "PROFILE", "%", "%zz", "%E0%A4%A", "a=b", encodeURIComponent(MARKER)),
);

const pair = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(queryKey, queryValue).map(([k, v]) => `${k}=${v}`) },
  queryKey,
  fc.constantFrom("=", "==", "&", "=&=", "q=a=b", "%26", "%3D"),
);

export const query = fc.oneof(
  fc.constant(""),
  fc.constant("?"),
  fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.join("&")}`),
);

export const METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH", "PROPFIND", "M-SEARCH"];

export const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant("GET") },
  { weight: 4, arbitrary: fc.constantFrom(...METHODS) },
  // Fetch's Request refuses CONNECT, TRACE and TRACK outright; the socket fuzz sends those.
  fc.stringMatching(/^[A-Za-z]{1,8}$/).filter((m) => !["CONNECT", "TRACE", "TRACK"].includes(m.toUpperCase())),
);

const header = (values: readonly string[]) =>
  fc.option(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, printable(120)), { nil: undefined });

/** The headers the service reads; `etags` are current validators, so some conditional requests match. */
export const headers = (etags: readonly string[]) =>
  fc
    .record({
      Accept: header([
        "text/markdown",
        "text/html",
        "application/json",
        "*/*",
        "text/markdown;q=0, text/html",
        "text/*;q=0.5, text/markdown",
        "application/ai-catalog+json",
        "application/json, text/event-stream",
        "",
      ]),
      "Accept-Encoding": header(["gzip", "br", "gzip;q=0", "*", "*;q=0", "identity", "x-gzip", "gzip, deflate, br"]),
      "If-None-Match": header(["*", 'W/"x"', '"x", *', "", ...etags, ...etags.map((tag) => `W/${tag}`)]),
      "MCP-Protocol-Version": header(["2025-11-25", "2025-06-18", "2025-03-26", "2026-07-28", "1999-01-01", ""]),
      Origin: header(["https://evil.example", "null", "http://localhost:8787", "http://127.0.0.1:1", "file://"]),
      Host: header(["evil.example", "localhost:8787", "127.0.0.1", "[::1]", "a".repeat(300), "localhost:8787.evil"]),
      "X-Forwarded-Host": header(["evil.example", MARKER]),
      "X-Forwarded-For": header(["203.0.113.9", "1.1.1.1, 2.2.2.2", "unknown", "::1"]),
      "Content-Type": header(["application/json", "text/plain", "application/x-www-form-urlencoded"]),
    })
    .map((record) =>
      Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    );

/** Names every JavaScript object answers to: a lookup table keyed by the client's text must not find them. */
const OBJECT_MEMBERS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

const rpcMethod = fc.oneof(
  fc.constantFrom("initialize", "ping", "tools/list", "tools/call", "resources/list", "resources/read", "prompts/get"),
  fc.constantFrom(...OBJECT_MEMBERS),
  printable(20),
);

const rpcMessage = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant("2.0"), fc.jsonValue()),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
    method: rpcMethod,
    params: fc.oneof(
      fc.record({
        name: fc.constantFrom("search", "get_chapter", "nope", ...OBJECT_MEMBERS),
        arguments: fc.jsonValue({ maxDepth: 3 }),
      }),
      fc.jsonValue({ maxDepth: 4 }),
    ),
  },
  { requiredKeys: ["method"] },
);

/** A request body for the methods that may carry one: JSON-RPC-like messages, batches, or anything. */
export const body = fc.option(
  fc.oneof(
    { weight: 3, arbitrary: rpcMessage.map((m) => JSON.stringify(m)) },
    fc.array(rpcMessage, { maxLength: 5 }).map((batch) => JSON.stringify(batch)),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
    // Nesting deeper than any recursive walk of it (JSON.stringify, a schema) can descend, at a random place.
    fc
      .tuple(fc.integer({ min: 1_000, max: 30_000 }), fc.constantFrom("id", "params", "arguments"))
      .map(([depth, at]) => {
        const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
        if (at === "id") return `{"jsonrpc":"2.0","id":${deep},"method":"ping"}`;
        const params = at === "params" ? deep : `{"name":"search","arguments":{"query":${deep}}}`;
        return `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${params}}`;
      }),
  ),
  { nil: undefined },
);

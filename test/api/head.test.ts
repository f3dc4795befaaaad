/**
 * HEAD through a real server (RFC 9110 §9.3.2): the header fields the GET sends, Content-Length included (the
 * GET's length for the same content coding), and no body. Over raw sockets, since the adapter and the fast path
 * write the length, not the app: the response table's hits (fast path), the app's own answers (search, errors,
 * the page 404), each representation and coding.
 */
import { describe, expect, it } from "vitest";
import { type RawResponse, rawRequest } from "../support/raw-http.js";
import { rawServer } from "../support/server.js";

const { port } = rawServer();

const send = (method: string, path: string, headers: readonly string[]): Promise<RawResponse> =>
  rawRequest(
    port(),
    `${[`${method} ${path} HTTP/1.1`, "Host: x", ...headers, "Connection: close"].join("\r\n")}\r\n\r\n`,
  );

/** Headers but the clock's, and the quota's count (each request is counted). */
const comparable = ({ headers }: RawResponse): Record<string, string> => {
  const { date: _date, ...rest }: Record<string, string> = headers;
  if (rest.ratelimit) rest.ratelimit = rest.ratelimit.replace(/;r=\d+;t=\d+/, ";r=(remaining);t=(seconds)");
  return rest;
};

const PATHS = [
  "/api/v1/profile",
  "/api/v1",
  "/openapi.json",
  "/about",
  "/llms.txt",
  "/api/v1/search?q=design",
  "/api/v1/search",
  "/api/v1/nope",
  "/nope",
  // The app's redirect to the canonical path, made without a body.
  "/about/",
  "/api/v1/profile/",
];
const VARIANTS: [name: string, headers: string[]][] = [
  ["identity", []],
  ["gzip", ["Accept-Encoding: gzip"]],
  ["Markdown", ["Accept: text/markdown"]],
];

describe("HEAD", () => {
  it.each(PATHS.flatMap((path) => VARIANTS.map(([name, headers]) => [path, name, headers] as const)))(
    "%s (%s): the GET's status and headers, Content-Length included, and no body",
    async (path, _name, headers) => {
      const get = await send("GET", path, headers);
      const head = await send("HEAD", path, headers);
      expect(get.headers["content-length"]).toBe(String(get.bytes.byteLength));
      expect(head.status).toBe(get.status);
      expect(comparable(head)).toEqual(comparable(get));
      expect(head.bytes.byteLength).toBe(0);
    },
  );
});

/**
 * Hostile bytes through a real socket, so Node's parser and the adapter are in the loop: odd and lower-case
 * methods, CONNECT and TRACE, raw targets, unknown versions, random header names and values, smuggling shapes.
 * Whatever arrives: an HTTP response (never a silent close), never a 5xx, every refusal with a body that says
 * what happened (the Error shape where it is JSON), no stack trace or file path, and the server keeps serving.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/schema/error.js";
import { type RawResponse, rawRequest } from "../support/raw-http.js";
import { type RunningServer, startServer } from "../support/server.js";
import { path, query } from "./arbitraries.js";

let server: RunningServer;
let port: number;

beforeAll(async () => {
  server = await startServer();
  port = Number(new URL(server.origin).port);
});
afterAll(() => server.close());

const LEAKS = [/\n\s*at .+:\d+:\d+/, /node_modules/, /file:\/\/\//, new RegExp(process.cwd()), /\.[jt]s:\d+/];

const token = (pattern: RegExp) => fc.stringMatching(pattern);

const method = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("GET", "HEAD", "OPTIONS", "POST") },
  fc.constantFrom("get", "post", "FOO", "CONNECT", "TRACE", "M-SEARCH", "PROPFIND", "G@T", "PRI", "DELETE"),
  token(/^[!-~]{1,8}$/),
);

const target = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(path, query).map(([p, q]) => `${p}${q}`) },
  fc.constantFrom("*", "http://evil.example/api/v1", "//api/v1", "api/v1", "/a b", "/\\x", "/%00", "/\u00e9"),
  token(/^\/[!-~]{0,40}$/),
);

const version = fc.oneof(
  { weight: 6, arbitrary: fc.constant("HTTP/1.1") },
  fc.constantFrom("HTTP/1.0", "HTTP/2.0", "HTTP/0.9", "http/1.1", "HTTP/1.1 ", "HTTP/1"),
);

const headerLine = fc.oneof(
  fc.tuple(token(/^[A-Za-z0-9-]{1,20}$/), token(/^[ -~]{0,60}$/)).map(([name, value]) => `${name}: ${value}`),
  fc.constantFrom(
    "Host: evil.example",
    "Host: localhost",
    "Host:",
    "X-Forwarded-For: 203.0.113.1",
    "Accept: text/markdown",
    "Accept-Encoding: gzip",
    "If-None-Match: *",
    "Origin: https://evil.example",
    "Transfer-Encoding: chunked",
    "Transfer-Encoding: gzip, chunked",
    "Transfer-Encoding : chunked",
    "Content-Length: abc",
    "Content-Length: -1",
    "Content-Length: 0",
    "Content-Length: 0, 0",
    " folded: continuation",
    "NoColon",
    "X-Bad: a\u0001b",
    `X-Long: ${"a".repeat(9_000)}`,
  ),
);

/** A request line, headers (a Host first unless the case drops it) and, for chunked framing, an empty body. */
const rawMessage = fc
  .record({
    method,
    target,
    version,
    host: fc.boolean(),
    headers: fc.array(headerLine, { maxLength: 5 }),
  })
  .map(({ method, target, version, host, headers }) => {
    const lines = [`${method} ${target} ${version}`, ...(host ? ["Host: 127.0.0.1"] : []), ...headers];
    const chunked = headers.some((h) => /^transfer-encoding/i.test(h));
    // Content-Length says 0 or is invalid, chunked framing gets its last chunk: no case leaves the server waiting.
    return `${[...lines, "Connection: close"].join("\r\n")}\r\n\r\n${chunked ? "0\r\n\r\n" : ""}`;
  });

const checkResponse = (raw: string, res: RawResponse): void => {
  const label = JSON.stringify(raw.slice(0, 200));
  expect(res.status, label).toBeGreaterThanOrEqual(100);
  expect(res.status, label).toBeLessThan(500);
  for (const leak of LEAKS) expect(res.body, label).not.toMatch(leak);
  const isHead = raw.startsWith("HEAD ");
  if (res.status >= 400 && !isHead) {
    expect(res.body.length, `${label}: a refusal says what it does`).toBeGreaterThan(0);
    if ((res.headers["content-type"] ?? "").startsWith("application/json")) {
      const parsed = JSON.parse(res.body) as Record<string, unknown>;
      if (!("jsonrpc" in parsed)) {
        const body = ErrorBody.parse(parsed);
        expect(body.error.status, label).toBe(res.status);
      }
    }
  }
};

describe("raw requests through Node's parser", () => {
  it("always answer, never 5xx, and every refusal explains itself (300 cases)", async () => {
    await fc.assert(
      fc.asyncProperty(rawMessage, async (raw) => {
        checkResponse(raw, await rawRequest(port, raw, 2_000));
      }),
      { numRuns: 300 },
    );
    const after = await rawRequest(port, "GET /api/v1/profile HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(after.status).toBe(200);
  }, 120_000);
});

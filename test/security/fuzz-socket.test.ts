/**
 * Hostile bytes through a real socket, so Node's parser and the adapter are in the loop: odd and lower-case
 * methods, CONNECT and TRACE, raw targets, unknown versions, random header names and values, smuggling shapes.
 * Whatever arrives: an HTTP response (never a silent close), never a 5xx but 505 (the client's HTTP version, not
 * a failure), every refusal with a body that says what happened (the Error shape where it is JSON), no stack
 * trace or file path, and the server keeps serving. Inputs of a known class also have a known answer (the oracle
 * below): a bad Transfer-Encoding, bytes that are no HTTP, a bad minor version or Host are 400 and close, another
 * major version 505 and close; HTTP/1.0 without Host is served.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/schema/error.js";
import { type RawResponse, rawRequest } from "../support/raw-http.js";
import { rawServer } from "../support/server.js";
import { path, query } from "./arbitraries.js";

const { port } = rawServer();

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
  if (res.status !== 505) expect(res.status, label).toBeLessThan(500);
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

/** Paths the response table answers (the fast path) and paths only the app answers. */
const servedPath = fc.constantFrom("/api/v1/profile", "/", "/agent.md", "/openapi.json", "/api/v1/search?q=design");
const okHeaders = fc.subarray(["Accept: application/json", "Accept-Encoding: gzip", "X-Any: 1", "Content-Length: 0"]);

/** A Transfer-Encoding whose codings are not `chunked` alone: RFC 9112 §6.1 leaves no way to frame the body. */
const badCodings = fc
  .oneof(
    fc.constantFrom("xchunked", "gzip", "identity", "deflate", "chunked, gzip", "gzip, chunked", "chunked;x=1", ""),
    fc
      .tuple(token(/^[a-z]{1,10}$/), fc.boolean())
      .map(([coding, thenChunked]) => (thenChunked ? `${coding}, chunked` : coding)),
  )
  .filter((value) => value.trim().toLowerCase() !== "chunked");

/** Bytes no HTTP client sends: the first is neither a token character nor the empty line a parser skips. */
const notHttp = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }).filter((b) => !/[!#$%&'*+.^_`|~0-9A-Za-z\r\n-]/.test(String.fromCharCode(b))),
    fc.uint8Array({ maxLength: 40 }),
  )
  .map(([first, rest]) => Buffer.concat([Buffer.from([first]), Buffer.from(rest), Buffer.from("\r\n\r\n")]));

interface Expected {
  readonly status: number;
  /** The server closes the connection after answering. */
  readonly closes: boolean;
  readonly code?: string;
}
interface Case {
  readonly label: string;
  readonly raw: string | Buffer;
  readonly expected: Expected;
}

const BAD_REQUEST: Expected = { status: 400, closes: true, code: "invalid_parameter" };
const VERSION_NOT_SUPPORTED: Expected = { status: 505, closes: true, code: "invalid_parameter" };
const message = (line: string, headers: readonly string[], body = ""): string =>
  `${[line, ...headers].join("\r\n")}\r\n\r\n${body}`;

/** One generator per input class, each with its answer. */
const classified: fc.Arbitrary<Case> = fc.oneof(
  fc.tuple(fc.constantFrom("GET", "HEAD"), servedPath, badCodings, okHeaders).map(([verb, target, coding, extra]) => ({
    label: "Transfer-Encoding not chunked alone",
    raw: message(
      `${verb} ${target} HTTP/1.1`,
      ["Host: 127.0.0.1", `Transfer-Encoding: ${coding}`, ...extra.filter((h) => !h.startsWith("Content-Length"))],
      "0\r\n\r\n",
    ),
    expected: BAD_REQUEST,
  })),
  fc.tuple(servedPath).map(([target]) => ({
    label: "Transfer-Encoding in HTTP/1.0",
    raw: message(`GET ${target} HTTP/1.0`, ["Transfer-Encoding: chunked"], "0\r\n\r\n"),
    expected: BAD_REQUEST,
  })),
  notHttp.map((raw) => ({ label: "bytes that are no HTTP", raw, expected: BAD_REQUEST })),
  fc.tuple(servedPath, fc.constantFrom("HTTP/2.0", "HTTP/3.0", "HTTP/0.9")).map(([target, version]) => ({
    label: "a major version other than 1",
    raw: message(`GET ${target} ${version}`, ["Host: 127.0.0.1"]),
    expected: VERSION_NOT_SUPPORTED,
  })),
  servedPath.map((target) => ({
    label: "a minor version of 1 the parser does not know",
    raw: message(`GET ${target} HTTP/1.2`, ["Host: 127.0.0.1"]),
    expected: BAD_REQUEST,
  })),
  fc.tuple(servedPath, okHeaders).map(([target, extra]) => ({
    label: "HTTP/1.1 without Host",
    raw: message(`GET ${target} HTTP/1.1`, [...extra]),
    expected: BAD_REQUEST,
  })),
  servedPath.map((target) => ({
    label: "two Host lines",
    raw: message(`GET ${target} HTTP/1.1`, ["Host: 127.0.0.1", "Host: evil.example"]),
    expected: BAD_REQUEST,
  })),
  fc.tuple(fc.constantFrom("GET", "HEAD"), servedPath, okHeaders).map(([verb, target, extra]) => ({
    label: "HTTP/1.0 without Host",
    raw: message(`${verb} ${target} HTTP/1.0`, [...extra]),
    expected: { status: 200, closes: true },
  })),
  fc.tuple(fc.constantFrom("FOO", "BREW", "get", "Get", "X-CUSTOM"), servedPath).map(([verb, target]) => ({
    label: "a well-formed request line with a method the parser does not know",
    raw: message(`${verb} ${target} HTTP/1.1`, ["Host: 127.0.0.1"]),
    expected: { status: 405, closes: true, code: "method_not_allowed" },
  })),
  fc.tuple(fc.constantFrom("GET", "HEAD"), servedPath, okHeaders).map(([verb, target, extra]) => ({
    label: "chunked alone, with its last chunk",
    raw: message(
      `${verb} ${target} HTTP/1.1`,
      [
        "Host: 127.0.0.1",
        "Transfer-Encoding: chunked",
        ...extra.filter((h) => !h.startsWith("Content-Length")),
        "Connection: close",
      ],
      "0\r\n\r\n",
    ),
    expected: { status: 200, closes: true },
  })),
);

const checkExpected = ({ label, raw, expected }: Case, res: RawResponse): void => {
  const where = `${label}: ${JSON.stringify(raw.toString("latin1").slice(0, 160))}`;
  expect(res.status, where).toBe(expected.status);
  expect(res.closed, `${where} closes`).toBe(expected.closes);
  if (expected.code) {
    expect(res.headers.connection, where).toBe("close");
    expect(res.headers["content-type"], where).toBe("application/json; charset=utf-8");
    // A HEAD's refusal has headers only.
    if (raw.toString("latin1").startsWith("HEAD ")) return;
    const body = ErrorBody.parse(JSON.parse(res.body));
    expect(body.error, where).toMatchObject({ status: expected.status, code: expected.code });
  }
};

describe("raw requests through Node's parser", () => {
  it("get the answer their input class calls for (400 cases)", async () => {
    await fc.assert(
      fc.asyncProperty(classified, async (input) => {
        checkExpected(input, await rawRequest(port(), input.raw, 5_000));
      }),
      { numRuns: 400 },
    );
  }, 180_000);

  it("always answer, never 5xx, and every refusal explains itself (300 cases)", async () => {
    await fc.assert(
      fc.asyncProperty(rawMessage, async (raw) => {
        checkResponse(raw, await rawRequest(port(), raw, 2_000));
      }),
      { numRuns: 300 },
    );
    const after = await rawRequest(port(), "GET /api/v1/profile HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(after.status).toBe(200);
  }, 120_000);
});

/**
 * Requests Node's HTTP parser refuses before the app sees them (SECURITY.md, "Early refusals"): each still
 * answers in the Error shape with the right status, then closes the connection. Sent over a raw socket, since
 * no HTTP client writes these bytes.
 */
import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/schema/error.js";
import { rawRequest } from "../support/raw-http.js";
import { rawServer } from "../support/server.js";

const { port, origin } = rawServer();

const request = (lines: string[], body = ""): string => `${lines.join("\r\n")}\r\n\r\n${body}`;

const CASES: [name: string, raw: string, status: number, code: string][] = [
  ["an unknown method", request(["FOO /api/v1/profile HTTP/1.1", "Host: x"]), 405, "method_not_allowed"],
  ["a lower-case method", request(["get /api/v1/profile HTTP/1.1", "Host: x"]), 405, "method_not_allowed"],
  [
    "headers over 16 KB",
    request(["GET /api/v1/profile HTTP/1.1", "Host: x", `X-Big: ${"a".repeat(17 * 1024)}`]),
    431,
    "invalid_parameter",
  ],
  // RFC 9112 §3: a request-target longer than the server reads is 414, not a header problem.
  [
    "a request URL over 16 KB",
    request([`GET /api/v1/chapters/${"a".repeat(70_000)} HTTP/1.1`, "Host: x"]),
    414,
    "invalid_parameter",
  ],
  [
    "a query string over 16 KB",
    request([`GET /api/v1/search?q=${"a".repeat(20_000)} HTTP/1.1`, "Host: x"]),
    414,
    "invalid_parameter",
  ],
  [
    "Content-Length with Transfer-Encoding (request smuggling)",
    request(["POST /mcp HTTP/1.1", "Host: x", "Content-Length: 4", "Transfer-Encoding: chunked"], "0\r\n\r\n"),
    400,
    "invalid_parameter",
  ],
  [
    "two different Content-Length values",
    request(["POST /mcp HTTP/1.1", "Host: x", "Content-Length: 1", "Content-Length: 2"], "ab"),
    400,
    "invalid_parameter",
  ],
  [
    "a control character in a header value",
    request(["GET / HTTP/1.1", "Host: x", "X-A: a\u0001b"]),
    400,
    "invalid_parameter",
  ],
  ["a space in the header name", request(["GET / HTTP/1.1", "Host: x", "X A: b"]), 400, "invalid_parameter"],
  // RFC 9110 §15.6.6: a major version other than 1 is 505, whether Node's parser refuses it or lets it through.
  ["an HTTP/9.9 request line", request(["GET / HTTP/9.9", "Host: x"]), 505, "invalid_parameter"],
  ["an HTTP/3.0 request line", request(["GET /api/v1/profile HTTP/3.0", "Host: x"]), 505, "invalid_parameter"],
  ["an HTTP/0.9 request line", request(["GET /api/v1/profile HTTP/0.9", "Host: x"]), 505, "invalid_parameter"],
  // Major version 1 is spoken; the parser refuses minor versions it does not know before they can be served.
  ["an HTTP/1.2 request line", request(["GET /api/v1/profile HTTP/1.2", "Host: x"]), 400, "invalid_parameter"],
  ["a version that is no version", request(["GET / HTTP/1.x", "Host: x"]), 400, "invalid_parameter"],
  [
    "CONNECT (this server proxies nothing)",
    request(["CONNECT example.com:443 HTTP/1.1", "Host: example.com:443"]),
    405,
    "method_not_allowed",
  ],
  ["no Host header", request(["GET /api/v1/profile HTTP/1.1"]), 400, "invalid_parameter"],
  ["a Host header that is not a host", request(["GET / HTTP/1.1", "Host: a/b@c"]), 400, "invalid_parameter"],
  ["a backslash in the path", request(["GET /api\\v1 HTTP/1.1", "Host: x"]), 400, "invalid_parameter"],
  // The asterisk form is for OPTIONS alone (RFC 9112 §3.2.4).
  ["the asterisk form of GET", request(["GET * HTTP/1.1", "Host: x"]), 400, "invalid_parameter"],
  // RFC 9112 §6.1: a request whose Transfer-Encoding does not end in chunked cannot be framed: 400 and close,
  // on a table path (the fast path) as on a path only the app answers.
  ...["xchunked", "gzip", "identity", "chunked, gzip", "gzip, chunked", ""].flatMap(
    (coding): [string, string, number, string][] =>
      ["/api/v1/profile", "/", "/api/v1/search?q=design"].map((path) => [
        `Transfer-Encoding: ${JSON.stringify(coding)} on ${path}`,
        request([`GET ${path} HTTP/1.1`, "Host: x", `Transfer-Encoding: ${coding}`], "0\r\n\r\n"),
        400,
        "invalid_parameter",
      ]),
  ),
  [
    "Transfer-Encoding on two lines, chunked not last",
    request(["GET /api/v1/profile HTTP/1.1", "Host: x", "Transfer-Encoding: chunked", "Transfer-Encoding: gzip"]),
    400,
    "invalid_parameter",
  ],
  [
    "Transfer-Encoding in HTTP/1.0 (no chunked coding there)",
    request(["GET /api/v1/profile HTTP/1.0", "Transfer-Encoding: chunked"], "0\r\n\r\n"),
    400,
    "invalid_parameter",
  ],
  ["two Host lines", request(["GET /api/v1/profile HTTP/1.1", "Host: x", "Host: y"]), 400, "invalid_parameter"],
  [
    "HTTP/1.1 in absolute form without Host",
    request(["GET http://x/api/v1/profile HTTP/1.1"]),
    400,
    "invalid_parameter",
  ],
  ["an HTTP/2.0 request line", request(["GET /api/v1/profile HTTP/2.0", "Host: x"]), 505, "invalid_parameter"],
  // Bytes that are no HTTP request at all are malformed (400), not a method to refuse (405).
  ["a line that is no request", "HELLO\r\n\r\n", 400, "invalid_parameter"],
  ["a method that is no token", request(["G@T /api/v1/profile HTTP/1.1", "Host: x"]), 400, "invalid_parameter"],
];

/** Bytes no HTTP client sends: binary garbage and the start of a TLS ClientHello sent to the plain port. */
const NOT_HTTP: [name: string, bytes: Buffer][] = [
  ["binary garbage", Buffer.from([0x00, 0xff, 0xfe, 0x13, 0x37, 0x0d, 0x0a, 0x0d, 0x0a])],
  ["a TLS ClientHello", Buffer.from("16030100c4010000c00303", "hex")],
];

describe("early refusals over a raw socket", () => {
  it.each(CASES)("%s → %i %s in the Error shape, then the connection closes", async (_name, raw, status, code) => {
    const res = await rawRequest(port(), raw);
    expect(res.status).toBe(status);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers.connection).toBe("close");
    // RFC 9110 §6.6.1: a server with a clock dates every 4xx, these written byte by byte included.
    expect(Date.parse(res.headers.date ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["ratelimit-policy"]).toBe('"svc-public";q=120;w=60');
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.body));
    const body = ErrorBody.parse(JSON.parse(res.body));
    expect(body.error).toMatchObject({ status, code, docs: `${origin()}/developers/errors#${code}` });
    expect(res.closed).toBe(true);
  });

  it.each(NOT_HTTP)("%s → 400 in the Error shape, then the connection closes", async (_name, bytes) => {
    const res = await rawRequest(port(), bytes);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(JSON.parse(res.body)).error.code).toBe("invalid_parameter");
    expect(res.headers.connection).toBe("close");
    expect(res.closed).toBe(true);
  });

  it("serves an HTTP/1.0 request without Host (optional there) for the configured origin", async () => {
    // HTTP/1.0 closes after the response, so the read ends there; the long idle window only covers a first
    // search on a busy machine.
    const profile = await rawRequest(port(), request(["GET /api/v1/profile HTTP/1.0"]), 10_000);
    expect(profile.status).toBe(200);
    expect(JSON.parse(profile.body).data.id).toBeTruthy();
    const search = await rawRequest(port(), request(["GET /api/v1/search?q=design HTTP/1.0"]), 10_000);
    expect(search.status).toBe(200);
  });

  it("says a 414 is about the URL's length and a 431 about the headers", async () => {
    const url = await rawRequest(port(), request([`GET /${"a".repeat(70_000)} HTTP/1.1`, "Host: x"]));
    expect(url.headers.connection).toBe("close");
    expect(ErrorBody.parse(JSON.parse(url.body)).error.message).toMatch(/URL/);
    const headers = await rawRequest(port(), request(["GET / HTTP/1.1", "Host: x", `X-Big: ${"a".repeat(17 * 1024)}`]));
    expect(ErrorBody.parse(JSON.parse(headers.body)).error.message).toMatch(/headers/);
  });

  it("answers OPTIONS * (the server in general, RFC 9110 §9.3.7) with 204 and Allow, and keeps the connection", async () => {
    const res = await rawRequest(port(), request(["OPTIONS * HTTP/1.1", "Host: x"]));
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["content-length"]).toBeUndefined();
    expect(res.body).toBe("");
    expect(res.closed).toBe(false);
  });

  it("names the allowed methods on a 405", async () => {
    const res = await rawRequest(port(), request(["FOO / HTTP/1.1", "Host: x"]));
    expect(res.headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  it("leaves well-formed requests alone, before and after a refusal", async () => {
    const ok = request(["GET /api/v1/profile HTTP/1.1", "Host: x", "Connection: close"]);
    expect((await rawRequest(port(), ok)).status).toBe(200);
    await rawRequest(port(), request(["get / HTTP/1.1", "Host: x"]));
    expect((await rawRequest(port(), ok)).status).toBe(200);
    // A method Node knows but the API does not still reaches the app's own 405.
    const propfind = await rawRequest(
      port(),
      request(["PROPFIND /api/v1/profile HTTP/1.1", "Host: x", "Connection: close"]),
    );
    expect(propfind.status).toBe(405);
    expect(propfind.headers.connection).toBe("close");
  });
});

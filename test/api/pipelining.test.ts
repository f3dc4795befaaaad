/**
 * Several requests written at once on one connection (RFC 9112 §9.3.2): each gets its response, in order,
 * whichever answers it (the response table's fast path, or the app after an await); a request that closes the
 * connection (`Connection: close`, or HTTP/1.0 without keep-alive) gets its response too, and what follows it is
 * not processed (§9.6); bytes that are no request are refused only after the responses owed before them. Over
 * raw sockets, as no HTTP client pipelines.
 */
import { describe, expect, it } from "vitest";
import { DAY_CACHE } from "../../src/http/cache.js";
import { rawResponses } from "../support/raw-http.js";
import { rawServer } from "../support/server.js";

const { port, origin } = rawServer();

const request = (line: string, ...headers: string[]): string => `${[line, "Host: x", ...headers].join("\r\n")}\r\n\r\n`;

const TABLE = request("GET /robots.txt HTTP/1.1");
/** Answered by the app, after an await: its response is still to come when the next request is read. */
const APP = request("GET /api/v1/search?q=design HTTP/1.1");
const CLOSING = request("GET /llms.txt HTTP/1.1", "Connection: close");

/** Long enough for a first search on a busy machine; the server closes before it passes. */
const IDLE_MS = 5_000;

describe("pipelined requests", () => {
  it("each get their response, in order, from the table and from the app", async () => {
    const responses = await rawResponses(port(), `${TABLE}${APP}${request("HEAD /about HTTP/1.1")}${TABLE}`, {
      heads: [2],
    });
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(responses[1]?.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(responses[2]?.bytes.byteLength).toBe(0);
    expect(responses.at(-1)?.closed).toBe(false);
  });

  it.each([
    ["after a table hit", TABLE],
    ["after the app's answer", APP],
  ])("Connection: close %s: every response up to the closing one, then the connection closes", async (_name, first) => {
    const responses = await rawResponses(port(), `${first}${CLOSING}${TABLE}`, { idleMs: IDLE_MS });
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(responses[1]?.headers["content-signal"]).toBeDefined();
    expect(responses[1]?.headers.connection).toBe("close");
    expect(responses[1]?.closed).toBe(true);
  });

  it.each([
    ["after a table hit", TABLE],
    ["after the app's answer", APP],
  ])(
    "bytes that are no request %s: the response owed first, then the refusal, then the connection closes",
    async (_name, first) => {
      const responses = await rawResponses(port(), `${first}${request("G@T / HTTP/1.1")}`, { idleMs: IDLE_MS });
      expect(responses.map((r) => r.status)).toEqual([200, 400]);
      expect(responses[0]?.headers["cache-control"]).toBe(first === APP ? "no-store" : DAY_CACHE);
      expect(JSON.parse(responses[1]?.body ?? "").error.code).toBe("invalid_parameter");
      expect(responses[1]?.closed).toBe(true);
    },
  );

  it("bad chunking in the body of a request being read: refused at once, as its response can never come", async () => {
    const head = [`POST /mcp HTTP/1.1`, `Host: ${new URL(origin()).host}`, "Content-Type: application/json"];
    const raw = `${[...head, "Accept: application/json, text/event-stream", "Transfer-Encoding: chunked"].join("\r\n")}\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`;
    const started = Date.now();
    const responses = await rawResponses(port(), raw, { idleMs: IDLE_MS });
    expect(responses.map((r) => r.status)).toEqual([400]);
    expect(JSON.parse(responses[0]?.body ?? "").error.code).toBe("invalid_parameter");
    expect(responses[0]?.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(IDLE_MS);
  });

  it("HTTP/1.0 without keep-alive: the first response, then the connection closes", async () => {
    const responses = await rawResponses(
      port(),
      `${request("GET /api/v1/search?q=design HTTP/1.0")}${request("GET /llms.txt HTTP/1.0")}`,
      { idleMs: IDLE_MS },
    );
    expect(responses.map((r) => r.status)).toEqual([200]);
    expect(responses[0]?.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(responses[0]?.closed).toBe(true);
  });
});

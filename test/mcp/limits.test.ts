/**
 * The guards around /mcp: every call of a batch counts against the quota, batches are bounded, every answer
 * says nosniff, and a 413 that leaves the body unread says Connection: close.
 */
import { connect as connectSocket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryStore } from "../../src/http/rate-limit/memory.js";
import { MAX_BATCH_SIZE } from "../../src/mcp/protocol.js";
import { MAX_JSON_DEPTH } from "../../src/mcp/transport/json-depth.js";
import { MAX_BODY_BYTES } from "../../src/mcp/transport/route.js";
import { MCP_ACCEPT, post, postModern, rpc } from "../support/mcp-raw.js";
import { type RunningServer, startServer } from "../support/server.js";

/** The start of a 60-second window, so the window's remaining time is exactly 60 seconds. */
const NOW = 1_800_000_000_000;
const QUOTA = 120;

let server: RunningServer;
let clock = NOW;
beforeAll(async () => {
  const now = () => clock;
  server = await startServer({ store: new MemoryStore(now), now });
});
afterAll(() => server.close());

const remaining = (res: Response): number => Number(/;r=(\d+);/.exec(res.headers.get("ratelimit") ?? "")?.[1]);
const search = (id: number) => rpc("tools/call", id, { name: "search", arguments: { query: "design" } });
const batchOf = (n: number, first = 1) => Array.from({ length: n }, (_, i) => search(first + i));

describe("batches (2025-03-26)", () => {
  it(`are bounded: more than ${MAX_BATCH_SIZE} messages is a 400 naming the bound`, async () => {
    clock = NOW;
    const res = await post(server.origin, batchOf(MAX_BATCH_SIZE + 1));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: -32600, message: expect.stringContaining(`at most ${MAX_BATCH_SIZE} messages`) },
    });
  });

  it("count every call against the quota, and answer the calls over it with their own rate-limit error", async () => {
    clock = NOW + 60_000; // a fresh window
    const full = await post(server.origin, batchOf(MAX_BATCH_SIZE));
    expect(full.status).toBe(200);
    expect(remaining(full)).toBe(QUOTA - MAX_BATCH_SIZE);
    expect((await full.json()) as unknown[]).toHaveLength(MAX_BATCH_SIZE);

    // Spend all but three of the window.
    for (let used = MAX_BATCH_SIZE; used < QUOTA - 3; used++) await post(server.origin, rpc("ping", used));
    const res = await post(server.origin, batchOf(5, 100));
    expect(res.status).toBe(200);
    const answers = (await res.json()) as { id: number; result?: unknown; error?: { code: number; message: string } }[];
    expect(answers.map((a) => a.id)).toEqual([100, 101, 102, 103, 104]);
    expect(answers.slice(0, 3).every((a) => a.result !== undefined)).toBe(true);
    for (const refused of answers.slice(3)) {
      expect(refused.error).toMatchObject({
        code: -32000,
        message: expect.stringMatching(/Too Many Requests/),
        data: { status: 429, code: "rate_limited" },
      });
    }
    expect(res.headers.get("ratelimit")).toBe('"svc-public";r=0;t=60');
  });

  it("and a batch with no call left inside the quota is a 429 with Retry-After", async () => {
    const res = await post(server.origin, batchOf(2, 200));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.json()).toMatchObject({ id: null, error: { data: { status: 429, code: "rate_limited" } } });
  });
});

describe("every answer of /mcp says X-Content-Type-Options: nosniff", () => {
  it.each<[number, () => Promise<Response>]>([
    [200, () => postModern(server.origin, "tools/list")],
    [403, () => post(server.origin, rpc("ping"), { Origin: "http://evil.example" })],
    [405, () => fetch(`${server.origin}/mcp`)],
    [413, () => post(server.origin, { ...rpc("ping"), padding: "x".repeat(MAX_BODY_BYTES) })],
    [415, () => post(server.origin, rpc("ping"), { "Content-Type": "text/plain" })],
    [204, () => fetch(`${server.origin}/mcp`, { method: "OPTIONS", headers: { Origin: "https://agent.example" } })],
  ])("%i", async (status, send) => {
    clock += 60_000; // a fresh window, so none of these is a 429
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("a body over the limit", () => {
  it("is answered 413 with Connection: close, and the server then closes the connection", async () => {
    const url = new URL(server.origin);
    const socket = connectSocket(Number(url.port), url.hostname);
    const declared = 1_100_000;
    socket.write(
      [
        "POST /mcp HTTP/1.1",
        `Host: ${url.host}`,
        "Content-Type: application/json",
        `Accept: ${MCP_ACCEPT}`,
        `Content-Length: ${declared}`,
        "",
        "",
      ].join("\r\n"),
    );
    socket.write("x".repeat(MAX_BODY_BYTES * 2));
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    await new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const head = received.split("\r\n\r\n")[0] ?? "";
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).toMatch(/\r\nconnection: close(\r\n|$)/);
    expect(head.toLowerCase()).not.toMatch(/keep-alive/);
  });
});

describe("a body nested deeper than the bound", () => {
  /** `[[…1…]]`, `depth` arrays inside one another: valid JSON that every recursive walk of it must descend. */
  const nested = (depth: number): string => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
  /** Under the body limit, and far deeper than the stack of JSON.stringify, which the tool's answer cache runs. */
  const HOSTILE_DEPTH = 30_000;

  it.each([
    [
      "a tool's arguments",
      (inner: string) =>
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":{"query":${inner}}}}`,
    ],
    ["the id", (inner: string) => `{"jsonrpc":"2.0","id":${inner},"method":"ping"}`],
    ["_meta", (inner: string) => `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"x":${inner}}}}`],
    ["a batch member", (inner: string) => `[{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":${inner}}}]`],
  ])("in %s is a 400 naming the bound, never a 500", async (_where, body) => {
    clock += 60_000;
    const res = await post(server.origin, body(nested(HOSTILE_DEPTH)), { "MCP-Protocol-Version": "2025-03-26" });
    expect(res.status).toBe(400);
    expect(res.headers.get("ratelimit")).toMatch(/;r=\d+;/);
    expect(await res.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: {
        code: -32600,
        message: `Invalid Request: the body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
      },
    });
  });

  it("at the bound is read as any other body (here: arguments the tool's schema refuses)", async () => {
    clock += 60_000;
    // The message object and params, arguments: three levels before the query's own arrays.
    const query = nested(MAX_JSON_DEPTH - 3);
    const res = await post(
      server.origin,
      `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"search","arguments":{"query":${query}}}}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: 3,
      error: { code: -32602, message: expect.stringMatching(/^Invalid arguments for tool search: query:/) },
    });
  });
});

describe("a body sent without a length (chunked)", () => {
  /** A POST whose body arrives in pieces, so the client sends Transfer-Encoding: chunked and no Content-Length. */
  const streamed = (text: string) =>
    fetch(`${server.origin}/mcp`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: MCP_ACCEPT, "MCP-Protocol-Version": "2025-11-25" },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          const half = Math.floor(bytes.length / 2);
          controller.enqueue(bytes.subarray(0, half));
          controller.enqueue(bytes.subarray(half));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);

  it("is counted as it streams: over the limit it is a 413", async () => {
    clock += 60_000;
    const res = await streamed(JSON.stringify({ ...rpc("ping"), padding: "x".repeat(MAX_BODY_BYTES) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { code: -32000, message: expect.stringMatching(/Payload Too Large/) },
    });
  });

  it("and within it, answered as any other", async () => {
    const res = await streamed(JSON.stringify(search(7)));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 7, result: { structuredContent: { data: expect.any(Array) } } });
  });
});

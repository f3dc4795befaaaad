/** /mcp over raw HTTP: protocol versions, batches, methods, CORS, Host and Origin checks, error statuses. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROTOCOL_VERSIONS } from "../../src/mcp/protocol.js";
import { TOOL_NAMES } from "../support/mcp-client.js";
import { initializeMessage, MCP_ACCEPT, MODERN_META, post, postModern, rawRequest, rpc } from "../support/mcp-raw.js";
import { type RunningServer, startServer } from "../support/server.js";

const VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const jsonBody = async (res: Response) => (await res.json()) as Record<string, unknown>;

/**
 * A JSON-RPC error about the HTTP request, whose id is unknown or unread: the given code and `id: null`, which
 * JSON-RPC 2.0 requires then (and the 2025-03-26 and 2025-06-18 schemas require an id on every error).
 */
const expectPlainError = async (res: Response, status: number, code: number) => {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = await jsonBody(res);
  expect(body).toMatchObject({ jsonrpc: "2.0", error: { code } });
  expect(body).toHaveProperty("id", null);
  return body as { error: { message: string } };
};

describe("initialize and protocol versions", () => {
  it.each(VERSIONS)("echoes %s, with server info, instructions and capabilities", async (version) => {
    const res = await post(server.origin, initializeMessage(version));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("mcp-session-id")).toBeNull();
    const { result } = (await res.json()) as { result: Record<string, unknown> };
    expect(result.protocolVersion).toBe(version);
    expect(result.serverInfo).toMatchObject({
      name: "localhost/profile",
      version: "1.0.0",
      title: `${server.site.profile.name} profile`,
      websiteUrl: server.site.urls.developers,
    });
    expect(result.instructions).toMatch(/Cite the page/);
    expect(result.capabilities).toEqual({
      tools: { listChanged: false },
      resources: { listChanged: false },
      prompts: { listChanged: false },
      completions: {},
      // The MCP Apps extension (the profile and chapter view), declared to every client.
      extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } },
    });
  });

  it.each(["2024-11-05", "2024-10-07", "2026-07-28", "1999-01-01", "latest"])(
    "answers a request for %s with 2025-11-25",
    async (version) => {
      const res = await post(server.origin, initializeMessage(version));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { result: { protocolVersion: string } }).result.protocolVersion).toBe("2025-11-25");
    },
  );

  it.each(VERSIONS)("accepts requests with MCP-Protocol-Version %s", async (version) => {
    const res = await post(server.origin, rpc("tools/list"), { "MCP-Protocol-Version": version });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(TOOL_NAMES.length);
  });

  it.each(["2024-11-05", "2024-10-07", ""])(
    "refuses a legacy request with MCP-Protocol-Version %j: 400 naming every supported revision",
    async (version) => {
      const res = await post(server.origin, rpc("tools/list"), { "MCP-Protocol-Version": version });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toContain(PROTOCOL_VERSIONS.join(", "));
    },
  );

  it("refuses MCP-Protocol-Version 2026-07-28 on a request without the 2026-07-28 _meta envelope: 400, -32602", async () => {
    const res = await post(server.origin, rpc("tools/list"), { "MCP-Protocol-Version": "2026-07-28" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: -32602 } });
  });

  it.each(["garbage", "nonsense", "2025-11-25x", "latest"])(
    "refuses a malformed MCP-Protocol-Version %j on a legacy request as it refuses 1999-01-01: 400 naming every supported revision",
    async (version) => {
      const unsupported = await post(server.origin, rpc("ping"), { "MCP-Protocol-Version": "1999-01-01" });
      const expected = JSON.stringify(await unsupported.json()).replace("1999-01-01", version);
      const res = await post(server.origin, rpc("ping"), { "MCP-Protocol-Version": version });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(JSON.parse(expected));
    },
  );

  // The 2026-07-28 envelope names its own version: a header that disagrees with it is a mismatch (-32020), answered
  // with the request's id, whatever the header's shape.
  it.each(["garbage", "nonsense", "2025-11-25x", "latest"])(
    "refuses a malformed MCP-Protocol-Version %j beside a 2026-07-28 envelope as a header mismatch: 400, -32020, the request's id",
    async (version) => {
      const res = await post(server.origin, rpc("ping", 1, { _meta: MODERN_META }), {
        "MCP-Protocol-Version": version,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ jsonrpc: "2.0", id: 1, error: { code: -32020 } });
    },
  );

  it("answers a notification with 202 and no body", async () => {
    const res = await post(server.origin, { jsonrpc: "2.0", method: "notifications/initialized" });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe("");
  });

  it("answers an unknown method with JSON-RPC -32601", async () => {
    const res = await post(server.origin, rpc("sampling/createMessage", 7));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 7, error: { code: -32601 } });
  });

  // Names of Object's own members were looked up in a plain object of methods and found there: a 500.
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])(
    "answers a method named like an object's member (%s) with -32601 too, in every revision",
    async (method) => {
      for (const headers of [{}, { "MCP-Protocol-Version": "2025-11-25" }] as Record<string, string>[]) {
        const res = await post(server.origin, rpc(method, 7), headers);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ id: 7, error: { code: -32601 } });
      }
      const unknown = await postModern(server.origin, "sampling/createMessage");
      const modern = await postModern(server.origin, method);
      expect(modern.status).toBe(unknown.status);
      expect(await modern.json()).toMatchObject({ id: 1, error: { code: -32601 } });
    },
  );
});

describe("batches", () => {
  const batch = [rpc("ping", 1), rpc("tools/list", 2)];

  it("are answered without a version header (2025-03-26 is assumed) and under 2025-03-26", async () => {
    for (const headers of [{}, { "MCP-Protocol-Version": "2025-03-26" }] as Record<string, string>[]) {
      const res = await post(server.origin, batch, headers);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: number }[];
      expect(body.map((r) => r.id).sort()).toEqual([1, 2]);
    }
  });

  it.each(["2025-06-18", "2025-11-25"])("are refused under %s", async (version) => {
    const res = await post(server.origin, batch, { "MCP-Protocol-Version": version });
    const body = await expectPlainError(res, 400, -32600);
    expect(body.error.message).toMatch(/no JSON-RPC batching/);
  });

  it("answer an invalid member with its own -32600 and the valid ones as usual (JSON-RPC 2.0 batches)", async () => {
    const res = await post(server.origin, [rpc("ping", 1), { jsonrpc: "1.0", id: 2, method: "ping" }, 1], {
      "MCP-Protocol-Version": "2025-03-26",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { jsonrpc: "2.0", id: 1, result: {} },
      { jsonrpc: "2.0", id: 2, error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } },
    ]);
  });

  it("of invalid members only get an array of -32600 errors, each with id null", async () => {
    const res = await post(server.origin, [1, "ping"]);
    expect(res.status).toBe(200);
    const answers = (await res.json()) as unknown[];
    expect(answers).toHaveLength(2);
    for (const answer of answers) expect(answer).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it("are refused whole when a member is a 2026-07-28 request, saying so", async () => {
    const modern = rpc("ping", 2, { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } });
    const body = await expectPlainError(await post(server.origin, [rpc("ping", 1), modern]), 400, -32600);
    expect(body.error.message).toMatch(/2026-07-28/);
  });

  it("are refused whole when they carry an initialize (2025-03-26: it MUST NOT be part of a batch), and when empty", async () => {
    for (const [batch, headers] of [
      [[initializeMessage("2025-03-26")], {}],
      [[rpc("ping", 2), initializeMessage("2025-03-26")], { "MCP-Protocol-Version": "2025-03-26" }],
      [[initializeMessage("2025-11-25"), { jsonrpc: "2.0", method: "notifications/initialized" }], {}],
    ] as [unknown[], Record<string, string>][]) {
      const body = await expectPlainError(await post(server.origin, batch, headers), 400, -32600);
      expect(body.error.message).toBe(
        "Invalid Request: initialize must not be part of a JSON-RPC batch; send it alone, first.",
      );
    }
    await expectPlainError(await post(server.origin, []), 400, -32600);
  });
});

describe("methods other than POST", () => {
  it.each(["GET", "DELETE", "PUT", "PATCH"])("%s answers 405 with Allow: POST, OPTIONS", async (method) => {
    const res = await fetch(`${server.origin}/mcp`, { method, headers: { Accept: MCP_ACCEPT } });
    const body = await expectPlainError(res, 405, -32000);
    expect(body.error.message).toMatch(/POST only/);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect(res.headers.get("ratelimit-policy")).toBe('"svc-public";q=120;w=60');
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("HEAD answers 405 too", async () => {
    const res = await fetch(`${server.origin}/mcp`, { method: "HEAD" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("DNS-rebinding protection", () => {
  const initialize = (headers: Record<string, string>) =>
    rawRequest(server.origin, {
      method: "POST",
      path: "/mcp",
      headers: { "Content-Type": "application/json", Accept: MCP_ACCEPT, ...headers },
      body: JSON.stringify(initializeMessage("2025-11-25")),
    });

  it.each(["evil.example.com", "evil.example.com:80", "127.0.0.1.evil.example", "localhost.evil.example", "[::2]"])(
    "refuses Host %s with 403",
    async (host) => {
      const res = await initialize({ Host: host });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toEqual({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32000, message: expect.any(String) },
      });
    },
  );

  it.each(["localhost", "localhost:3000", "127.0.0.1:9", "[::1]:8080", "LOCALHOST"])("serves Host %s", async (host) => {
    expect((await initialize({ Host: host })).status).toBe(200);
  });

  it.each(["http://evil.example.com", "null", "https://agent.example/path", "ftp://files.example", "junk"])(
    "refuses Origin %s with 403",
    async (origin) => {
      const res = await post(server.origin, initializeMessage("2025-11-25"), { Origin: origin });
      await expectPlainError(res, 403, -32000);
    },
  );

  it("serves the site's own origin, https origins and loopback http origins", async () => {
    for (const origin of [server.origin, "https://agent.example", "http://localhost:6274", "http://[::1]:3000"]) {
      const res = await post(server.origin, initializeMessage("2025-11-25"), { Origin: origin });
      expect(res.status, origin).toBe(200);
    }
  });

  it("refuses a preflight from a refused origin", async () => {
    const res = await fetch(`${server.origin}/mcp`, {
      method: "OPTIONS",
      headers: { Origin: "http://evil.example.com", "Access-Control-Request-Method": "POST" },
    });
    expect(res.status).toBe(403);
  });
});

describe("what the transport refuses, and never a 500", () => {
  it("needs an Accept naming JSON and SSE (406) and a JSON body (415)", async () => {
    expect((await post(server.origin, rpc("ping"), { Accept: "application/json" })).status).toBe(406);
    expect((await post(server.origin, rpc("ping"), { "Content-Type": "text/plain" })).status).toBe(415);
  });

  it("answers bad JSON with -32700 and a too large body with 413", async () => {
    await expectPlainError(await post(server.origin, "{not json"), 400, -32700);
    await expectPlainError(await post(server.origin, '{"jsonrpc":"2.0",'), 400, -32700);
    const big = await post(server.origin, { ...rpc("ping"), padding: "x".repeat(70_000) });
    await expectPlainError(big, 413, -32000);
  });

  it.each([
    ["null", "null"],
    ["a string", '"ping"'],
    ["an empty object", "{}"],
    ["a batch of junk", "[1, 2]"],
    ["tools/call with string params", JSON.stringify(rpc("tools/call", 1, "search"))],
    ["tools/call with array arguments", JSON.stringify(rpc("tools/call", 1, { name: "search", arguments: ["x"] }))],
    ["initialize without a version", JSON.stringify(rpc("initialize", 1, { capabilities: {} }))],
    ["initialize with a numeric version", JSON.stringify(initializeMessage(20251125 as unknown as string))],
    ["resources/read of a bad URI", JSON.stringify(rpc("resources/read", 1, { uri: "::not a uri" }))],
  ])("%s is a client error, not a server error", async (_label, body) => {
    const res = await post(server.origin, body);
    expect(res.status).toBeLessThan(500);
    if (res.status !== 200) return;
    const answer = (await res.json()) as unknown;
    for (const member of Array.isArray(answer) ? answer : [answer]) expect(member).toHaveProperty("error");
  });

  it("every counted response carries RateLimit and RateLimit-Policy", async () => {
    for (const res of [
      await post(server.origin, rpc("ping")),
      await post(server.origin, rpc("ping"), { "MCP-Protocol-Version": "bad" }),
      await post(server.origin, "{not json"),
    ]) {
      expect(res.headers.get("ratelimit")).toMatch(/^"svc-public";r=\d+;t=\d+$/);
      expect(res.headers.get("ratelimit-policy")).toBe('"svc-public";q=120;w=60');
    }
  });
});

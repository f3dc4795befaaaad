/**
 * The JSON-RPC errors the server writes itself instead of the SDK's answer (src/mcp/transport/own-errors.ts): each comes
 * only after the transport has accepted the request, so a request the transport refuses (Accept, Content-Type,
 * MCP-Protocol-Version) gets the transport's answer whatever its params.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_NAMES } from "../support/mcp-client.js";
import { post, postModern, rpc } from "../support/mcp-raw.js";
import { type RunningServer, startServer } from "../support/server.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A search whose query is too short: an invalid-arguments error under 2025-03-26 and 2025-06-18. */
const badSearch = rpc("tools/call", 1, { name: "search", arguments: { query: "x" } });
const goodSearch = rpc("tools/call", 1, { name: "search", arguments: { query: "design" } });

describe("the transport's checks come first, whatever the arguments", () => {
  it.each<[string, number, Record<string, string>]>([
    ["an unsupported MCP-Protocol-Version", 400, { "MCP-Protocol-Version": "1999-01-01" }],
    ["an Accept without text/event-stream", 406, { Accept: "application/json" }],
    ["no Accept", 406, { Accept: "" }],
    ["a Content-Type other than JSON", 415, { "Content-Type": "text/plain" }],
  ])("%s: the %i a valid call gets, for invalid arguments too", async (_label, status, headers) => {
    const valid = await post(server.origin, goodSearch, headers);
    const invalid = await post(server.origin, badSearch, headers);
    expect(valid.status).toBe(status);
    expect(invalid.status).toBe(valid.status);
    expect(await invalid.json()).toEqual(await valid.json());
  });

  it("a 2026-07-28 request is answered in JSON whatever its Accept: only the 2025 transport checks it", async () => {
    for (const accept of ["application/json", ""]) {
      const res = await postModern(
        server.origin,
        "tools/call",
        { name: "search", arguments: { query: "design" } },
        {
          Accept: accept,
        },
      );
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("content-type"), accept).toMatch(/^application\/json/);
    }
  });

  it.each(["2025-06-18", "2025-03-26"])(
    "and an accepted %s call still gets -32602 naming the rule",
    async (version) => {
      const res = await post(server.origin, badSearch, { "MCP-Protocol-Version": version });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        jsonrpc: "2.0",
        id: 1,
        error: { code: -32602, message: "Invalid arguments for tool search: query: must be 2 to 200 characters" },
      });
    },
  );
});

describe("params a method's request schema refuses are -32602 Invalid params, with a short message", () => {
  const talks = { name: "find_talks", arguments: { topic: 5 } };
  const initialize = { protocolVersion: 5, capabilities: {}, clientInfo: { name: "raw-test", version: "1.0.0" } };
  it.each<[string, unknown, RegExp]>([
    ["resources/read", {}, /^Invalid params for resources\/read: uri: /],
    ["resources/read", { uri: 5 }, /^Invalid params for resources\/read: uri: /],
    ["prompts/get", {}, /^Invalid params for prompts\/get: name: /],
    ["prompts/get", talks, /^Invalid params for prompts\/get: arguments\.topic: /],
    ["tools/list", { cursor: 5 }, /^Invalid params for tools\/list: cursor: /],
    ["initialize", undefined, /^Invalid params for initialize: /],
    ["initialize", {}, /^Invalid params for initialize: protocolVersion: .*; capabilities: .*; clientInfo: /],
    ["initialize", initialize, /^Invalid params for initialize: protocolVersion: /],
    ["completion/complete", {}, /^Invalid params for completion\/complete: ref: /],
    [
      "completion/complete",
      { ref: { type: "ref/tool", name: "search" }, argument: { name: "a", value: "b" } },
      /ref: .*\(a ref is type "ref\/prompt" with the prompt's name, or "ref\/resource" with a uri\)$/,
    ],
    ["tools/call", {}, /^Invalid params for tools\/call: name: /],
  ])("%s with params %j", async (method, params, message) => {
    for (const headers of [{}, { "MCP-Protocol-Version": "2025-11-25" }] as Record<string, string>[]) {
      const res = await post(server.origin, rpc(method, 7, params), headers);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: number; error: { code: number; message: string } };
      expect(body).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32602 } });
      expect(body.error.message).toMatch(message);
      expect(body.error.message).not.toMatch(/[[{\n]/);
    }
  });

  it("in 2026-07-28 too", async () => {
    const res = await postModern(server.origin, "resources/read", { uri: 5 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 1, error: { code: -32602, message: expect.stringMatching(/uri: /) } });
  });

  it("and the transport's refusals still come first", async () => {
    const res = await post(server.origin, rpc("resources/read", 7, {}), { "Content-Type": "text/plain" });
    expect(res.status).toBe(415);
  });
});

describe("a cursor this server never issued is -32602 (MCP pagination: invalid cursors)", () => {
  const LISTS = ["tools/list", "resources/list", "resources/templates/list", "prompts/list"];

  it.each(LISTS)("%s with a cursor, in every revision", async (method) => {
    for (const version of ["2025-03-26", "2025-06-18", "2025-11-25"]) {
      const res = await post(server.origin, rpc(method, 3, { cursor: "abc" }), { "MCP-Protocol-Version": version });
      expect(res.status, version).toBe(200);
      expect(await res.json(), version).toMatchObject({
        id: 3,
        error: { code: -32602, message: expect.stringMatching(/cursor/) },
      });
    }
    const modern = await postModern(server.origin, method, { cursor: "abc" });
    expect(await modern.json()).toMatchObject({ error: { code: -32602, message: expect.stringMatching(/cursor/) } });
  });

  it("while the first page, without a cursor, is the whole list with no nextCursor", async () => {
    const res = await post(server.origin, rpc("tools/list", 3, {}), { "MCP-Protocol-Version": "2025-11-25" });
    const { result } = (await res.json()) as { result: Record<string, unknown> };
    expect(result.tools).toHaveLength(TOOL_NAMES.length);
    expect(result).not.toHaveProperty("nextCursor");
  });
});

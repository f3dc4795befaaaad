/**
 * The JSON-RPC errors the server writes itself instead of the SDK's answer (src/mcp/own-errors.ts): each comes
 * only after the transport has accepted the request, so a request the transport refuses (Accept, Content-Type,
 * MCP-Protocol-Version) gets the transport's answer whatever its params.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, rpc } from "../support/mcp-raw.js";
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

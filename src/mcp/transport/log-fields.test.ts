import { describe, expect, it } from "vitest";
import { mcpLogFields, searchCallOf } from "./log-fields.js";

const call = (params: Record<string, unknown>, method = "tools/call") => ({ jsonrpc: "2.0", id: 1, method, params });

describe("mcpLogFields", () => {
  it("names the method, tool and the client from initialize's clientInfo", () => {
    expect(
      mcpLogFields(
        call({ protocolVersion: "2025-06-18", clientInfo: { name: "cursor", version: "1.2" } }, "initialize"),
        "node",
      ),
    ).toEqual({
      "mcp.method.name": "initialize",
      "mcp.protocol.version": "2025-06-18",
      "mcp.client.name": "cursor",
      "mcp.client.version": "1.2",
    });
    expect(mcpLogFields(call({ name: "search", arguments: {} }), undefined)).toEqual({
      "mcp.method.name": "tools/call",
      "gen_ai.tool.name": "search",
    });
  });

  it("reads the 2026-07-28 client info from _meta, else a name/version User-Agent", () => {
    const meta = {
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientInfo": { name: "agent", version: "2.0" },
    };
    expect(mcpLogFields(call({ uri: "profile://x", _meta: meta }, "resources/read"), undefined)).toMatchObject({
      "mcp.resource.uri": "profile://x",
      "mcp.protocol.version": "2026-07-28",
      "mcp.client.name": "agent",
    });
    expect(mcpLogFields(call({}, "tools/list"), "claude-code/1.0.3")).toMatchObject({
      "mcp.client.name": "claude-code",
    });
    expect(mcpLogFields(call({}, "tools/list"), "Mozilla/5.0 (X11)")["mcp.client.name"]).toBeUndefined();
  });

  it("reads a search call's arguments only when the tool would accept them", () => {
    expect(searchCallOf(call({ name: "search", arguments: { query: "design" } }))).toEqual({
      query: "design",
      type: null,
      limit: 8,
    });
    expect(searchCallOf(call({ name: "search", arguments: { query: "d" } }))).toBeUndefined();
    expect(searchCallOf(call({ name: "search", arguments: { query: "design", limit: 99 } }))).toBeUndefined();
  });
});

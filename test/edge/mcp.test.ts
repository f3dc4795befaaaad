/**
 * MCP against the worker, inside workerd. Every protocol revision the server speaks: initialize, tools/list and
 * tools/call under that revision's MCP-Protocol-Version; and a real SDK client session (the SDK's own
 * Streamable HTTP client, over the worker's fetch) for the revision that client speaks.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { PROTOCOL_VERSIONS } from "../../src/mcp/protocol.js";
import { WORKER_ORIGIN } from "./origin.js";
import { workerFetch } from "./worker-fetch.js";

const MCP = `${WORKER_ORIGIN}/mcp`;
const send = workerFetch("192.0.2.20");

const post = async (body: unknown, version?: string): Promise<{ status: number; json: Record<string, unknown> }> => {
  const res = await send(MCP, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      ...(version ? { "MCP-Protocol-Version": version } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

const call = (id: number, method: string, params: Record<string, unknown>) => ({ jsonrpc: "2.0", id, method, params });

describe.each(PROTOCOL_VERSIONS)("revision %s", (version) => {
  it("initializes with that revision", async () => {
    const clientInfo = { name: "worker-test", version: "1.0.0" };
    const { status, json } = await post(
      call(1, "initialize", { protocolVersion: version, capabilities: {}, clientInfo }),
    );
    expect(status).toBe(200);
    expect(json.result).toMatchObject({ protocolVersion: version, serverInfo: { name: "localhost/profile" } });
  });

  it("lists the tools and calls search", async () => {
    const list = await post(call(2, "tools/list", {}), version);
    expect((list.json.result as { tools: unknown[] }).tools).toHaveLength(6);
    const found = await post(call(3, "tools/call", { name: "search", arguments: { query: "design" } }), version);
    expect(found.status).toBe(200);
    const result = found.json.result as CallToolResult;
    expect(result.isError).toBeFalsy();
    const { data } = result.structuredContent as { data: { url: string }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]?.url.startsWith(WORKER_ORIGIN)).toBe(true);
  });
});

describe("an SDK client session", () => {
  const connect = async (): Promise<Client> => {
    const client = new Client({ name: "worker-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(MCP), { fetch: send }));
    return client;
  };

  it("negotiates the client's revision and calls every kind of tool", async () => {
    const client = await connect();
    try {
      expect(client.getServerVersion()).toMatchObject({ name: "localhost/profile" });
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([
        "get_chapter",
        "get_profile",
        "list_chapters",
        "list_talks",
        "list_writing",
        "search",
      ]);
      const profile = (await client.callTool({ name: "get_profile", arguments: {} })) as CallToolResult;
      expect(profile.structuredContent).toMatchObject({ data: { id: expect.any(String) } });
      const chapter = (await client.callTool({
        name: "get_chapter",
        arguments: { id: "org-b", format: "markdown" },
      })) as CallToolResult;
      expect(chapter.content[0]).toMatchObject({ type: "text", text: expect.stringMatching(/^# /) });
      const invalid = (await client.callTool({ name: "get_chapter", arguments: { id: "nope" } })) as CallToolResult;
      expect(invalid.isError).toBe(true);
      const { resources } = await client.listResources();
      expect(resources.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });
});

/**
 * MCP against the worker, inside workerd: a real client of every revision the server speaks (test/mcp/clients.ts:
 * the SDK 1.x lines for the 2025 revisions, the v2 client pinned to 2026-07-28). The clients send with the
 * global fetch; here it is the worker's, so their requests reach the worker under test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENTS, textOf } from "../support/mcp-clients.js";
import { WORKER_ORIGIN } from "./origin.js";
import { workerFetch } from "./worker-fetch.js";

beforeEach(() => {
  vi.stubGlobal("fetch", workerFetch("192.0.2.20"));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(CLIENTS)("$label ($revision)", (kind) => {
  it("lists the tools and calls them", async () => {
    const client = await kind.connect(WORKER_ORIGIN);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([
        "fetch",
        "get_chapter",
        "get_profile",
        "list_chapters",
        "list_talks",
        "list_writing",
        "search",
      ]);
      const found = await client.callTool({ name: "search", arguments: { query: "design systems" } });
      expect(found.isError).toBeFalsy();
      const { data } = found.structuredContent as { data: { url: string }[] };
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((hit) => hit.url.startsWith(WORKER_ORIGIN))).toBe(true);
      const chapter = await client.callTool({ name: "get_chapter", arguments: { id: "org-b", format: "markdown" } });
      expect(textOf(chapter)).toMatch(/^# .*Org B/);
      const { resources } = await client.listResources();
      expect(resources.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });
});

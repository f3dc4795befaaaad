/** A query that finds nothing is still an answer: 200, an empty list and words to try, over REST and MCP. */
import { describe, expect, it } from "vitest";
import { surfaces } from "../sample/surfaces.js";
import { testApp, testSite } from "../support/app.js";

describe("a query that finds nothing", () => {
  it("answers 200 with no results and suggests close words the site uses", async () => {
    const app = await testApp();
    const res = await app.request("/api/v1/search?q=dezigm+zzzzqqqq");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown[]; meta: { count: number; suggestions?: string[] } };
    expect(body.data).toEqual([]);
    expect(body.meta.count).toBe(0);
    expect(body.meta.suggestions).toContain("design");
  });

  it("suggests only when nothing was found, and every suggestion finds something", async () => {
    const app = await testApp();
    const found = (await (await app.request("/api/v1/search?q=design")).json()) as { meta: object };
    expect(found.meta).not.toHaveProperty("suggestions");
    const empty = (await (await app.request("/api/v1/search?q=qqqqzzzz")).json()) as {
      meta: { suggestions: string[] };
    };
    expect(empty.meta.suggestions.length).toBeGreaterThan(0);
    const ask = (await surfaces(await testSite())).rest;
    for (const word of empty.meta.suggestions) expect((await ask(word)).length, word).toBeGreaterThan(0);
  });
});

describe("the MCP search tool, when nothing is found", () => {
  it("returns the suggestions in meta and as a sentence", async () => {
    const app = await testApp();
    const res = await app.request("http://localhost:8787/mcp", {
      method: "POST",
      headers: {
        Host: "localhost:8787",
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-11-25",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "search", arguments: { query: "dezigm zzzzqqqq" } },
      }),
    });
    const reply = (await res.json()) as {
      result: { content: { type: string; text: string }[]; structuredContent: { meta: { suggestions?: string[] } } };
    };
    expect(reply.result.structuredContent.meta.suggestions).toContain("design");
    expect(reply.result.content.at(-1)?.text).toMatch(/^Nothing matched\. .*design/);
  });
});

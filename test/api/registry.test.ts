/**
 * Every collection of the registry reaches every surface that loops over it: its list endpoint, the API index
 * and OpenAPI tags, the agent page (contents, section, an anchor per record) and its Markdown twin, the search
 * documents, the MCP list tools and the content check's counts.
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { anchorId } from "../../src/content/urls.js";
import { COLLECTIONS } from "../../src/schema/collections.js";
import { searchDocuments } from "../../src/search/index-data/documents.js";
import { describeService } from "../../src/service-description.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";

let site: Site;
let app: Hono;
beforeAll(async () => {
  site = await testSite(TEST_ORIGIN);
  app = await testApp({ site });
});

const text = async (path: string): Promise<string> => (await app.request(path)).text();

describe.each(COLLECTIONS.map((c) => [c.key, c] as const))("the %s collection", (key, entry) => {
  it("has records to check", () => {
    expect(site[key].length).toBeGreaterThan(0);
  });

  it("is listed by its endpoint, the API index and the OpenAPI tags when it declares a list", async () => {
    const { list } = entry;
    if (!list) return;
    const body = (await (await app.request(`/api/v1/${key}`)).json()) as { meta: { count: number } };
    expect(body.meta.count).toBe(site[key].length);
    expect(await text("/api/v1")).toContain(list.operationId);
    const doc = JSON.parse(await text("/openapi.json")) as { tags: { name: string }[] };
    expect(doc.tags.map((t) => t.name)).toContain(list.tag);
  });

  it("has its section and an anchor per record on /agent and its Markdown twin", async () => {
    const html = await text("/agent");
    const markdown = await text("/agent.md");
    expect(html).toContain(`href="#${key}"`);
    expect(markdown).toContain(`## ${entry.heading}\n`);
    for (const item of site[key]) expect(html).toContain(`id="${anchorId(entry.anchor, item.id)}"`);
  });

  it("is searchable, one document per record", () => {
    const ids = new Set(searchDocuments(site).map((d) => d.id));
    for (const item of site[key]) expect(ids.has(item.id), item.id).toBe(true);
  });

  it("has its MCP list tool when it declares one", () => {
    if (!entry.mcp) return;
    expect(describeService(site).mcp.tools.map((t) => t.name)).toContain(entry.mcp.tool);
  });
});

/**
 * Adding a collection takes a schema, a registry entry and a content file, and nothing else: a collection the
 * shipped code has never heard of (test/fixtures/added-collection) is appended to the registry, and every
 * surface that lists collections shows it through the generic views driven by its field roles.
 */
import { readFile } from "node:fs/promises";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { testApp } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { MCP_ACCEPT, rpc } from "../support/mcp-raw.js";

vi.mock("../../src/schema/collections.js", async (importOriginal) => {
  const shipped = await importOriginal<typeof import("../../src/schema/collections.js")>();
  const { AWARDS } = await import("../fixtures/added-collection/award.js");
  return { ...shipped, COLLECTIONS: [...shipped.COLLECTIONS, AWARDS] };
});

const FIXTURE = new URL("../fixtures/added-collection/awards.yaml", import.meta.url);
const PRIZE = {
  id: "quillmark-prize",
  title: "Quillmark Prize for interface lettering",
  summary: "Given for the Quillmark lettering guide, a set of rules for type on small screens.",
};

let app: Hono;
beforeAll(async () => {
  app = await testApp({ files: { ...(await contentFiles()), "awards.yaml": await readFile(FIXTURE, "utf8") } });
});

const text = async (path: string): Promise<string> => {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("a collection added to the registry", () => {
  it("has its list endpoint, in compiled order, each record with its anchor on /agent", async () => {
    const body = JSON.parse(await text("/api/v1/awards")) as { data: { id: string; page: string }[] };
    expect(body.data.map((a) => a.id)).toEqual(["quillmark-prize", "open-door-honour"]);
    expect(body.data[0]?.page).toMatch(/\/agent#award-quillmark-prize$/);
  });

  it("is in the API index and the OpenAPI document: path, tag and search type", async () => {
    expect(await text("/api/v1")).toContain("listAwards");
    const doc = JSON.parse(await text("/openapi.json")) as {
      paths: Record<string, { get?: { operationId?: string; parameters?: { name: string; schema: unknown }[] } }>;
      tags: { name: string }[];
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    expect(doc.paths["/api/v1/awards"]?.get?.operationId).toBe("listAwards");
    expect(doc.tags.map((t) => t.name)).toContain("Awards");
    expect(doc.components.schemas.SearchType?.enum).toContain("award");
    const typeParam = doc.paths["/api/v1/search"]?.get?.parameters?.find((p) => p.name === "type");
    expect(JSON.stringify(typeParam?.schema)).toContain('"award"');
  });

  it("has its section on /agent, its Markdown twin and llms-full.txt", async () => {
    const html = await text("/agent");
    expect(html).toContain('href="#awards"');
    expect(html).toContain('id="award-quillmark-prize"');
    expect(html).toContain(PRIZE.summary);
    const markdown = await text("/agent.md");
    expect(markdown).toContain(`## Awards\n\n### ${PRIZE.title}\n\n- Awarded by: Org A\n- Year: 2019\n`);
    expect(markdown).toContain(PRIZE.summary);
    expect(await text("/llms-full.txt")).toContain(`### ${PRIZE.title}`);
  });

  it("is found by search, filtered by its own type, with its list endpoint as the API link", async () => {
    const body = JSON.parse(await text("/api/v1/search?q=quillmark+lettering&type=award")) as {
      data: { type: string; id: string; api: string | null }[];
    };
    expect(body.data[0]).toMatchObject({ type: "award", id: PRIZE.id });
    expect(body.data[0]?.api).toMatch(/\/api\/v1\/awards$/);
  });

  it("is a type the MCP search tool accepts", async () => {
    const res = await app.request("/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: MCP_ACCEPT, "MCP-Protocol-Version": "2025-11-25" },
      body: JSON.stringify(rpc("tools/list")),
    });
    const { result } = (await res.json()) as { result: { tools: { name: string; inputSchema: unknown }[] } };
    const search = result.tools.find((t) => t.name === "search");
    expect(JSON.stringify(search?.inputSchema)).toContain('"award"');
  });
});

/**
 * ChatGPT's search-and-fetch contract (connectors, deep research), replayed through a real MCP client over HTTP
 * as ChatGPT makes the calls: `search` with only a query string, the first text item parsed as
 * `{"results":[{"id","title","url"}]}`; then `fetch` with one of those ids, the first text item parsed as
 * `{"id","title","text","url","metadata"}`. Every record of every type is fetched by the id search gives it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_POLICY } from "../../src/http/rate-limit/policy.js";
import { chapterMarkdown, profileMarkdown } from "../../src/render/markdown.js";
import { SEARCH_TYPES } from "../../src/schema/search-type.js";
import { searchDocuments } from "../../src/search/index-data/documents.js";
import { callTool, connect, type McpClient, type Tool, textOf } from "../support/mcp-client.js";
import { type RunningServer, startServer } from "../support/server.js";

let server: RunningServer;
let client: McpClient;
let tools: Map<string, Tool>;

beforeAll(async () => {
  // Every record is fetched, one call each: a quota wide enough for a record of any size.
  server = await startServer({ policy: { ...DEFAULT_POLICY, quota: 100_000 } });
  client = await connect(server.origin);
  tools = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]));
});
afterAll(async () => {
  await client.close();
  await server.close();
});

interface Hit {
  id: string;
  title: string;
  url: string;
}
interface Document extends Hit {
  text: string;
  metadata: { type: string; id: string; api: string | null };
}

/** What ChatGPT reads of a result: the first content item, a text item holding JSON. */
const firstJson = async (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
  const result = await callTool(client, name, args);
  expect(result.isError, textOf(result)).toBeFalsy();
  return JSON.parse(textOf(result)) as Record<string, unknown>;
};

const search = async (query: string): Promise<Hit[]> => (await firstJson("search", { query })).results as Hit[];
const fetchRecord = async (id: string): Promise<Document> => (await firstJson("fetch", { id })) as unknown as Document;

describe("tools/list", () => {
  it("offers search with one required string and fetch with one required string id, both read-only", () => {
    for (const [name, argument] of [
      ["search", "query"],
      ["fetch", "id"],
    ] as const) {
      const tool = tools.get(name);
      if (!tool) throw new Error(`${name} is not listed`);
      expect(tool.title).toBeTruthy();
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: false });
      expect(tool.inputSchema.required).toEqual([argument]);
      expect((tool.inputSchema.properties as Record<string, { type: string }>)[argument]?.type).toBe("string");
    }
  });
});

describe("search", () => {
  it("gives results as {id, title, url}, one per hit of data, each id naming its type", async () => {
    const result = await callTool(client, "search", { query: server.site.profile.name });
    const { results, data } = JSON.parse(textOf(result)) as { results: Hit[]; data: { type: string; id: string }[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results).toHaveLength(data.length);
    results.forEach((hit, i) => {
      expect(Object.keys(hit).sort()).toEqual(["id", "title", "url"]);
      expect(hit.id).toBe(`${data[i]?.type}:${data[i]?.id}`);
      expect(hit.url.startsWith(server.origin)).toBe(true);
    });
  });

  it("gives results whose ids fetch takes, with the same title and url", async () => {
    const hits = await search("design");
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const document = await fetchRecord(hit.id);
      expect(document).toMatchObject({ id: hit.id, title: hit.title, url: hit.url });
    }
  });
});

describe("fetch", () => {
  it("returns every record of every type by its id: its Markdown, the page to cite and its API URL", async () => {
    const records = searchDocuments(server.site);
    expect(new Set(records.map((r) => r.type))).toEqual(
      new Set(SEARCH_TYPES.filter((type) => records.some((r) => r.type === type))),
    );
    for (const record of records) {
      const id = `${record.type}:${record.id}`;
      const document = await fetchRecord(id);
      expect(Object.keys(document).sort()).toEqual(["id", "metadata", "text", "title", "url"]);
      expect(document).toMatchObject({ id, title: record.title, url: record.url });
      expect(document.metadata).toEqual({ type: record.type, id: record.id, api: record.api });
      expect(document.text.length, id).toBeGreaterThan(0);
    }
  });

  it("gives the profile and a chapter as their pages' Markdown", async () => {
    const { site } = server;
    expect((await fetchRecord(`profile:${site.profile.id}`)).text).toBe(profileMarkdown(site));
    for (const chapter of site.chapters) {
      expect((await fetchRecord(`chapter:${chapter.id}`)).text).toBe(chapterMarkdown(site, chapter));
    }
  });

  it("gives a url and an API URL that answer, the API one holding the record", async () => {
    const [hit] = await search("design");
    const document = await fetchRecord(hit?.id ?? "");
    expect((await fetch(document.url)).status).toBe(200);
    if (document.metadata.api !== null) {
      const body = await (await fetch(document.metadata.api)).text();
      expect(body).toContain(`"${document.metadata.id}"`);
    }
  });

  it("answers an id search never gave with a tool error that says how ids look", async () => {
    for (const id of ["", "org-b", "chapter:", "chapter:nope", "nope:org-b", `profile:${server.site.profile.id}x`]) {
      const result = await callTool(client, "fetch", { id });
      expect(result.isError, id).toBe(true);
      expect(textOf(result)).toMatch(/Ids look like <type>:<record id>, where type is one of profile, chapter/);
    }
  });
});

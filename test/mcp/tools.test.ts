/** The tools through the SDK client over real HTTP: definitions, every format and filter, bad input. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeRegex } from "../../src/content/escape-regex.js";
import { chapterListMarkdown, chapterMarkdown, profileMarkdown } from "../../src/render/markdown.js";
import { SEARCH_TYPES } from "../../src/schema/search-type.js";
import { TALK_KINDS } from "../../src/schema/talk.js";
import { WRITING_KINDS } from "../../src/schema/writing.js";
import { CHAPTER_IDS, MISSING_CHAPTER_ID } from "../support/content.js";
import { callTool, connect, type McpClient, TOOL_NAMES, type Tool, textOf } from "../support/mcp-client.js";
import { topicOf } from "../support/search-topics.js";
import { type RunningServer, startServer } from "../support/server.js";

let server: RunningServer;
let client: McpClient;
let tools: Map<string, Tool>;

const rest = async (path: string): Promise<unknown> => {
  const res = await fetch(`${server.origin}${path}`);
  expect(res.status).toBe(200);
  return res.json();
};

const call = (name: string, args: Record<string, unknown> = {}) => callTool(client, name, args);

/** A JSON result: structured content is the envelope, the text block the same JSON. */
const json = async (name: string, args: Record<string, unknown> = {}) => {
  const result = await call(name, args);
  expect(result.isError).toBeFalsy();
  expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  return result.structuredContent as { data: unknown; meta: Record<string, unknown>; results?: unknown };
};

type Item = { kind: string; year: number | null };

beforeAll(async () => {
  server = await startServer();
  client = await connect(server.origin);
  tools = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool]));
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe("tools/list", () => {
  it("offers exactly the seven tools, each titled, described, read-only and with an object output schema", () => {
    expect([...tools.keys()]).toEqual(TOOL_NAMES);
    for (const tool of tools.values()) {
      expect(tool.title).toBeTruthy();
      expect(tool.description?.length).toBeGreaterThan(80);
      expect(tool.description).toMatch(/\bcite/i);
      expect(tool.annotations).toEqual({
        title: tool.title,
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
      expect(tool.outputSchema?.type).toBe("object");
      // The search-and-fetch contract: fetch returns one document, search adds its results to the REST envelope.
      const required = { fetch: ["id", "title", "text", "url", "metadata"], search: ["data", "meta", "results"] };
      expect(tool.outputSchema?.required).toEqual(required[tool.name as keyof typeof required] ?? ["data", "meta"]);
      expect(tool.inputSchema.additionalProperties).toBe(false);
    }
  });

  it("states every bound, default and enum in the input schemas", () => {
    const props = (name: string) => tools.get(name)?.inputSchema.properties as Record<string, Record<string, unknown>>;
    for (const name of ["get_profile", "list_chapters", "get_chapter"]) {
      expect(props(name).format).toMatchObject({ enum: ["json", "markdown"], default: "json" });
    }
    expect(props("get_chapter").id).toMatchObject({ enum: [...CHAPTER_IDS] });
    expect(tools.get("get_chapter")?.inputSchema.required).toEqual(["id"]);
    expect(props("search").query).toMatchObject({ type: "string", minLength: 2, maxLength: 200 });
    expect(props("search").type).toMatchObject({ enum: [...SEARCH_TYPES] });
    expect(props("search").limit).toMatchObject({ type: "integer", minimum: 1, maximum: 20, default: 8 });
    // In words as well, for clients that pass a model the descriptions without the schema keywords.
    expect(props("search").query?.description).toMatch(/2 to 200 characters/);
    expect(props("search").limit?.description).toMatch(/1 to 20, default 8/);
    expect(tools.get("search")?.inputSchema.required).toEqual(["query"]);
    expect(props("list_talks").kind).toMatchObject({ enum: [...TALK_KINDS] });
    expect(props("list_writing").kind).toMatchObject({ enum: [...WRITING_KINDS] });
    for (const name of ["list_talks", "list_writing"]) {
      expect(props(name).year).toMatchObject({ type: "integer", minimum: 1000, maximum: 9999 });
      expect(tools.get(name)?.inputSchema.required).toBeUndefined();
    }
  });
});

describe("get_profile, list_chapters, get_chapter", () => {
  it("get_profile returns the REST profile, as JSON by default and as the profile Markdown on request", async () => {
    expect(await json("get_profile")).toEqual(await rest("/api/v1/profile"));
    const markdown = await call("get_profile", { format: "markdown" });
    expect(textOf(markdown)).toBe(profileMarkdown(server.site));
    expect(markdown.structuredContent).toEqual(await rest("/api/v1/profile"));
  });

  it("list_chapters returns the REST chapter list, and the chapter list Markdown", async () => {
    expect(await json("list_chapters", { format: "json" })).toEqual(await rest("/api/v1/chapters"));
    const markdown = await call("list_chapters", { format: "markdown" });
    expect(textOf(markdown)).toBe(chapterListMarkdown(server.site));
  });

  it.each(CHAPTER_IDS)("get_chapter %s returns the REST chapter, and the chapter page's Markdown", async (id) => {
    expect(await json("get_chapter", { id })).toEqual(await rest(`/api/v1/chapters/${id}`));
    const markdown = await call("get_chapter", { id, format: "markdown" });
    const chapter = server.site.chapters.find((c) => c.id === id);
    expect(chapter).toBeDefined();
    if (chapter) expect(textOf(markdown)).toBe(chapterMarkdown(server.site, chapter));
  });
});

describe("search", () => {
  it("returns what REST search returns for the same query, with the MCP default limit of 8", async () => {
    const { results: _, ...body } = await json("search", { query: "design" });
    expect(body).toEqual(await rest("/api/v1/search?q=design&limit=8"));
    expect(body.meta).toMatchObject({ query: "design", limit: 8, type: null });
    expect((body.data as unknown[]).length).toBeLessThanOrEqual(8);
  });

  it("applies type and limit", async () => {
    const query = topicOf(server.site);
    const { results: _, ...body } = await json("search", { query, type: "talk", limit: 2 });
    expect(body).toEqual(await rest(`/api/v1/search?q=${encodeURIComponent(query)}&type=talk&limit=2`));
    const data = body.data as { type: string; url: string }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(2);
    for (const result of data) {
      expect(result.type).toBe("talk");
      expect(result.url.startsWith(server.origin)).toBe(true);
    }
  });

  it("each result's api leads to its record as the tool says: the record itself, or a list holding its id", async () => {
    const apis = new Map<string, Set<string>>();
    for (const type of SEARCH_TYPES) {
      const { data } = await json("search", { query: server.site.profile.name, type, limit: 3 });
      for (const r of data as { id: string; api: string | null }[]) {
        if (r.api) apis.set(r.api, (apis.get(r.api) ?? new Set()).add(r.id));
      }
    }
    let lists = 0;
    for (const [api, ids] of apis) {
      const { data } = (await rest(new URL(api).pathname)) as { data: { id: string } | { id: string }[] };
      const held = Array.isArray(data) ? data.map((item) => item.id) : [data.id];
      if (Array.isArray(data)) lists++;
      for (const id of ids) expect(held).toContain(id);
    }
    // A list is not "the full record": the description and the output schema say which it is.
    expect(lists).toBeGreaterThan(0);
    const tool = tools.get("search");
    const outputData = tool?.outputSchema?.properties?.data as { items: { properties: { api: object } } } | undefined;
    const outputApi = outputData?.items.properties.api;
    expect(outputApi).toBeDefined();
    for (const said of [tool?.description, JSON.stringify(outputApi)]) {
      expect(said).toMatch(/list that holds the record \(find it there by id\)/);
      expect(said).not.toMatch(/full record/);
    }
  });

  it("a search that finds nothing says how to search again, without calling unrelated words close", async () => {
    const result = await call("search", { query: "qqqqzzzz", type: "talk" });
    const { meta } = result.structuredContent as { meta: { count: number; suggestions: string[] } };
    expect(meta.count).toBe(0);
    const said = result.content.at(-1);
    const text = said?.type === "text" ? said.text : "";
    expect(text).toBe(
      `Nothing matched. Search again with words the site uses, such as: ${meta.suggestions.join(", ")}. Only talk records were searched; leave type out to search every type.`,
    );
    const untyped = await call("search", { query: "qqqqzzzz" });
    expect(textOf({ ...untyped, content: untyped.content.slice(-1) })).not.toMatch(/type/);
  });

  it("counts query length in code points: 150 emoji are 150 characters", async () => {
    const body = await json("search", { query: "🎨".repeat(150), limit: 20 });
    expect(body.meta).toMatchObject({ limit: 20, count: (body.data as unknown[]).length });
  });
});

describe("list_talks and list_writing", () => {
  it("list_talks without filters is the REST list, newest first", async () => {
    const body = await json("list_talks");
    expect(body).toEqual(await rest("/api/v1/talks"));
    const years = (body.data as Item[]).flatMap((t) => (t.year === null ? [] : [t.year]));
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("list_talks filters by kind, by year and by both", async () => {
    const all = (await json("list_talks")).data as Item[];
    const sample = all.find((t) => t.year !== null);
    expect(sample).toBeDefined();
    if (!sample) return;
    for (const kind of TALK_KINDS) {
      const body = await json("list_talks", { kind });
      expect(body.data).toEqual(all.filter((t) => t.kind === kind));
      expect(body.meta.count).toBe((body.data as unknown[]).length);
    }
    expect((await json("list_talks", { year: sample.year })).data).toEqual(all.filter((t) => t.year === sample.year));
    expect((await json("list_talks", { kind: sample.kind, year: sample.year })).data).toEqual(
      all.filter((t) => t.kind === sample.kind && t.year === sample.year),
    );
    expect(await json("list_talks", { year: 1901 })).toMatchObject({ data: [], meta: { count: 0 } });
  });

  it("list_writing is the REST list with meta.more, filterable by kind and year", async () => {
    const body = await json("list_writing");
    expect(body).toEqual(await rest("/api/v1/writing"));
    expect(body.meta.more).toEqual(server.site.writingMore);
    const all = body.data as Item[];
    for (const kind of WRITING_KINDS) {
      const filtered = await json("list_writing", { kind });
      expect(filtered.data).toEqual(all.filter((w) => w.kind === kind));
      expect(filtered.meta.more).toEqual(server.site.writingMore);
    }
    const year = all.find((w) => w.year !== null)?.year;
    expect((await json("list_writing", { year })).data).toEqual(all.filter((w) => w.year === year));
  });
});

describe("bad arguments come back as tool errors that say what is allowed", () => {
  it.each([
    ["get_chapter", { id: MISSING_CHAPTER_ID }, new RegExp(escapeRegex(CHAPTER_IDS.join(", ")))],
    ["get_chapter", {}, new RegExp(escapeRegex(`id: is required, one of: ${CHAPTER_IDS.join(", ")}`))],
    ["get_chapter", { id: 3 }, new RegExp(escapeRegex(CHAPTER_IDS.slice(0, 2).join(", ")))],
    ["get_profile", { format: "html" }, /json or markdown/],
    ["list_chapters", { format: "" }, /json or markdown/],
    ["search", {}, /query: is required, a string of 2 to 200 characters/],
    ["search", { query: "a" }, /2 to 200 characters/],
    ["search", { query: "x".repeat(201) }, /2 to 200 characters/],
    ["search", { query: "🎨".repeat(201) }, /2 to 200 characters/],
    ["search", { query: 42 }, /query: must be a string of 2 to 200 characters/],
    ["search", { query: "design", limit: 0 }, /limit: must be a whole number from 1 to 20/],
    ["search", { query: "design", limit: 21 }, /limit: must be a whole number from 1 to 20/],
    ["search", { query: "design", limit: 2.5 }, /limit: must be a whole number from 1 to 20/],
    ["search", { query: "design", limit: "5" }, /limit: must be a whole number from 1 to 20/],
    ["search", { query: "design", type: "blog" }, /type: must be one of: profile, chapter, timeline/],
    ["search", { query: "design", q: "design" }, /search accepts only: query, type, limit/],
    ["list_talks", { kind: "webinar" }, /keynote, talk, panel, podcast/],
    ["list_talks", { year: 99 }, /year: must be a four-digit year \(1000 to 9999\)/],
    ["list_talks", { year: "2019" }, /year: must be a four-digit year/],
    ["list_writing", { kind: "tweet" }, /article, blog, press/],
    ["list_writing", { year: 20190 }, /year: must be a four-digit year \(1000 to 9999\)/],
    ["get_profile", { id: "kyle" }, /get_profile accepts only: format/],
    ["fetch", {}, /id: is required/],
    ["fetch", { id: 3 }, /id: must be a string/],
    ["fetch", { id: CHAPTER_IDS[0] }, /Ids look like <type>:<record id>, where type is one of profile, chapter/],
    ["fetch", { id: `chapter:${MISSING_CHAPTER_ID}` }, /No record has the id "chapter:.*"\. Ids look like/],
    ["fetch", { id: `talk:${CHAPTER_IDS[0]}` }, /No record has the id/],
    ["fetch", { id: "chapter:x", format: "json" }, /fetch accepts only: id/],
  ])("%s %j", async (name, args, message) => {
    const result = await call(name, args);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(textOf(result)).toMatch(message);
  });

  it("an unknown tool is not: it is a JSON-RPC -32602 error with one plain message", async () => {
    await expect(call("delete_profile")).rejects.toMatchObject({
      code: -32602,
      message: "MCP error -32602: Tool delete_profile not found",
    });
  });
});

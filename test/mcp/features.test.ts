/** Beyond the tools, through the SDK client: identity, instructions, page resources, completion, prompts. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markdownPages } from "../../src/render/page-markdown.js";
import { describeService } from "../../src/service-description.js";
import { CHAPTER_IDS, MISSING_CHAPTER_ID } from "../support/content.js";
import { connect, type McpClient, McpError, TOOL_NAMES } from "../support/mcp-client.js";
import { type RunningServer, startServer } from "../support/server.js";

/** A prefix some of the record's chapter ids share, the first three letters of the last: "org" on the sample. */
const PREFIX = CHAPTER_IDS.at(-1)?.slice(0, 3) ?? "";
/** A chapter in the middle of the story: its fourth (org-b on the sample). */
const CHAPTER = CHAPTER_IDS[3] ?? "";

let server: RunningServer;
let client: McpClient;
beforeAll(async () => {
  server = await startServer();
  client = await connect(server.origin);
});
afterAll(async () => {
  await client.close();
  await server.close();
});

const rejection = async (promise: Promise<unknown>): Promise<McpError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
};

describe("identity", () => {
  it("names itself, links its docs and asks clients to cite pages", () => {
    const info = client.getServerVersion();
    expect(info).toMatchObject({
      name: "localhost/profile",
      version: "1.0.0",
      websiteUrl: server.site.urls.developers,
    });
    expect(info?.title).toContain(server.site.profile.name);
    const instructions = client.getInstructions() ?? "";
    for (const tool of TOOL_NAMES) {
      expect(instructions).toContain(tool);
    }
    expect(instructions).toMatch(/Cite the page/);
    expect(instructions).toMatch(/120 requests per 60 seconds/);
  });
});

describe("resources", () => {
  it("lists every page's Markdown twin under its .md URL, and the MCP Apps view (test/mcp/apps.test.ts)", async () => {
    const listed = (await client.listResources()).resources;
    const resources = listed.filter((r) => !r.uri.startsWith("ui://"));
    expect(listed.length - resources.length).toBe(1);
    const pages = markdownPages(server.site, describeService(server.site));
    expect(resources.map((r) => r.uri).sort()).toEqual(
      pages.map((p) => new URL(server.site.urls.markdownOf(p.path)).href).sort(),
    );
    expect(resources.map((r) => r.uri)).toContain(`${server.origin}/story/${CHAPTER}.md`);
    for (const resource of resources) {
      expect(resource).toMatchObject({ mimeType: "text/markdown" });
      expect(resource.name).toMatch(/^[a-z0-9-]+$/);
      expect(resource.title).toBeTruthy();
    }
  });

  it("reads each page as the Markdown the site serves", async () => {
    for (const page of markdownPages(server.site, describeService(server.site))) {
      const uri = server.site.urls.markdownOf(page.path);
      const { contents } = await client.readResource({ uri });
      expect(contents).toEqual([{ uri: new URL(uri).href, mimeType: "text/markdown", text: page.markdown }]);
      const served = await fetch(uri);
      expect(await served.text()).toBe(page.markdown);
    }
  });

  it("offers a chapter template whose id completes", async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    const uriTemplate = `${server.origin}/story/{id}.md`;
    expect(resourceTemplates).toEqual([
      expect.objectContaining({ name: "chapter", uriTemplate, mimeType: "text/markdown" }),
    ]);
    const complete = (value: string) =>
      client.complete({ ref: { type: "ref/resource", uri: uriTemplate }, argument: { name: "id", value } });
    expect((await complete(PREFIX)).completion.values).toEqual(CHAPTER_IDS.filter((id) => id.startsWith(PREFIX)));
    expect((await complete("")).completion.values).toEqual([...CHAPTER_IDS]);
    expect((await complete("x")).completion.values).toEqual([]);
  });

  it("answers an unknown page with resource not found (-32002 in this client's 2025-11-25) naming the chapter ids", async () => {
    for (const uri of [
      `${server.origin}/story/${MISSING_CHAPTER_ID}.md`,
      `${server.origin}/nowhere.md`,
      "https://example.org/",
    ]) {
      const error = await rejection(client.readResource({ uri }));
      expect(error.code).toBe(-32002);
    }
    const error = await rejection(client.readResource({ uri: `${server.origin}/story/${MISSING_CHAPTER_ID}.md` }));
    expect(error.message).toContain(CHAPTER_IDS.join(", "));
  });
});

describe("prompts", () => {
  it("lists the two prompts with titles and descriptions", async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["summarise_career", "find_talks"]);
    for (const prompt of prompts) {
      expect(prompt.title).toBeTruthy();
      expect(prompt.description).toBeTruthy();
    }
    expect(prompts[1]?.arguments).toEqual([{ name: "topic", description: expect.any(String), required: true }]);
  });

  it("summarise_career points at the tools and asks for cited chapters", async () => {
    const { messages } = await client.getPrompt({ name: "summarise_career" });
    expect(messages).toHaveLength(1);
    const text = messages[0]?.content.type === "text" ? messages[0].content.text : "";
    expect(text).toContain(server.site.profile.name);
    expect(text).toMatch(/list_chapters/);
    expect(text).toMatch(/links\.html/);
  });

  it("find_talks searches for the topic and refuses a missing or too short topic", async () => {
    const { messages } = await client.getPrompt({ name: "find_talks", arguments: { topic: "design systems" } });
    const text = messages[0]?.content.type === "text" ? messages[0].content.text : "";
    expect(text).toContain('"design systems"');
    expect(text).toMatch(/search/);
    const missing = await rejection(client.getPrompt({ name: "find_talks" }));
    expect(missing.code).toBe(-32602);
    expect(missing.message).toMatch(/topic: is required, a string of 2 to 200 characters/);
    expect((await rejection(client.getPrompt({ name: "find_talks", arguments: { topic: "a" } }))).code).toBe(-32602);
  });

  it("find_talks' topic completes to what the talks are about, and each offer finds a talk", async () => {
    const complete = async (value: string) =>
      (await client.complete({ ref: { type: "ref/prompt", name: "find_talks" }, argument: { name: "topic", value } }))
        .completion;
    const keywords = server.site.talks.flatMap((t) => t.keywords ?? []);
    const typed = (keywords[0] ?? "").slice(0, 3);
    const offered = await complete(typed);
    expect(offered.values.length).toBeGreaterThan(0);
    for (const topic of offered.values) {
      expect(keywords).toContain(topic);
      expect(
        topic
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(typed.toLowerCase())),
      ).toBe(true);
    }
    // A topic the host offers is one find_talks accepts and search finds a talk for.
    const [first] = offered.values;
    const { messages } = await client.getPrompt({ name: "find_talks", arguments: { topic: first ?? "" } });
    expect(messages).toHaveLength(1);
    const found = await client.callTool({ name: "search", arguments: { query: first, type: "talk" } });
    expect((found.structuredContent as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect((await complete("")).values.length).toBeGreaterThan(offered.values.length);
    expect((await complete("zzzz")).values).toEqual([]);
  });
});

/**
 * Clients of all four revisions against one running server: every tool in both formats, a resource, a prompt,
 * a completion, bad arguments and an unknown tool, each answered as that revision's spec says (the test names
 * quote the spec's tools page, "Error Handling").
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chapterListMarkdown, chapterMarkdown, profileMarkdown } from "../../src/render/markdown.js";
import { CHAPTER_IDS, MISSING_CHAPTER_ID } from "../support/content.js";
import { TOOL_NAMES } from "../support/mcp-client.js";
import { CLIENTS, type ClientKind, rejection, type TestClient, textOf } from "../support/mcp-clients.js";
import { type RunningServer, startServer } from "../support/server.js";

/** A prefix some of the record's chapter ids share, the first three letters of the last: "org" on the sample. */
const PREFIX = CHAPTER_IDS.at(-1)?.slice(0, 3) ?? "";
/** A chapter in the middle of the story: its fourth (org-b on the sample). */
const CHAPTER = CHAPTER_IDS[3] ?? "";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const rest = async (path: string): Promise<unknown> => (await fetch(`${server.origin}${path}`)).json();

/** What each revision's tools page says about a call with invalid arguments, and what the client sees. */
const INVALID_ARGUMENTS: Record<ClientKind["revision"], "protocol error" | "tool execution error"> = {
  "2025-03-26": "protocol error",
  "2025-06-18": "protocol error",
  "2025-11-25": "tool execution error",
  "2026-07-28": "tool execution error",
};
const SPEC_WORDS = {
  "protocol error": '"Protocol Errors: Standard JSON-RPC errors for issues like: … Invalid arguments"',
  "tool execution error":
    '"Input validation errors (e.g., date in wrong format, value out of range)" are Tool Execution Errors',
};
const UNKNOWN_TOOL: Record<ClientKind["revision"], string> = {
  "2025-03-26": '"Protocol Errors: Standard JSON-RPC errors for issues like: Unknown tools"',
  "2025-06-18": '"Protocol Errors: Standard JSON-RPC errors for issues like: Unknown tools"',
  "2025-11-25": '"Protocol Errors … Unknown tools"',
  "2026-07-28": '"Protocol Errors indicate issues with the request structure itself … Unknown tool"',
};

describe.each(CLIENTS)("$label speaking $revision", (kind) => {
  let client: TestClient;
  beforeAll(async () => {
    client = await kind.connect(server.origin);
  });
  afterAll(() => client.close());

  it("lists the read-only tools with output schemas, which the client can compile", async () => {
    // A client whose Ajv knows draft-07 only (SDK 1.11) refused every schema that named the 2020-12 meta-schema.
    const warnings: unknown[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((...args) => warnings.push(...args));
    const { tools } = await client.listTools().finally(() => warn.mockRestore());
    expect(warnings.filter((m) => String(m).includes("Failed to compile"))).toEqual([]);
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      expect(tool.outputSchema).toMatchObject({ type: "object" });
      expect(tool.description).toContain(server.site.subject.pronouns.possessive);
    }
  });

  it.each([
    ["get_profile", {}, "/api/v1/profile"],
    ["list_chapters", {}, "/api/v1/chapters"],
    ["get_chapter", { id: CHAPTER }, `/api/v1/chapters/${CHAPTER}`],
    ["list_talks", {}, "/api/v1/talks"],
    ["list_writing", {}, "/api/v1/writing"],
  ])("calls %s as JSON: the REST body", async (name, args, path) => {
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError).toBeFalsy();
    expect(JSON.parse(textOf(result))).toEqual(await rest(path));
  });

  it("calls search as JSON: cited results for the query", async () => {
    const result = await client.callTool({ name: "search", arguments: { query: "design systems", limit: 3 } });
    const body = JSON.parse(textOf(result)) as { data: { url: string }[]; meta: Record<string, unknown> };
    expect(body.meta).toMatchObject({ query: "design systems", limit: 3, count: body.data.length });
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) expect(item.url.startsWith(server.origin)).toBe(true);
  });

  it("calls get_profile, list_chapters and get_chapter as Markdown: the pages' Markdown", async () => {
    const chapter = server.site.chapters.find((c) => c.id === CHAPTER);
    if (!chapter) throw new Error(`the content has no ${CHAPTER} chapter`);
    const cases: [string, Record<string, unknown>, string][] = [
      ["get_profile", {}, profileMarkdown(server.site)],
      ["list_chapters", {}, chapterListMarkdown(server.site)],
      ["get_chapter", { id: CHAPTER }, chapterMarkdown(server.site, chapter)],
    ];
    for (const [name, args, markdown] of cases) {
      const result = await client.callTool({ name, arguments: { ...args, format: "markdown" } });
      expect(textOf(result), name).toBe(markdown);
    }
  });

  it("reads a page resource, gets a prompt and completes a chapter id", async () => {
    const uri = `${server.origin}/story/${CHAPTER}.md`;
    const { contents } = await client.readResource({ uri });
    expect(contents[0]).toMatchObject({ uri, mimeType: "text/markdown" });
    expect(contents[0]?.text).toBe(await (await fetch(uri)).text());

    const { messages } = await client.getPrompt({ name: "find_talks", arguments: { topic: "design systems" } });
    expect(messages[0]?.content.text).toContain('"design systems"');

    const { completion } = await client.complete({
      ref: { type: "ref/resource", uri: `${server.origin}/story/{id}.md` },
      argument: { name: "id", value: PREFIX },
    });
    expect(completion.values).toEqual(CHAPTER_IDS.filter((id) => id.startsWith(PREFIX)));
  });

  // The 2025 revisions' resources page numbers "resource not found" -32002; 2026-07-28 moved it to -32602
  // (SEP-2164). The URI comes back as data in both.
  const notFound = kind.revision === "2026-07-28" ? -32602 : -32002;
  it(`an unknown resource is ${notFound}, the code of its revision`, async () => {
    for (const uri of [
      `${server.origin}/story/${MISSING_CHAPTER_ID}.md`,
      `${server.origin}/nowhere.md`,
      "https://example.org/",
    ]) {
      const error = await rejection(client.readResource({ uri }));
      expect(error.code, uri).toBe(notFound);
    }
  });

  it("a uri that is no URI at all is -32602 Invalid params: it names no resource to look for", async () => {
    for (const uri of ["not a uri", ""]) {
      const error = await rejection(client.readResource({ uri }));
      expect(error.code, uri).toBe(-32602);
    }
  });

  const answer = INVALID_ARGUMENTS[kind.revision];
  it(`invalid arguments are a ${answer}: ${SPEC_WORDS[answer]}`, async () => {
    const call = client.callTool({ name: "search", arguments: { query: "design", limit: 21 } });
    if (answer === "protocol error") {
      const error = await rejection(call);
      expect(error.code).toBe(-32602);
      expect(error.message).toMatch(/limit: must be a whole number from 1 to 20/);
    } else {
      const result = await call;
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      expect(textOf(result)).toMatch(/limit: must be a whole number from 1 to 20/);
    }
  });

  it(`an unknown tool is a JSON-RPC -32602 error: ${UNKNOWN_TOOL[kind.revision]}`, async () => {
    const error = await rejection(client.callTool({ name: "nope", arguments: {} }));
    expect(error.code).toBe(-32602);
    expect(error.message).toMatch(/Tool nope not found/);
    expect(error.message).not.toMatch(/MCP error -32602: MCP error/);
  });
});

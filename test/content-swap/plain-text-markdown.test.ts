/**
 * Plain-text fields (titles, names, venues, summaries, roles, organizations, quotes, answers: everything the schemas
 * do not declare as Markdown) read as their own text in every Markdown the service writes: the page twins,
 * llms.txt, llms-full.txt, the agent skill and MCP's Markdown. The record is test/fixtures/two-chapters with hostile
 * text in those fields, patched in memory; a real CommonMark (GFM) parser renders each document and the text must
 * come out literal, with no HTML, emphasis, link, code, strikethrough, heading, list or quote made from it. The
 * fields that are Markdown (a chapter's text, the biography, a page's body) keep their markup.
 */
import { resolve } from "node:path";
import type { Hono } from "hono";
import { marked } from "marked";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentFiles } from "../../src/content/compile.js";
import { skillPath } from "../../src/discovery/skills.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { applyAll, type Fields, patchItem, patchText, patchYaml, words } from "../support/content-edits.js";

const DIR = resolve(import.meta.dirname, "../fixtures/two-chapters");

/**
 * A value for `field` with every kind of inline markup, a character reference, and a closing `#` that a heading
 * would swallow; the field's name makes each value its own, so a test can say which one went missing.
 */
const hostile = (field: string): string =>
  `Why <script>alert(1)</script> & *stars* _under_ [not a link](x) \`code\` ~~struck~~ &copy; ${field} #`;

/** Values that would start a block where they begin a line: a list, an ordered list, a quote, a heading. */
const LINE_START = {
  timelineSummary: "1. not an ordered list *timeline summary*",
  practiceSummary: "- not a list, practice summary",
  answer: "# not a heading, answer",
  takeaway: "+ not a list, talk takeaway",
  quote: "> not a quote, chapter quote",
  panel: "Two lines\n# not a heading, chapter panel",
} as const;

/** What a browser shows for literal text: marked writes `&`, `<` and `>` as references. */
const asHtmlText = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\s*\n\s*/g, " ");

/** Markup that only the hostile values could have made, were they read as Markdown. */
const FORBIDDEN = ["<script", "<em>", "<del>", '<a href="x"', "<code>code</code>", "<h1>not", "<li>not", "<p>not"];

const CHAPTER_FIELDS = [
  "chapter title",
  "chapter name",
  "chapter period",
  "chapter place",
  "chapter oneLiner",
  "chapter summary",
  "chapter highlight",
  "stat value",
  "stat label",
  "quote source",
  "role title",
  "role organization",
  "organization name",
  "organization fullName",
];
const RECORD_FIELDS = [
  "timeline label",
  "timeline role",
  "timeline organization",
  "timeline place",
  "talk title",
  "talk venue",
  "talk location",
  "talk with",
  "writing title",
  "writing outlet",
  "writing summary",
  "project title",
  "project organization",
  "project summary",
  "project quote",
  "link label",
  "practice title",
  "answer question",
];
const PROFILE_FIELDS = [
  "profile name",
  "job title",
  "profile summary",
  "profile description",
  "place",
  "place why",
  "contact note",
  "company name",
  "company tagline",
  "backed by",
];

const hostileRecord = (files: ContentFiles): ContentFiles =>
  applyAll(
    files,
    (f) =>
      patchYaml<Fields>(f, "chapters/1-org-a.md", (c) => ({
        ...c,
        title: hostile("chapter title"),
        name: hostile("chapter name"),
        period: hostile("chapter period"),
        place: hostile("chapter place"),
        oneLiner: hostile("chapter oneLiner"),
        summary: hostile("chapter summary"),
        panel: LINE_START.panel,
        highlights: [hostile("chapter highlight")],
        stats: [{ value: hostile("stat value"), label: hostile("stat label") }],
        quote: { text: LINE_START.quote, source: hostile("quote source"), url: null },
        roles: [{ title: hostile("role title"), organization: hostile("role organization") }],
        organizations: [{ name: hostile("organization name"), fullName: hostile("organization fullName"), url: null }],
      })),
    // The chapter's text is Markdown: its markup must stay markup.
    (f) =>
      patchText(f, "chapters/1-org-a.md", (text) =>
        text.replace(
          /\n---\n[\s\S]*$/,
          "\n---\n\nOwn words with **bold words** and [a real link](https://example.com/own).\n",
        ),
      ),
    (f) =>
      patchYaml<Fields>(f, "profile.md", (p) => ({
        ...p,
        // The id stays as it was: the name as an id would be too long for the agent skill's name.
        id: "ines-valdmann",
        name: hostile("profile name"),
        jobTitle: hostile("job title"),
        summary: `${hostile("profile summary")} ${words(60)}`,
        description: hostile("profile description"),
        places: [{ place: hostile("place"), why: hostile("place why") }],
        contact: { ...(p.contact as Fields), note: hostile("contact note") },
      })),
    (f) =>
      patchText(f, "profile.md", (text) =>
        text.replace(
          /\n---\n[\s\S]*$/,
          "\n---\n\nA biography with **bold words** and [a real link](https://example.com/bio).\n",
        ),
      ),
    (f) =>
      patchYaml<Fields>(f, "site.yaml", (s) => ({
        ...s,
        title: hostile("site title"),
        company: {
          ...(s.company as Fields),
          name: hostile("company name"),
          tagline: hostile("company tagline"),
          backedBy: hostile("backed by"),
        },
        llms: { intro: hostile("llms intro") },
      })),
    (f) => patchYaml<Fields>(f, "pages/about.md", (p) => ({ ...p, title: hostile("about title") })),
    (f) =>
      patchText(f, "pages/about.md", (text) =>
        text.replace(
          /\n---\n[\s\S]*$/,
          "\n---\n\nAbout with **bold words** and [a real link](https://example.com/about).\n",
        ),
      ),
    (f) =>
      patchItem(f, "timeline.yaml", 0, (t) => {
        Object.assign(t, {
          label: hostile("timeline label"),
          role: hostile("timeline role"),
          organization: hostile("timeline organization"),
          place: hostile("timeline place"),
          summary: LINE_START.timelineSummary,
        });
      }),
    (f) =>
      patchItem(f, "talks.yaml", 0, (t) => {
        Object.assign(t, {
          title: hostile("talk title"),
          venue: hostile("talk venue"),
          location: hostile("talk location"),
          with: [hostile("talk with")],
          takeaway: LINE_START.takeaway,
        });
      }),
    (f) =>
      patchItem(f, "writing.yaml", 0, (w) => {
        Object.assign(w, {
          title: hostile("writing title"),
          outlet: hostile("writing outlet"),
          summary: hostile("writing summary"),
        });
      }),
    (f) =>
      patchItem(f, "projects.yaml", 0, (p) => {
        Object.assign(p, {
          title: hostile("project title"),
          organization: hostile("project organization"),
          summary: hostile("project summary"),
          quote: hostile("project quote"),
          links: [{ label: hostile("link label"), url: "https://example.com/project", archived: false }],
        });
      }),
    (f) =>
      patchItem(f, "practices.yaml", 0, (p) => {
        Object.assign(p, { title: hostile("practice title"), summary: LINE_START.practiceSummary });
      }),
    (f) =>
      patchItem(f, "answers.yaml", 0, (a) => {
        Object.assign(a, { question: hostile("answer question"), answer: LINE_START.answer });
      }),
  );

interface McpReply {
  readonly result: {
    readonly content?: readonly { readonly text: string }[];
    readonly contents?: readonly { readonly text: string }[];
  };
}

describe("plain-text fields in every Markdown document", () => {
  let app: Hono;
  const docs = new Map<string, string>();

  const mcp = async (method: string, params: Record<string, unknown>): Promise<string> => {
    const res = await app.request(`${TEST_ORIGIN}/mcp`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-11-25",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const { result } = (await res.json()) as McpReply;
    return (result.content ?? result.contents ?? []).map((c) => c.text).join("\n");
  };

  /** A document as the parser renders it. */
  const html = (name: string): string => {
    const markdown = docs.get(name);
    if (markdown === undefined) throw new Error(`no document ${name}`);
    return marked.parse(markdown, { async: false });
  };

  beforeAll(async () => {
    const site = await testSite(TEST_ORIGIN, hostileRecord(await contentFiles(DIR)));
    app = await testApp({ site });
    const paths = [
      "/index.md",
      "/agent.md",
      "/resume.md",
      "/about.md",
      "/story/org-a.md",
      "/developers.md",
      "/llms.txt",
      "/llms-full.txt",
      "/developers/llms.txt",
      skillPath(`${site.profile.id}-profile`),
    ];
    for (const path of paths) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      // SKILL.md's front matter is YAML, where the name is a quoted string, not Markdown: only the body is.
      docs.set(path, (await res.text()).replace(/^---\n[\s\S]*?\n---\n/, ""));
    }
    docs.set(
      "mcp get_chapter",
      await mcp("tools/call", { name: "get_chapter", arguments: { id: "org-a", format: "markdown" } }),
    );
    docs.set("mcp get_profile", await mcp("tools/call", { name: "get_profile", arguments: { format: "markdown" } }));
    docs.set(
      "mcp list_chapters",
      await mcp("tools/call", { name: "list_chapters", arguments: { format: "markdown" } }),
    );
    docs.set("mcp agent resource", await mcp("resources/read", { uri: `${TEST_ORIGIN}/agent.md` }));
  });

  it("makes no HTML, emphasis, link, code, strikethrough or block from them in any document", () => {
    for (const name of docs.keys()) {
      const rendered = html(name);
      expect(rendered, name).toContain("&lt;script&gt;");
      const found = FORBIDDEN.filter((markup) => rendered.includes(markup));
      expect(found, name).toEqual([]);
    }
  });

  it.each([
    ["/story/org-a.md", CHAPTER_FIELDS],
    ["mcp get_chapter", CHAPTER_FIELDS],
    ["/agent.md", [...CHAPTER_FIELDS, ...RECORD_FIELDS, ...PROFILE_FIELDS]],
    ["mcp agent resource", [...CHAPTER_FIELDS, ...RECORD_FIELDS, ...PROFILE_FIELDS]],
    [
      "/llms-full.txt",
      [...CHAPTER_FIELDS, ...RECORD_FIELDS, ...PROFILE_FIELDS, "site title", "llms intro", "about title"],
    ],
    ["mcp get_profile", PROFILE_FIELDS],
    ["/index.md", ["profile name", "job title", "company name", "profile summary", "chapter name", "chapter title"]],
    ["mcp list_chapters", ["chapter name", "chapter title", "chapter period", "chapter place", "chapter summary"]],
    ["/resume.md", ["profile name", "job title", "timeline role", "talk title", "talk venue", "writing outlet"]],
    ["/about.md", ["about title"]],
    ["/developers.md", ["profile name"]],
    ["/llms.txt", ["site title", "profile name", "job title", "company name", "llms intro", "chapter oneLiner"]],
    ["/developers/llms.txt", ["profile name"]],
  ])("renders each field of %s as its own text", (name, fields) => {
    const rendered = html(name);
    const missing = fields.filter((field) => !rendered.includes(asHtmlText(hostile(field))));
    expect(missing, name).toEqual([]);
  });

  it("keeps a value that would begin a list, a quote or a heading as text", () => {
    for (const name of ["/agent.md", "/llms-full.txt", "mcp agent resource"]) {
      const rendered = html(name);
      const missing = Object.values(LINE_START).filter((text) => !rendered.includes(asHtmlText(text)));
      expect(missing, name).toEqual([]);
    }
  });

  it("leaves the Markdown fields' markup as it was written", () => {
    expect(html("/story/org-a.md")).toContain(
      'Own words with <strong>bold words</strong> and <a href="https://example.com/own">a real link</a>.',
    );
    expect(html("/agent.md")).toContain(
      'A biography with <strong>bold words</strong> and <a href="https://example.com/bio">a real link</a>.',
    );
    expect(html("/about.md")).toContain(
      'About with <strong>bold words</strong> and <a href="https://example.com/about">a real link</a>.',
    );
  });
});

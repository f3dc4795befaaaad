/**
 * The least record the content check accepts: every collection an empty list, no social profiles, no `more`
 * links for the writing, chapters without roles or organizations (test/fixtures/two-chapters, emptied here). A
 * page says nothing of what the record does not have: no heading over an empty section, in the HTML or its
 * Markdown twin, no table-of-contents link to a section that is not there, no sentence left without its list.
 */
import { resolve } from "node:path";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentFiles } from "../../src/content/compile.js";
import type { Site } from "../../src/content/site.js";
import { feedDescription } from "../../src/discovery/formats/feed-entries.js";
import { DEFAULT_POLICY } from "../../src/http/rate-limit/policy.js";
import { TOOLS } from "../../src/mcp/features/tools/index.js";
import { serverInstructions } from "../../src/mcp/identity.js";
import { okText, TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { type Fields, patchYaml, withFile } from "../support/content-edits.js";

const DIR = resolve(import.meta.dirname, "../fixtures/two-chapters");
const LISTS = ["talks.yaml", "writing.yaml", "projects.yaml", "practices.yaml", "answers.yaml"];

const emptied = (files: ContentFiles): ContentFiles => {
  let out = LISTS.reduce((acc, file) => withFile(acc, file, "[]\n"), files);
  out = patchYaml<Fields>(out, "site.yaml", (site) => ({ ...site, profiles: [], writingMore: [] }));
  for (const file of ["chapters/1-org-a.md", "chapters/2-org-b.md"]) {
    out = patchYaml<Fields>(out, file, (chapter) => ({ ...chapter, roles: [], organizations: [] }));
  }
  return out;
};

/** Each Markdown heading with nothing under it: the next heading is of its level or above, or the text ends. */
const emptyMarkdownSections = (markdown: string): string[] => {
  const lines = markdown.split("\n").filter((line) => line.trim() !== "");
  return lines.flatMap((line, i) => {
    const level = /^(#{1,6}) /.exec(line)?.[1]?.length;
    if (level === undefined) return [];
    const next = lines[i + 1];
    const nextLevel = next === undefined ? 0 : /^(#{1,6}) /.exec(next)?.[1]?.length;
    return nextLevel !== undefined && nextLevel <= level ? [line] : [];
  });
};

/** The text of each HTML heading, h2 to h4. */
const htmlHeadings = (html: string): string[] =>
  [...html.matchAll(/<h([2-4])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => (m[2] ?? "").replace(/<[^>]+>/g, ""));

/** The headings of the sections this record has nothing to put under (an intro sentence is not content). */
const EMPTY_HEADINGS = [
  "Talks",
  "Writing and press",
  "Projects",
  "Practices",
  "Quick answers",
  "Profiles",
  "Roles",
  "Organizations",
];

/** The text of each Markdown heading. */
const markdownHeadings = (markdown: string): string[] =>
  [...markdown.matchAll(/^#{1,6} (.*)$/gm)].map((m) => m[1] ?? "");

describe("a record whose collections are all empty", () => {
  let site: Site;
  let app: Hono;
  const text = (path: string): Promise<string> => okText(app, path);

  beforeAll(async () => {
    site = await testSite(TEST_ORIGIN, emptied(await contentFiles(DIR)));
    app = await testApp({ site });
  });

  it("is the shape this suite is about", () => {
    expect([site.talks, site.writing, site.projects, site.practices, site.answers].map((l) => l.length)).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(site.profile.profiles).toEqual([]);
    expect(site.chapters.flatMap((c) => [...c.roles, ...c.organizations])).toEqual([]);
  });

  it("shows no empty section in any page's Markdown twin", async () => {
    const twins = ["/index.md", "/agent.md", "/resume.md", ...site.chapters.map((c) => `/story/${c.id}.md`)];
    for (const path of twins) {
      const markdown = await text(path);
      expect(emptyMarkdownSections(markdown), path).toEqual([]);
      expect(
        markdownHeadings(markdown).filter((h) => EMPTY_HEADINGS.includes(h)),
        path,
      ).toEqual([]);
    }
  });

  it("shows no heading over an empty section on /agent and /resume, nor a link to one in the contents", async () => {
    for (const path of ["/agent", "/resume"]) {
      const html = await text(path);
      expect(
        htmlHeadings(html).filter((h) => EMPTY_HEADINGS.includes(h)),
        path,
      ).toEqual([]);
      // A fact with nothing to say is left out of the list of facts, not shown with an empty value.
      expect(html.includes("<dd></dd>"), `${path}: an empty <dd>`).toBe(false);
      const ids = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
      const fragments = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
      expect(
        fragments.filter((id) => !ids.has(id)),
        path,
      ).toEqual([]);
    }
  });

  it("leaves no sentence without the list it introduces", async () => {
    for (const path of ["/agent", "/agent.md", "/llms-full.txt"]) {
      expect((await text(path)).includes("More on ."), path).toBe(false);
    }
  });

  it("is not said to publish what it does not have", async () => {
    const parts = /\b(talks|writing and press|projects|practices|quick answers)\b/;
    const llms = await text("/llms.txt");
    const summary = llms.split("\n").find((line) => line.startsWith("> ")) ?? "";
    expect(summary).toMatch(/^> Public profile of .*: career chapters and timeline, as pages/);
    const describes = (html: string): string => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(describes(await text("/agent"))).toMatch(/on one page: profile, chapters and timeline, each/);
    expect(describes(await text("/resume"))).not.toMatch(parts);
    const skill = await text(`/.well-known/agent-skills/${site.profile.id}-profile/SKILL.md`);
    expect(/^description: (.*)$/m.exec(skill)?.[1] ?? "").not.toMatch(parts);
    expect(serverInstructions(site, DEFAULT_POLICY).split("\n")[0]).toMatch(
      /in story order \([^)]*\), plus keyword search that also covers (his|her|their) timeline\./,
    );
  });

  it("is not sent by the MCP server or the feeds to talks, writing or quick answers it does not have", async () => {
    const claims = /list_talks|list_writing|talks?\b|podcasts|articles|press|quick answers|writ(e|ing)\b/i;
    const instructions = serverInstructions(site, DEFAULT_POLICY);
    expect(instructions.match(claims), instructions).toBeNull();
    const search = TOOLS.find((t) => t.name === "search")?.describe(site) ?? "";
    expect(search.match(claims), search).toBeNull();
    const feed = (await (await app.request("/feed.json")).json()) as { title: string; description: string };
    expect(feed.description).toMatch(/^Talks and writing by and about /);
    const atom = await text("/feed.xml");
    expect(/<subtitle>([^<]*)<\/subtitle>/.exec(atom)?.[1]).toBe(feed.description);
    // The sample holds every kind: the same copy names them all.
    const sample = await testSite();
    expect(serverInstructions(sample, DEFAULT_POLICY)).toContain(
      "list_talks and list_writing (filter by kind or year)",
    );
    expect(TOOLS.find((t) => t.name === "search")?.describe(sample)).toMatch(/talks, writing and press, .*first talk/);
    expect(feedDescription(sample)).toMatch(/^Talks, podcasts, articles and press by and about /);
  });

  it("is not promised writing elsewhere by list_writing when it links none", () => {
    const describe = (s: Site): string => TOOLS.find((t) => t.name === "list_writing")?.describe(s) ?? "";
    expect(describe(site)).not.toMatch(/meta\.more/);
    expect(describe({ ...site, writingMore: [{ label: "Blog", url: "https://example.com/blog" }] })).toMatch(
      /meta\.more links to where more of (his|her|their) writing is/,
    );
  });
});

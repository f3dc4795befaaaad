/**
 * A record of another field written from the content reference alone (test/fixtures/chef-record): a chef, writing
 * of every kind and no talks, dates at the edges (1999, a same-year range, open-ended roles), a timeline entry
 * without an organization, and Markdown with headings, tables and code in the chapter text, biography and a page.
 */
import { resolve } from "node:path";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { okText, TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";

const DIR = resolve(import.meta.dirname, "../fixtures/chef-record");

/** The level of each ATX heading of a Markdown document, outside fenced code. */
const markdownLevels = (markdown: string): number[] => {
  let inFence = false;
  return markdown.split("\n").flatMap((line) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const level = inFence ? undefined : /^(#{1,6}) /.exec(line)?.[1]?.length;
    return level === undefined ? [] : [level];
  });
};

/** The level of each heading of an HTML page's main content, in order. */
const htmlLevels = (html: string): number[] =>
  [...(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "").matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

/** One title, and no heading deeper than one level below the heading before it (WCAG 1.3.1, 2.4.6). */
const outlineProblems = (levels: readonly number[]): string[] => [
  ...(levels.filter((l) => l === 1).length === 1 ? [] : [`${levels.filter((l) => l === 1).length} titles`]),
  ...levels.flatMap((l, i) => (i > 0 && l > (levels[i - 1] ?? 0) + 1 ? [`h${levels[i - 1]} then h${l}`] : [])),
];

describe("a chef's record with headings in its Markdown", () => {
  let site: Site;
  let app: Hono;
  const text = (path: string): Promise<string> => okText(app, path);

  beforeAll(async () => {
    site = await testSite(TEST_ORIGIN, await contentFiles(DIR));
    app = await testApp({ site });
  });

  it("keeps one title and an unbroken heading order on every page and twin that holds the owner's Markdown", async () => {
    const pages = ["/agent", "/about", ...site.chapters.map((c) => `/story/${c.id}`)];
    for (const path of pages) {
      expect(outlineProblems(htmlLevels(await text(path))), path).toEqual([]);
      expect(outlineProblems(markdownLevels(await text(`${path}.md`))), `${path}.md`).toEqual([]);
    }
  });

  it("nests the chapter's own headings under the section that holds its text, in the page and its twin", async () => {
    const twin = await text("/story/galley.md");
    expect(twin).toMatch(/^## In her own words\n\nAt sea, the stove swings\.\n\n### The galley\n\n#### Menus\n/m);
    expect(twin).toContain("##### Breakfast");
    // A `#` inside fenced code is code, not a heading.
    expect(twin).toContain("\n# not a heading: a comment in the menu script\n");
    const html = await text("/story/galley");
    expect(html).toMatch(/<h2>In her own words<\/h2><div class="prose">[\s\S]*<h3>The galley<\/h3>\s*<h4>Menus<\/h4>/);
  });

  it("nests them one level further where the chapter is a section of the agent page", async () => {
    const agent = await text("/agent.md");
    expect(agent).toMatch(
      /^#### In her own words\n\nAt sea, the stove swings\.\n\n##### The galley\n\n###### Menus\n/m,
    );
  });
});

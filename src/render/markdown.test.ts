import { beforeAll, describe, expect, it } from "vitest";
import { testSite } from "../../test/support/app.js";
import { secondPersonFiles } from "../../test/support/content.js";
import { recordView } from "../content/record-view.js";
import type { Site } from "../content/site.js";
import { PAGE_PATHS, storyPath } from "../content/urls.js";
import { COLLECTIONS } from "../schema/collections.js";
import { describeService } from "../service-description.js";
import { chapterListMarkdown, chapterMarkdown, profileMarkdown, recordMarkdown } from "./markdown.js";
import { markdownPages, notFoundMarkdown } from "./page-markdown.js";

let site: Site;
beforeAll(async () => {
  site = await testSite("https://example.com", await secondPersonFiles());
});

/** Every link target in a Markdown text. */
const targets = (markdown: string): string[] => [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? "");

describe("record Markdown", () => {
  it("writes the profile as a standalone document with its facts and links", () => {
    const md = profileMarkdown(site);
    const p = site.profile;
    expect(md.startsWith(`# ${p.name}\n`)).toBe(true);
    for (const text of [p.summary, p.description, p.contact.email, p.basedIn.label, ...p.places.map((x) => x.why)]) {
      expect(md).toContain(text);
    }
    for (const url of [p.links.agent, p.links.llms, p.links.mcp, ...p.profiles.map((s) => s.url)]) {
      expect(targets(md)).toContain(url);
    }
  });

  it("lists the six chapters in story order, each linking the anchor to cite", () => {
    const md = chapterListMarkdown(site);
    const numbered = md.split("\n").filter((l) => /^\d\. /.test(l));
    expect(numbered.map((l) => l.slice(0, 2))).toEqual(["1.", "2.", "3.", "4.", "5.", "6."]);
    site.chapters.forEach((c, i) => {
      expect(numbered[i]).toContain(`](${c.links.html})`);
      expect(numbered[i]).toContain(c.summary);
    });
  });

  it("says each chapter's roles and organizations, as the list's JSON does", () => {
    const numbered = chapterListMarkdown(site)
      .split("\n")
      .filter((l) => /^\d\. /.test(l));
    site.chapters.forEach((c, i) => {
      for (const role of c.roles) expect(numbered[i]).toContain(`${role.title}, ${role.organization}`);
      for (const o of c.organizations) {
        expect(numbered[i]).toContain(o.url ? `[${o.name}](${o.url})` : o.name);
        if (o.fullName) expect(numbered[i]).toContain(`(${o.fullName})`);
      }
    });
  });

  it("writes a chapter with text, highlights, stats, quote and related links", () => {
    const chapter = site.chapters.find((c) => c.id === "org-b");
    if (!chapter) throw new Error("org-b is missing");
    const md = chapterMarkdown(site, chapter);
    expect(md.startsWith(`# ${chapter.title}\n`)).toBe(true);
    for (const text of [chapter.panel, chapter.highlights[0], chapter.stats[0]?.label, chapter.quote?.text]) {
      expect(md).toContain(text);
    }
    expect(md).toContain(chapter.text.split("\n")[0]);
    const related = Object.values(chapter.related).flat();
    expect(related.length).toBeGreaterThan(0);
    for (const item of related) expect(targets(md)).toContain(item.url);
    expect(targets(md)).toContain(chapter.links.html);
  });

  it("marks archived links and names the page to cite for talks and writing", () => {
    const archived = site.talks.find((t) => t.archived);
    if (!archived) throw new Error("no archived talk in the content");
    const [talks, writing] = [COLLECTIONS[1], COLLECTIONS[2]];
    const md = recordMarkdown(site, recordView(site, talks, archived));
    expect(md).toContain("archived copy");
    expect(md).toContain(`- Cite: ${archived.page}`);
    const item = site.writing[0];
    if (!item) throw new Error("no writing");
    expect(recordMarkdown(site, recordView(site, writing, item))).toContain(`- Cite: ${item.page}`);
  });
});

describe("markdownPages", () => {
  it("has one document per page: every page path, every story and the error reference", () => {
    const paths = markdownPages(site, describeService(site)).map((p) => p.path);
    expect(paths).toEqual([
      ...PAGE_PATHS.slice(0, 7),
      "/developers/errors",
      ...site.chapters.map((c) => storyPath(c.id)),
    ]);
    for (const page of markdownPages(site, describeService(site))) {
      expect(page.markdown, page.path).toMatch(/^# \S/);
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.description.length).toBeGreaterThan(0);
    }
  });

  it("writes only absolute links, even from content that uses site paths", () => {
    for (const page of markdownPages(site, describeService(site))) {
      for (const target of targets(page.markdown)) expect(target, page.path).toMatch(/^(https?:|mailto:)/);
    }
    const contact = markdownPages(site, describeService(site)).find((p) => p.path === "/contact");
    expect(site.pages.contact.body).toContain("](/agent)");
    expect(contact?.markdown).toContain("](https://example.com/agent)");
  });

  it("keeps headings in order with one H1 per document", () => {
    for (const page of markdownPages(site, describeService(site))) {
      let inFence = false;
      let previous = 0;
      let h1 = 0;
      for (const line of page.markdown.split("\n")) {
        if (line.startsWith("```")) inFence = !inFence;
        const level = inFence ? 0 : (/^(#{1,6}) /.exec(line)?.[1]?.length ?? 0);
        if (level === 0) continue;
        if (level === 1) h1 += 1;
        expect(level - previous, `${page.path}: ${line}`).toBeLessThanOrEqual(1);
        previous = level;
      }
      expect(h1, page.path).toBe(1);
    }
  });

  it("puts every record of the site on the agent page", () => {
    const agent = markdownPages(site, describeService(site)).find((p) => p.path === "/agent")?.markdown ?? "";
    const items = [
      ...site.timeline.map((t) => t.url),
      ...site.talks.map((t) => t.page),
      ...site.writing.map((w) => w.page),
    ];
    for (const url of [...items, ...site.projects.map((p) => p.page), ...site.practices.map((p) => p.page)]) {
      expect(agent).toContain(url);
    }
    for (const answer of site.answers) expect(agent).toContain(answer.answer);
  });
});

it("links the agent page and llms.txt from the Markdown 404", () => {
  const md = notFoundMarkdown(site);
  expect(targets(md)).toEqual(expect.arrayContaining([site.urls.agent, site.urls.llms]));
});

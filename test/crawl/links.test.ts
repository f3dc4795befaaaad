/**
 * A crawl of a real server, for the sample and for the second person: every internal link from / and the
 * discovery files must answer 200, and a #fragment must be an id on the HTML page. Then every URL of this site
 * the API publishes (page, url, links.html, links.markdown, links.home, …) must resolve too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFiles, RECORDS } from "../support/content.js";
import { type Crawler, createCrawler, urlsInJson } from "../support/crawl.js";
import { testMedia } from "../support/media.js";
import { type RunningServer, startServer } from "../support/server.js";

describe.each(RECORDS)("internal links of $record", ({ dir }) => {
  let server: RunningServer;
  let crawler: Crawler;

  beforeAll(async () => {
    server = await startServer({ files: await contentFiles(dir), media: await testMedia(dir) });
    crawler = createCrawler(server.origin);
  });
  afterAll(async () => {
    await server.close();
  });

  it("resolves every link from / and the discovery files, fragments included", async () => {
    expect(await crawler.crawl()).toEqual([]);
    // The crawl reached every kind of page, not just the start.
    const paths = new Set([...crawler.fetched.keys()].map((url) => new URL(url).pathname));
    for (const path of ["/agent", "/agent.md", "/story/org-b", "/story/org-b.md", "/developers/errors"]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it("resolves every URL of this site that the API publishes", async () => {
    const { origin, site } = server;
    const json = async (path: string): Promise<unknown> => {
      const result = await crawler.load(`${origin}${path}`);
      expect(result.status, path).toBe(200);
      return JSON.parse(result.body);
    };
    const targets: string[] = [];
    const collect = (value: unknown): void => {
      targets.push(...urlsInJson(value, origin));
    };
    const lists = ["/profile", "/chapters", "/timeline", "/talks", "/writing", "/projects", "/practices"];
    for (const path of lists) collect(await json(`/api/v1${path}`));
    for (const chapter of site.chapters) collect(await json(`/api/v1/chapters/${chapter.id}`));
    collect(await json("/api/v1/search?q=design&limit=50"));

    // Each record published names its page: the profile's links, a chapter's four links, one page per item.
    const records =
      site.timeline.length +
      site.talks.length +
      site.writing.length +
      site.projects.length +
      site.practices.length +
      site.chapters.length * 4;
    expect(targets.length).toBeGreaterThan(records);
    for (const kind of ["#chapter-", "#timeline-", "#talk-", "#writing-", "#project-", "#practice-", "/#chapter-"]) {
      expect(
        targets.some((t) => t.includes(kind)),
        kind,
      ).toBe(true);
    }
    const problems: string[] = [];
    for (const target of new Set(targets)) {
      const problem = await crawler.check(new URL(target));
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
});

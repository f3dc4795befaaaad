/**
 * Coverage: every record of the nine types is searchable by its title, and every result points at the page to
 * cite and the record in the API; for the sample and the second person. Probes of each indexed field, which need
 * words of the sample, are in test/sample/search-fields.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { SearchResult } from "../../src/schema/search.js";
import type { SearchType } from "../../src/schema/search-type.js";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles, RECORDS } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

interface Expected {
  readonly type: SearchType;
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly api: string | null;
}

/** What each record must look like as a result, built from the Site independently of the index. */
const expectedRecords = (site: Site): Expected[] => {
  const { urls } = site;
  return [
    {
      type: "profile",
      id: site.profile.id,
      title: site.profile.name,
      url: site.profile.links.agent,
      api: urls.apiPath("/profile"),
    },
    ...site.chapters.map((c) => ({
      type: "chapter" as const,
      id: c.id,
      title: c.title,
      url: c.links.html,
      api: c.links.api,
    })),
    ...site.timeline.map((t) => ({
      type: "timeline" as const,
      id: t.id,
      title: t.label,
      url: t.url,
      api: urls.apiPath("/timeline"),
    })),
    ...site.talks.map((t) => ({
      type: "talk" as const,
      id: t.id,
      title: t.title,
      url: t.page,
      api: urls.apiPath("/talks"),
    })),
    ...site.writing.map((w) => ({
      type: w.kind === "press" ? ("press" as const) : ("writing" as const),
      id: w.id,
      title: w.title,
      url: w.page,
      api: urls.apiPath("/writing"),
    })),
    ...site.projects.map((p) => ({
      type: "project" as const,
      id: p.id,
      title: p.title,
      url: p.page,
      api: urls.apiPath("/projects"),
    })),
    ...site.practices.map((p) => ({
      type: "practice" as const,
      id: p.id,
      title: p.title,
      url: p.page,
      api: urls.apiPath("/practices"),
    })),
    ...site.answers.map((a) => ({ type: "answer" as const, id: a.id, title: a.question, url: a.url, api: null })),
  ];
};

describe.each(RECORDS)("every record of $record", ({ dir }) => {
  let site: Site;
  let index: SearchIndex;
  beforeAll(async () => {
    site = await testSite(TEST_ORIGIN, await contentFiles(dir));
    index = buildSearchIndex(site, NEAR_WORDS);
  });

  it("is indexed once", () => {
    const records = expectedRecords(site);
    expect(index.keys.size).toBe(records.length);
    for (const r of records) expect(index.keys.has(`${r.type}:${r.id}`), `${r.type}:${r.id}`).toBe(true);
  });

  it("comes back first for its own title, with its page to cite and its API record", () => {
    for (const record of expectedRecords(site)) {
      const results = search(index, { query: record.title, type: record.type, limit: 3 });
      const found = results.find((r) => r.id === record.id);
      expect(found, `"${record.title}" → ${results.map((r) => r.id).join(", ")}`).toMatchObject({
        type: record.type,
        id: record.id,
        title: record.title,
        url: record.url,
        api: record.api,
      });
      expect(results[0]?.id, `"${record.title}" ranks ${record.type}:${record.id} first`).toBe(record.id);
      expect(SearchResult.safeParse(found).success).toBe(true);
    }
  });

  it("gives answers the page their cite names and no API record", () => {
    for (const answer of site.answers) {
      const [result] = search(index, { query: answer.question, type: "answer", limit: 1 });
      expect(result).toMatchObject({ id: answer.id, url: answer.url, api: null });
    }
  });
});

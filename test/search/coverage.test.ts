/**
 * Coverage: every record of the nine types is searchable, by its title and by words found only in each of the
 * fields the index promises to read, and every result points at the page to cite and the record in the API.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import type { SearchType } from "../../src/schema/common.js";
import { SearchResult } from "../../src/schema/search.js";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { testSite } from "../support/app.js";

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

let site: Site;
let index: SearchIndex;
beforeAll(async () => {
  site = await testSite();
  index = buildSearchIndex(site);
});

describe("every record", () => {
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

/** Words that occur, among records of that type, only in the named field: each fails if the field is dropped. */
const FIELD_PROBES: readonly [field: string, query: string, type: SearchType, id: string][] = [
  ["profile places", "yearbook", "profile", "kyle-ledbetter"],
  ["profile company backer", "Org G Ventures", "profile", "kyle-ledbetter"],
  ["profile company tagline", "crew", "profile", "kyle-ledbetter"],
  ["profile description", "sketches", "profile", "kyle-ledbetter"],
  ["chapter one-liner", "everybody", "chapter", "org-a"],
  ["chapter panel", "nights", "chapter", "louisiana"],
  ["chapter text", "Jefferson Street", "chapter", "louisiana"],
  ["chapter highlights", "friendly", "chapter", "org-d"],
  ["chapter stats", "laid", "chapter", "louisiana"],
  ["chapter roles", "principal", "chapter", "austin"],
  ["chapter part", "antenna", "chapter", "org-d"],
  ["timeline role", "Adjunct Instructor", "timeline", "org-j-adjunct-instructor"],
  ["timeline summary", "curriculum", "timeline", "org-k-nonprofit-board"],
  ["talk venue", "Prototype Days", "talk", "prototyping-with-language-models"],
  ["talk co-speakers", "Jenna Morales", "talk", "design-leadership-remote-year"],
  ["talk location", "Portland", "talk", "design-critique-without-tears"],
  ["talk year", "2016", "talk", "design-critique-without-tears"],
  ["talk takeaway", "distributions", "talk", "designing-probabilistic-products"],
  ["writing outlet", "Quarterly", "writing", "the-design-hiring-loop-we-use"],
  ["writing summary", "editors", "writing", "campus-daily-redesign-notes"],
  ["writing year", "2006", "writing", "campus-daily-redesign-notes"],
  ["press outlet", "Louisiana Press Review", "press", "student-designer-award"],
  ["press summary", "Org M Bakery", "press", "austin-studio-award"],
  ["project quote", "margins", "project", "ledbetter-studio-client-work"],
  ["project years", "2011", "project", "org-f-check-in-app"],
  ["practice summary", "contrast", "practice", "accessibility-reviews"],
  ["answer text", "replies", "answer", "how-to-contact-him"],
];

describe("every indexed field", () => {
  it.each(FIELD_PROBES)("%s: %s", (_field, query, type, id) => {
    const results = search(index, { query, type, limit: 3 });
    expect(results.map((r) => r.id)).toContain(id);
  });
});

describe("results", () => {
  const QUERIES = ["design", "critique", "Org B accessibility", "podcast", "2019 keynote", "where did he study"];

  it("show a plain sentence: no Markdown syntax, no link targets, at most 300 characters", () => {
    for (const query of QUERIES) {
      for (const r of search(index, { query, limit: 50 })) {
        expect(r.snippet.length, r.snippet).toBeGreaterThan(0);
        expect([...r.snippet].length).toBeLessThanOrEqual(300);
        expect(r.snippet).not.toMatch(/\]\(|https?:\/\/|\*\*|`|^#|<[a-z]/i);
      }
    }
  });

  it("show the sentence that holds the query words", () => {
    const [first] = search(index, { query: "conscience of the company", limit: 1 });
    expect(first?.snippet).toBe("Kyle made design the conscience of the company.");
  });

  it("honour the type filter and the limit", () => {
    for (const type of ["talk", "press", "answer"] as const) {
      const results = search(index, { query: "design", type, limit: 3 });
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(3);
      expect(results.every((r) => r.type === type)).toBe(true);
    }
  });

  it("understand years and kinds", () => {
    expect(search(index, { query: "2022 keynote", limit: 1 })[0]?.id).toBe("designing-probabilistic-products");
    const podcasts = search(index, { query: "podcast", type: "talk", limit: 10 });
    const expected = site.talks.filter((t) => t.kind === "podcast").map((t) => t.id);
    expect(
      podcasts
        .slice(0, expected.length)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...expected].sort());
    expect(search(index, { query: "press about him", limit: 1 })[0]?.type).toBe("press");
  });

  it("break ties by type order, then id", () => {
    const results = search(index, { query: "2019", limit: 50 });
    for (let i = 1; i < results.length; i++) {
      const [a, b] = [results[i - 1], results[i]];
      if (a && b && a.score === b.score && a.type === b.type) expect(a.id < b.id).toBe(true);
    }
  });
});

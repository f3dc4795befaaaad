/**
 * Search over the shipped sample: words found only in each of the fields the index promises to read, and
 * queries whose best sentence or first result is known from the sample's text.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import type { SearchType } from "../../src/schema/search-type.js";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { searchDocuments } from "../../src/search/index-data/documents.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { SAMPLE_PROFILE_ID as PROFILE_ID, sampleFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

let site: Site;
let index: SearchIndex;
beforeAll(async () => {
  site = await testSite(TEST_ORIGIN, await sampleFiles());
  index = buildSearchIndex(site, NEAR_WORDS);
});

/** Words that occur, among records of that type, only in the named field: each fails if the field is dropped. */
const FIELD_PROBES: readonly [field: string, query: string, type: SearchType, id: string][] = [
  ["profile places", "yearbook", "profile", PROFILE_ID],
  ["profile company backer", "Org G Ventures", "profile", PROFILE_ID],
  ["profile company tagline", "crew", "profile", PROFILE_ID],
  ["profile description", "sketches", "profile", PROFILE_ID],
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
  ["project link label", "portfolio", "project", "ledbetter-studio-client-work"],
  ["talk link label", "transcript", "talk", "accessible-by-default"],
  ["practice summary", "contrast", "practice", "accessibility-reviews"],
  ["answer text", "replies", "answer", "how-to-contact-him"],
  ["project keywords", "telemedicine", "project", "org-b-care-app"],
  ["practice keywords", "ethnography", "practice", "ride-alongs"],
];

describe("every indexed field", () => {
  it.each(FIELD_PROBES)("%s: %s", (_field, query, type, id) => {
    const results = search(index, { query, type, limit: 3 });
    expect(results.map((r) => r.id)).toContain(id);
  });
});

describe("link labels", () => {
  it("leave out a label that is another record's title: that record is found under its own", () => {
    const critiques = searchDocuments(site).find((d) => d.type === "practice" && d.id === "design-critiques");
    const text = [...(critiques?.summary ?? []), ...(critiques?.body ?? [])].join(" ");
    expect(site.practices.find((p) => p.id === "design-critiques")?.links.map((l) => l.label)).toContain(
      "The Critique Checklist",
    );
    expect(text).not.toContain("Critique Checklist");
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

  it("put a record of the type the query names before others that mention its topic more", () => {
    const results = search(index, { query: "talk on hiring", limit: 2 });
    expect(results.map((r) => r.type)).toEqual(["talk", "talk"]);
  });

  it("read a kind word with two letters swapped as the word", () => {
    const ids = (query: string) => search(index, { query, limit: 3 }).map((r) => `${r.type}:${r.id}`);
    expect(ids("podcsat")).toEqual(ids("podcast"));
  });

  it("answer a request for a summary of him with the profile", () => {
    for (const query of ["a summary of him", "give me an overview", "tell me about this guy"]) {
      expect(search(index, { query, limit: 1 })[0]?.type, query).toBe("profile");
    }
  });

  it("prefer, for a question asking how many, the record whose matching sentence states the number", () => {
    // The design system's project states its reach as a share; the talk about a design system does not.
    const ids = search(index, { query: "how many people used the design system", limit: 3 }).map((r) => r.id);
    expect(ids).toContain("org-a-foundations");
  });

  it("put first the record whose title restates a question, where the topic words match others as well", () => {
    // "Org C AI" names the chapter and both Org C AI roles as much as the quick answer asked for.
    const [first] = search(index, { query: "what did he do at Org C AI", limit: 1 });
    expect(first && `${first.type}:${first.id}`).toBe("answer:what-did-he-do-at-org-c-ai");
  });

  it("take a designer's software for the tools they use (content/synonyms.yaml)", () => {
    const [first] = search(index, { query: "what software does he design in", limit: 1 });
    expect(first && `${first.type}:${first.id}`).toBe("answer:what-tools-does-he-use");
  });

  it("take his view or opinion on a subject for his stance on it (content/synonyms.yaml)", () => {
    for (const query of ["his view on AI", "his opinion on AI in design"]) {
      const [first] = search(index, { query, limit: 1 });
      expect(first && `${first.type}:${first.id}`).toBe("answer:stance-on-ai-in-design");
    }
  });

  it("take a region or a city's nickname for the city he lived in (content/synonyms.yaml)", () => {
    // An expansion weighs less than a typed word: "his years in the PNW" still goes to records about years.
    const top3 = (query: string) => search(index, { query, limit: 3 }).map((r) => `${r.type}:${r.id}`);
    expect(top3("PNW")).toContain("chapter:org-c-ai");
    expect(top3("when did he live in the pacific northwest")).toContain("answer:where-is-he-based");
    // His San Francisco years: the Org A chapter or its roles there.
    expect(top3("what did he do in the bay area").some((key) => /^(?:chapter|timeline):org-a\b/.test(key))).toBe(true);
  });

  it("take volunteering for his unpaid roles: a nonprofit's board, a meetup he organised (content/synonyms.yaml)", () => {
    const top3 = search(index, { query: "volunteer work", limit: 3 }).map((r) => `${r.type}:${r.id}`);
    expect(top3.some((key) => ["timeline:org-k-nonprofit-board", "timeline:austin-design-meetup"].includes(key))).toBe(
      true,
    );
  });

  it("answer a question about his accounts elsewhere with the profile, which lists them", () => {
    for (const query of ["what is his username", "where are his social handles"]) {
      expect(search(index, { query, limit: 1 })[0]?.type, query).toBe("profile");
    }
  });

  it("break ties by type order, then id", () => {
    // A tie made on purpose: copies of one article, which score alike on a word of its title alone ("Article"
    // and "Press" are one word each, so the bodies are as long), added in an order that is neither the ids'
    // nor the types': one copy before the original, two after, the press copy ("aaa") last.
    const original = site.writing.find((w) => w.id === "designing-for-gloves");
    if (!original) throw new Error("the sample lost the article designing-for-gloves");
    const writing = [
      { ...original, id: "zzz-copy" },
      ...site.writing,
      { ...original, id: "aaa-copy" },
      { ...original, id: "aaa-press", kind: "press" as const },
    ];
    const tied = search(buildSearchIndex({ ...site, writing }, NEAR_WORDS), { query: "gloves", limit: 4 });
    expect(new Set(tied.map((r) => r.score)).size, "the four copies tie").toBe(1);
    // Writing before press (SEARCH_TYPES order), though "aaa-press" is the smallest id; then ids within a type.
    expect(tied.map((r) => `${r.type}:${r.id}`)).toEqual([
      "writing:aaa-copy",
      "writing:designing-for-gloves",
      "writing:zzz-copy",
      "press:aaa-press",
    ]);
  });
});

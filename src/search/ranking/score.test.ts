import { describe, expect, it } from "vitest";
import { termOf } from "../analysis/analyze.js";
import type { Alternative } from "../analysis/synonyms.js";
import { buildEngine } from "../index-data/engine.js";
import { vocabularyBuilder } from "../index-data/vocabulary.js";
import { facet } from "../intent/facets.js";
import { planQuery } from "./query.js";
import { allWordBits, coverageOf, scoreQuery, wordRarity } from "./score.js";

/** Documents of one text field and one facet field. */
const setup = (docs: readonly { text: string; facets?: string[] }[]) => {
  const builder = vocabularyBuilder();
  const fields = docs.map(({ text, facets = [] }) => {
    const ids: number[] = [];
    builder.addText(text, ids);
    return [ids, facets.map(builder.facetId)];
  });
  const vocabulary = builder.done();
  return { vocabulary, engine: buildEngine(fields, 2, vocabulary.size) };
};

const { engine, vocabulary } = setup([
  { text: "Design systems at Org A." },
  { text: "Systems of design, and more design." },
  { text: "A podcast episode.", facets: [facet.kind("podcast")] },
  { text: "Nothing here." },
]);
const run = (query: string, alternatives: readonly Alternative[] = []) =>
  scoreQuery(engine, vocabulary, planQuery(query), alternatives, [1, 1], 1.5);

describe("scoreQuery", () => {
  it("counts a document matched only through an expansion as matching the word it stands for, at its weight", () => {
    const direct = run("nothing");
    const expanded = run("zzzz", [{ term: termOf("nothing").term, pairs: [], weight: 0.5, bits: 1 }]);
    expect(expanded.touched).toEqual([3]);
    expect(expanded.wordBits[3]).toBe(1);
    expect(expanded.matchedTerms[3]).toBe(1);
    expect(expanded.scores[3]).toBeCloseTo((direct.scores[3] ?? 0) / 2);
  });

  it("reaches only documents that match, and scores each of them", () => {
    const m = run("design systems");
    expect([...m.touched].sort()).toEqual([0, 1]);
    expect(m.scores[0]).toBeGreaterThan(0);
    expect(m.scores[3]).toBe(0);
  });

  it("records which words matched and whether the words matched as a phrase", () => {
    const m = run("design systems");
    expect(m.wordBits[0]).toBe(allWordBits(2));
    expect(m.wordBits[1]).toBe(allWordBits(2));
    expect(m.pairsMatched[0]).toBe(1);
    expect(m.pairsMatched[1]).toBe(0);
    expect(m.scores[0]).toBeGreaterThan(m.scores[1] ?? 0);
  });

  it("counts each matched query term once, as MiniSearch does", () => {
    const m = run("design systems");
    expect(m.matchedTerms[0]).toBe(3);
    expect(m.matchedTerms[1]).toBe(2);
  });

  it("lets a facet stand in for its word and marks the record as asked for", () => {
    const m = run("podcasts");
    expect(m.touched).toContain(2);
    expect(m.asked[2]).toBe(1);
    expect(m.wordBits[2]).toBe(allWordBits(1));
  });

  it("finds a misspelt word the site does not use, by its typo lookup", () => {
    expect(run("desgn").touched).toContain(0);
  });

  it("distinguishes Org A from other orgs through the pair", () => {
    const m = run("org a");
    expect(m.pairsMatched[0]).toBe(1);
  });
});

describe("allWordBits", () => {
  it("sets one bit per word, up to all 32", () => {
    expect(allWordBits(1)).toBe(1);
    expect(allWordBits(3)).toBe(7);
    expect(allWordBits(32)).toBe(0xffffffff);
  });
});

describe("wordRarity and coverageOf", () => {
  it("weighs a word held by fewer records more, and nothing for a word that matched nothing", () => {
    // "design" is in two records, "episode" in one, "zzzz" in none.
    const rarity = wordRarity(engine, run("design episode zzzz"), 3);
    expect(rarity[1]).toBeGreaterThan(rarity[0] ?? 0);
    expect(rarity[0]).toBeGreaterThan(0);
    expect(rarity[2]).toBe(0);
    const coverage = coverageOf(rarity);
    expect(coverage(0b010)).toBeGreaterThan(0.5);
    expect(coverage(0b011)).toBeCloseTo(1);
    expect(coverage(0b010)).toBe(coverage(0b010));
    expect(coverageOf(new Float64Array(2))(0)).toBe(1);
  });

  it("weighs a word that matched only through its facet by the facet's rarity", () => {
    // No text says "interview"; the facet it asks for (podcasts) is on one record, and "design" is in two.
    const matches = run("interview design");
    const rarity = wordRarity(engine, matches, 2);
    expect(rarity[0]).toBeGreaterThan(rarity[1] ?? 0);
    expect(coverageOf(rarity)(matches.wordBits[2] ?? 0)).toBeGreaterThan(0.5);
  });
});

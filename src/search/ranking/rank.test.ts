import { describe, expect, it } from "vitest";
import {
  ALL_WORDS_BOOST,
  byTypeThenId,
  COVERAGE_EXPONENT,
  FACET_BOOST,
  PHRASE_BOOST,
  rankScore,
  selectTop,
} from "./rank.js";

const plain = { base: 1, asked: false, allWords: false, phrase: false, coverage: 1 };

describe("rankScore", () => {
  it("is an integer scaled from the base score", () => {
    expect(rankScore({ ...plain, base: 1.234 })).toBe(123);
  });

  it("multiplies the boosts for the kind asked for, every word and the phrase", () => {
    expect(rankScore({ ...plain, allWords: true })).toBe(Math.round(100 * ALL_WORDS_BOOST));
    expect(rankScore({ ...plain, allWords: true, phrase: true })).toBe(
      Math.round(100 * ALL_WORDS_BOOST * PHRASE_BOOST),
    );
    expect(rankScore({ ...plain, asked: true })).toBe(Math.round(100 * FACET_BOOST));
  });

  it("discounts a record that matched only part of the query's weight, less than in proportion", () => {
    expect(rankScore({ ...plain, coverage: 0.25 })).toBe(Math.round(100 * 0.25 ** COVERAGE_EXPONENT));
    expect(rankScore({ ...plain, coverage: 0.25 })).toBeGreaterThan(25);
    expect(rankScore({ ...plain, coverage: 0.25 })).toBeLessThan(rankScore({ ...plain, coverage: 0.5 }));
  });

  it("never gives a negative or non-finite score", () => {
    for (const base of [Number.NaN, Number.POSITIVE_INFINITY, -5]) expect(rankScore({ ...plain, base })).toBe(0);
  });
});

describe("byTypeThenId", () => {
  it("orders by the contract's type order, then id", () => {
    const items = [
      { type: "talk" as const, id: "b" },
      { type: "talk" as const, id: "a" },
      { type: "answer" as const, id: "a" },
      { type: "chapter" as const, id: "z" },
    ];
    expect(items.sort(byTypeThenId).map((r) => `${r.type}:${r.id}`)).toEqual([
      "chapter:z",
      "talk:a",
      "talk:b",
      "answer:a",
    ]);
  });
});

describe("selectTop", () => {
  it("keeps the best by score, then tie order, best first", () => {
    const candidates = [
      { doc: 0, score: 5, tie: 3 },
      { doc: 1, score: 9, tie: 9 },
      { doc: 2, score: 5, tie: 1 },
      { doc: 3, score: 1, tie: 0 },
      { doc: 4, score: 7, tie: 2 },
    ];
    expect(selectTop(candidates, 3).map((c) => c.doc)).toEqual([1, 4, 2]);
    expect(selectTop(candidates, 10).map((c) => c.doc)).toEqual([1, 4, 2, 0, 3]);
    expect(selectTop(candidates, 0)).toEqual([]);
  });

  it("agrees with a full sort", () => {
    const candidates = Array.from({ length: 200 }, (_, doc) => ({
      doc,
      score: (doc * 7919) % 37,
      tie: (doc * 31) % 200,
    }));
    const sorted = [...candidates].sort((a, b) => b.score - a.score || a.tie - b.tie);
    expect(selectTop(candidates, 25)).toEqual(sorted.slice(0, 25));
  });
});

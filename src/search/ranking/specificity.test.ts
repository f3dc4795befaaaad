import { describe, expect, it } from "vitest";
import { buildEngine } from "../index-data/engine.js";
import type { Lookup } from "./score.js";
import { headBits, LENGTH_EXPONENT, lengthFactor, medianOf, rarity, recordLengths } from "./specificity.js";

describe("lengthFactor", () => {
  it("discounts a long record whose title and summary hold none of the question", () => {
    expect(lengthFactor(400, 100, 0)).toBeCloseTo(0.25 ** LENGTH_EXPONENT);
    expect(lengthFactor(400, 100, 0)).toBeLessThan(1);
  });

  it("leaves a record of typical length, or one whose head holds a question word, alone", () => {
    expect(lengthFactor(80, 100, 0)).toBe(1);
    expect(lengthFactor(400, 100, 0b1)).toBe(1);
  });
});

describe("headBits", () => {
  // Fields: title, summary, body, facets. Term 0 in doc 0's title; term 1 only in doc 1's body.
  const engine = buildEngine(
    [
      [[0], [], [1], []],
      [[], [], [0, 1, 1], []],
    ],
    4,
    2,
  );
  const lookups: Lookup[] = [
    { id: 0, snippetWeight: 1, bits: 0b01 },
    { id: 1, snippetWeight: 1, bits: 0b10 },
  ];

  it("is the question words a record's title or summary holds, not its body", () => {
    expect(headBits(engine, lookups, 0)).toBe(0b01);
    expect(headBits(engine, lookups, 1)).toBe(0);
  });

  it("measures lengths over every field", () => {
    expect([...recordLengths(engine)]).toEqual([2, 3]);
    expect(medianOf(Float64Array.from([5, 1, 3]))).toBe(3);
  });
});

describe("rarity", () => {
  it("weighs a term fewer records hold above a common one, and never at zero", () => {
    // Term 0 in one record of three, term 1 in all three.
    const engine = buildEngine([[[0, 1]], [[1]], [[1]]], 1, 2);
    expect(rarity(engine, 0)).toBeGreaterThan(rarity(engine, 1));
    expect(rarity(engine, 1)).toBeGreaterThan(0);
  });
});

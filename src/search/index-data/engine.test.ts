import { describe, expect, it } from "vitest";
import { accumulate, buildEngine, holds } from "./engine.js";

/** Three documents, two fields, terms 0..3. */
const engine = buildEngine(
  [
    [[0, 0, 1], [2]],
    [[1], [0, 3, 3, 3]],
    [[], [2]],
  ],
  2,
  4,
);

const scoresFor = (term: number, boosts: number[] = [1, 1]) => {
  const scores = new Float64Array(engine.docCount);
  const hits = new Uint32Array(engine.docCount);
  const count = accumulate(engine, term, 1, boosts, scores, hits);
  return { scores: [...scores], hits: [...hits.slice(0, count)] };
};

describe("buildEngine", () => {
  it("lists each term's documents once, ascending", () => {
    expect(scoresFor(0).hits).toEqual([0, 1]);
    expect(scoresFor(2).hits).toEqual([0, 2]);
    expect(scoresFor(3).hits).toEqual([1]);
  });

  it("counts field lengths and their averages", () => {
    expect([...engine.lengths]).toEqual([3, 1, 1, 4, 0, 1]);
    expect([...engine.avgLengths]).toEqual([4 / 3, 2]);
  });

  it("answers membership", () => {
    expect(holds(engine, 0, 1)).toBe(true);
    expect(holds(engine, 0, 2)).toBe(false);
    expect(holds(engine, 3, 0)).toBe(false);
  });
});

describe("accumulate", () => {
  it("scores more occurrences higher and a rarer term higher", () => {
    const { scores } = scoresFor(0);
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[2]).toBe(0);
    const rare = scoresFor(3).scores[1] ?? 0;
    const common = scoresFor(1).scores[1] ?? 0;
    expect(rare).toBeGreaterThan(common);
  });

  it("applies field boosts", () => {
    const plain = scoresFor(0).scores[0] ?? 0;
    const boosted = scoresFor(0, [3, 1]).scores[0] ?? 0;
    expect(boosted).toBeCloseTo(plain * 3);
  });

  it("weighs a field's length by that field's b", () => {
    // Term 1 once in a 3-term field (doc 0) and once in a 1-term field (doc 1): the longer field scores less, and
    // by more as b grows; with b 0 length does not count at all.
    const docs = [[[0, 0, 1]], [[1]]];
    const at = (b: number) => {
      const e = buildEngine(docs, 1, 2, [b]);
      const scores = new Float64Array(2);
      accumulate(e, 1, 1, [1], scores, new Uint32Array(2));
      return { long: scores[0] ?? 0, short: scores[1] ?? 0 };
    };
    expect(at(0).long).toBeCloseTo(at(0).short);
    expect(at(0.9).short / at(0.9).long).toBeGreaterThan(at(0.5).short / at(0.5).long);
    expect(buildEngine(docs, 1, 2).b[0]).toBe(0.7);
  });

  it("adds to the scores it is given", () => {
    const scores = new Float64Array([1, 1, 1]);
    accumulate(engine, 3, 1, [1, 1], scores, new Uint32Array(3));
    expect(scores[0]).toBe(1);
    expect(scores[1]).toBeGreaterThan(1);
  });
});

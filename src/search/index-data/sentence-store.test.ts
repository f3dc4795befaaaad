import { describe, expect, it } from "vitest";
import { sentenceHolds, sentenceStoreBuilder } from "./sentence-store.js";

describe("sentenceStoreBuilder", () => {
  it("keeps each sentence's distinct ids, sorted, and numbers sentences in order", () => {
    const builder = sentenceStoreBuilder();
    const ids = [9, 3, 3, 7, 1, 1, 2];
    expect(builder.add("First.", ids, 0, 4)).toBe(0);
    expect(builder.add("Second.", ids, 4, 7)).toBe(1);
    expect(builder.add("Empty.", ids, 7, 7)).toBe(2);
    const store = builder.done();
    expect(store.texts).toEqual(["First.", "Second.", "Empty."]);
    expect([...store.terms]).toEqual([3, 7, 9, 1, 2]);
    expect([...store.bounds]).toEqual([0, 3, 5, 5]);
  });

  it("answers whether a sentence holds a term", () => {
    const builder = sentenceStoreBuilder();
    builder.add("A.", [5, 4], 0, 2);
    builder.add("B.", [4, 6], 0, 2);
    const store = builder.done();
    expect(sentenceHolds(store, 0, 5)).toBe(true);
    expect(sentenceHolds(store, 0, 6)).toBe(false);
    expect(sentenceHolds(store, 1, 4)).toBe(true);
  });

  it("handles sentences longer than its scratch space", () => {
    const builder = sentenceStoreBuilder();
    const ids = Array.from({ length: 1000 }, (_, i) => 999 - i);
    builder.add("Long.", ids, 0, ids.length);
    expect(builder.done().terms).toHaveLength(1000);
  });
});

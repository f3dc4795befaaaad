import { describe, expect, it } from "vitest";
import { adjacentSwaps, isAdjacentSwap, oneDropped } from "./swaps.js";

describe("adjacentSwaps", () => {
  it("swaps each pair of neighbouring letters once", () => {
    expect(adjacentSwaps("abcd")).toEqual(["bacd", "acbd", "abdc"]);
    expect(adjacentSwaps("podcsat")).toContain("podcast");
  });

  it("never gives the word back, and nothing for one letter", () => {
    expect(adjacentSwaps("aab")).toEqual(["aba"]);
    expect(adjacentSwaps("a")).toEqual([]);
  });

  it("swaps letters, not UTF-16 halves", () => {
    expect(adjacentSwaps("a\u{1d49c}")).toEqual(["\u{1d49c}a"]);
  });
});

describe("oneDropped", () => {
  it("drops each letter inside the word once, never its first or last", () => {
    expect(oneDropped("baised")).toEqual(["bised", "based", "baied", "baisd"]);
    expect(oneDropped("keep")).toEqual(["kep"]);
    expect(oneDropped("ab")).toEqual([]);
  });
});

describe("isAdjacentSwap", () => {
  it("holds exactly the words adjacentSwaps makes", () => {
    for (const word of ["amsterdam", "johannesburg", "aab", "abba"]) {
      const swaps = new Set(adjacentSwaps(word));
      for (const typed of [...swaps, word, "amsterdma", "masterdam", "amstredam", "aba", "baab", "abab"])
        expect(isAdjacentSwap(typed, word)).toBe(swaps.has(typed));
    }
  });
});

import fc from "fast-check";
import SearchableMap from "minisearch/SearchableMap";
import { describe, expect, it } from "vitest";
import { idOf, withinEdits, withPrefix, wordList } from "./word-list.js";

const WORDS = ["design", "designer", "desk", "deskt", "accessibl", "access", "a", "ab", "desgn", "zebra"];
const list = wordList(WORDS.map((word, id) => [word, id]));
const found = (matches: { word: string; distance: number }[]) => matches.map(({ word, distance }) => [word, distance]);

describe("wordList", () => {
  it("sorts the words and keeps each one's id and what it shares with the word before", () => {
    expect(list.words).toEqual([...WORDS].sort());
    list.words.forEach((word, i) => {
      expect(list.ids[i]).toBe(WORDS.indexOf(word));
    });
    // a, ab, access, accessibl, desgn, design, designer, desk, deskt, zebra
    expect([...list.shared]).toEqual([0, 1, 1, 6, 0, 3, 6, 3, 4, 0]);
  });

  it("finds a word's id, and none for a word it does not hold", () => {
    for (const [id, word] of WORDS.entries()) expect(idOf(list, word)).toBe(id);
    for (const absent of ["", "b", "desi", "zebras", "aa"]) expect(idOf(list, absent)).toBeUndefined();
  });

  it("lists the words a prefix starts, itself included, with the letters each adds", () => {
    expect(found(withPrefix(list, "desk"))).toEqual([
      ["desk", 0],
      ["deskt", 1],
    ]);
    expect(found(withPrefix(list, "des"))).toEqual([
      ["desgn", 2],
      ["design", 3],
      ["designer", 5],
      ["desk", 1],
      ["deskt", 2],
    ]);
    expect(withPrefix(list, "q")).toEqual([]);
    expect(withPrefix(list, "zebras")).toEqual([]);
  });

  it("lists the words within the edits, by Levenshtein distance", () => {
    expect(found(withinEdits(list, "desgin", 1))).toEqual([["desgn", 1]]);
    expect(found(withinEdits(list, "desgin", 2))).toEqual([
      ["desgn", 1],
      ["design", 2],
    ]);
    expect(found(withinEdits(list, "b", 1))).toEqual([
      ["a", 1],
      ["ab", 1],
    ]);
    expect(found(withinEdits(list, "desk", 0))).toEqual([["desk", 0]]);
  });

  it("finds what MiniSearch's radix tree finds, prefix and typo lookups alike", () => {
    const letters = fc.string({ unit: fc.constantFrom("a", "b", "c", "d", "é"), maxLength: 8 });
    fc.assert(
      fc.property(
        fc.uniqueArray(
          letters.filter((w) => w.length > 0),
          { maxLength: 60 },
        ),
        letters,
        fc.integer({ min: 0, max: 3 }),
        (words, query, edits) => {
          const tree = new SearchableMap<number>();
          for (const [id, word] of words.entries()) tree.set(word, id);
          const ours = wordList(words.map((word, id) => [word, id]));
          const byWord = (a: [string, number, number], b: [string, number, number]) => (a[0] < b[0] ? -1 : 1);
          const fuzzy = [...tree.fuzzyGet(query, edits)].map(([w, [id, d]]): [string, number, number] => [w, id, d]);
          expect(withinEdits(ours, query, edits).map(({ word, id, distance }) => [word, id, distance])).toEqual(
            fuzzy.sort(byWord),
          );
          const prefix = [...tree.atPrefix(query)].map(([w, id]): [string, number, number] => [
            w,
            id,
            w.length - query.length,
          ]);
          expect(withPrefix(ours, query).map(({ word, id, distance }) => [word, id, distance])).toEqual(
            prefix.sort(byWord),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

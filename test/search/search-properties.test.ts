/** search() on any input: never throws, respects the limit and the type, scores never increase down the list. */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { SearchResult } from "../../src/schema/search.js";
import { SEARCH_TYPES } from "../../src/schema/search-type.js";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { SNIPPET_MAX } from "../../src/search/ranking/snippet.js";
import { testSite } from "../support/app.js";
import { NEAR_WORDS } from "../support/near-words.js";
import { hostileQuery } from "../support/search-arbitraries.js";

let index: SearchIndex;
beforeAll(async () => {
  index = buildSearchIndex(await testSite(), NEAR_WORDS);
});

describe("search() on hostile input", () => {
  it("returns valid, bounded, ordered, filtered and repeatable results", () => {
    fc.assert(
      fc.property(
        hostileQuery,
        fc.option(fc.constantFrom(...SEARCH_TYPES), { nil: null }),
        fc.integer({ min: -5, max: 60 }),
        (query, type, limit) => {
          const results = search(index, { query, type, limit });
          expect(results.length).toBeLessThanOrEqual(Math.max(0, limit));
          results.forEach((r, i) => {
            expect(SearchResult.safeParse(r).success).toBe(true);
            expect([...r.snippet].length).toBeLessThanOrEqual(SNIPPET_MAX);
            if (type !== null) expect(r.type).toBe(type);
            const previous = results[i - 1];
            if (previous) expect(r.score).toBeLessThanOrEqual(previous.score);
          });
          expect(search(index, { query, type, limit })).toEqual(results);
        },
      ),
      { numRuns: 400 },
    );
    // 800 searches of long hostile queries: about 12 s alone, and more than the default 30 s under the full suite's load.
  }, 90_000);

  it("treats a non-finite limit as no results rather than failing", () => {
    for (const limit of [Number.NaN, Number.POSITIVE_INFINITY, -1, 0]) {
      expect(search(index, { query: "design", limit })).toEqual([]);
    }
  });
});

/** The answer cache: the same answers as an uncached search, kept per index, bounded by the results it holds. */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { SEARCH_TYPES } from "../../src/schema/search-type.js";
import { cachedSearch, SEARCH_CACHE_RESULTS } from "../../src/search/cache.js";
import { buildSearchIndex, type SearchIndex, search, suggest } from "../../src/search/index.js";
import { testSite } from "../support/app.js";
import { NEAR_WORDS } from "../support/near-words.js";
import { hostileQuery } from "../support/search-arbitraries.js";

let site: Site;
let index: SearchIndex;
beforeAll(async () => {
  site = await testSite();
  index = buildSearchIndex(site, NEAR_WORDS);
});

describe("cachedSearch", () => {
  it("answers every query, first time and repeated, exactly as search() and suggest() do", () => {
    fc.assert(
      fc.property(
        hostileQuery,
        fc.option(fc.constantFrom(...SEARCH_TYPES), { nil: null }),
        fc.integer({ min: 0, max: 50 }),
        (query, type, limit) => {
          const data = search(index, { query, type, limit });
          const expected = data.length > 0 ? { data } : { data, suggestions: suggest(index, query) };
          expect(cachedSearch(index, { query, type, limit })).toEqual(expected);
          expect(cachedSearch(index, { query, type, limit })).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
    // 900 searches, about 5 s alone; the full suite's load on two cores has taken it past the default 30 s.
  }, 90_000);

  it("answers a repeat from the cache, and tells queries, types and limits apart", () => {
    const first = cachedSearch(index, { query: "design", type: null, limit: 5 });
    expect(cachedSearch(index, { query: "design", type: null, limit: 5 })).toBe(first);
    expect(cachedSearch(index, { query: "design", type: null, limit: 4 })).not.toBe(first);
    expect(cachedSearch(index, { query: "design ", type: null, limit: 5 })).not.toBe(first);
    expect(cachedSearch(index, { query: "design", type: "talk", limit: 5 })).not.toBe(first);
  });

  it("keeps one cache per index, so a reloaded site never gets the old site's answers", () => {
    const other = buildSearchIndex(site, NEAR_WORDS);
    const first = cachedSearch(index, { query: "speaking", type: null, limit: 3 });
    expect(cachedSearch(other, { query: "speaking", type: null, limit: 3 })).not.toBe(first);
  });

  it("holds at most SEARCH_CACHE_RESULTS results: the least recently asked are dropped", () => {
    const fresh = buildSearchIndex(site, NEAR_WORDS);
    const oldest = cachedSearch(fresh, { query: "zzzz-0", type: null, limit: 1 });
    for (let i = 1; i <= SEARCH_CACHE_RESULTS; i++) cachedSearch(fresh, { query: `zzzz-${i}`, type: null, limit: 1 });
    expect(cachedSearch(fresh, { query: "zzzz-0", type: null, limit: 1 })).not.toBe(oldest);
  });
});

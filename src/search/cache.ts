/**
 * Answers to recent queries, per index. A search is a pure function of the content and the query, and people
 * and agents repeat queries, so a repeat skips the ranking (`npm run bench`: the search row). Each index has its
 * own cache, so a reload (a new site, a new index) starts empty. The quota is counted before the cache is
 * consulted, so a cached answer costs a client the same as a fresh one.
 */
import { LRUCache } from "lru-cache";
import type { SearchResult } from "../schema/search.js";
import { type SearchIndex, type SearchOptions, search, suggest } from "./index.js";

/** Results held per index, counted across its cached answers (an answer without results counts one). */
export const SEARCH_CACHE_RESULTS = 5_000;

export interface SearchAnswer {
  readonly data: readonly SearchResult[];
  /** Only when nothing was found: words the site uses that are close to the query's. */
  readonly suggestions?: readonly string[];
}

const caches = new WeakMap<SearchIndex, LRUCache<string, SearchAnswer>>();

const cacheOf = (index: SearchIndex): LRUCache<string, SearchAnswer> => {
  let cache = caches.get(index);
  if (!cache) {
    cache = new LRUCache<string, SearchAnswer>({
      maxSize: SEARCH_CACHE_RESULTS,
      sizeCalculation: (answer) => Math.max(1, answer.data.length),
    });
    caches.set(index, cache);
  }
  return cache;
};

/** `search` and, when it finds nothing, `suggest`: from the cache when the same query was answered lately. */
export const cachedSearch = (index: SearchIndex, options: SearchOptions): SearchAnswer => {
  const cache = cacheOf(index);
  const key = `${options.type ?? ""}\u0000${options.limit}\u0000${options.query}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const data = search(index, options);
  const answer: SearchAnswer = data.length > 0 ? { data } : { data, suggestions: suggest(index, options.query) };
  cache.set(key, answer);
  return answer;
};

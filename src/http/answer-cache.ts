/**
 * Written answers by request key, for responses that are a pure function of the request and the content (a
 * search, an MCP tool call): a repeat is served from the string already written, skipping validation, the
 * handler and serialisation. Bounded by size in characters, keys included, so long keys cannot grow it
 * unseen. One cache per built app or prepared server, so a reload starts empty; only answers the handler wrote
 * are kept, never refusals, so bad input is judged every time.
 */
import { LRUCache } from "lru-cache";

/** Characters each cache holds: about a thousand search answers of a few kilobytes. */
export const ANSWER_CACHE_CHARS = 8 * 1024 * 1024;

export type AnswerCache = LRUCache<string, string>;

export const answerCache = (maxChars = ANSWER_CACHE_CHARS): AnswerCache =>
  new LRUCache<string, string>({ maxSize: maxChars, sizeCalculation: (answer, key) => answer.length + key.length });

/** The answer written for `key` before, else `write()`'s, kept unless it throws or declines (undefined). */
export const remember = <T extends string | undefined>(cache: AnswerCache, key: string, write: () => T): T => {
  const known = cache.get(key);
  // Only what `write` returned is ever stored, so a stored answer is a T.
  if (known !== undefined) return known as T;
  const written = write();
  if (written !== undefined) cache.set(key, written);
  return written;
};

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

export type AnswerCache<V extends {} = string> = LRUCache<string, V>;

/** `size`: an answer's size in characters, for answers kept with facts beside the written string. */
export function answerCache(maxChars?: number): AnswerCache;
export function answerCache<V extends {}>(size: (answer: V) => number, maxChars?: number): AnswerCache<V>;
export function answerCache<V extends {}>(
  sizeOrMax?: number | ((answer: V) => number),
  maxChars = ANSWER_CACHE_CHARS,
): AnswerCache<V> {
  const size = typeof sizeOrMax === "function" ? sizeOrMax : (answer: V) => String(answer).length;
  const max = typeof sizeOrMax === "number" ? sizeOrMax : maxChars;
  return new LRUCache<string, V>({ maxSize: max, sizeCalculation: (answer, key) => size(answer) + key.length });
}

/** Fields every imported list shares: ids unique within their file, and the owner's keywords within their limits. */
import { KEYWORD_LIMITS } from "../../../src/schema/common.js";

/** `base`, or `base-2`, `base-3`… when taken: the first of a name keeps the id the name alone gives. */
export const unique = (base: string, taken: Set<string>): string => {
  const root = base || "item";
  let id = root;
  for (let n = 2; taken.has(id); n++) id = `${root}-${n}`;
  taken.add(id);
  return id;
};

/**
 * A source's keywords as a record's `keywords`: trimmed, each once, none longer than the limit, at most the limit's
 * count; absent when none is left, so a record without any keeps its file free of an empty key.
 */
export const keywordsOf = (words: readonly string[]): { keywords?: string[] } => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words) {
    const keyword = word.replace(/\s+/g, " ").trim();
    const key = keyword.toLowerCase();
    if (keyword === "" || keyword.length > KEYWORD_LIMITS.length || seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
  }
  return kept.length === 0 ? {} : { keywords: kept.slice(0, KEYWORD_LIMITS.count) };
};

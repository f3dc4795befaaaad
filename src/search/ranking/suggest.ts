/**
 * Suggestions for a query that found nothing: words the site does use that are close to the query's words, by
 * spelling (up to two edits, or a longer word it begins) or by meaning (the index's related words), as the site
 * writes them; failing that, the words most records share. Each suggestion, searched alone, finds something.
 */
import { isCjk } from "../analysis/analyze.js";
import type { RelatedTable } from "../analysis/related.js";
import { TermKind, type Vocabulary } from "../index-data/vocabulary.js";
import { withinEdits, withPrefix } from "../index-data/word-list.js";
import type { QueryPlan } from "./query.js";

export const MAX_SUGGESTIONS = 5;
const MAX_EDITS = 2;

/** `fallback` is the site's most widespread words, most first, as ids; `related` the index's related words. */
export const suggestTerms = (
  vocabulary: Vocabulary,
  plan: QueryPlan,
  fallback: readonly number[],
  related: RelatedTable,
): string[] => {
  const found = new Map<number, number>();
  const add = (id: number | undefined, distance: number): void => {
    if (id === undefined || vocabulary.kind(id) !== TermKind.word) return;
    found.set(id, Math.min(found.get(id) ?? Infinity, distance));
  };
  for (const word of plan.words) {
    // Two edits of a CJK bigram reach every two-letter word the site has: no suggestion by spelling for it.
    if (isCjk(word.term)) continue;
    for (const { id, distance } of withinEdits(vocabulary.words, word.term, MAX_EDITS)) add(id, distance);
    if (word.term.length >= 3) for (const { id } of withPrefix(vocabulary.words, word.term)) add(id, MAX_EDITS + 1);
    for (const { term } of related.get(word.term) ?? []) add(vocabulary.id(term), MAX_EDITS + 2);
  }
  const ranked = [...found].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id);
  const surfaces = (ranked.length > 0 ? ranked : fallback).flatMap((id) => vocabulary.surface(id) ?? []);
  return [...new Set(surfaces)].slice(0, MAX_SUGGESTIONS);
};

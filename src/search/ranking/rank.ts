/**
 * Final ranking on top of BM25: a boost when the record is of the kind the query asks for ("press", "podcast",
 * "2019"), one when every query word matched (directly or through its facet), one when every adjacent pair
 * matched, that is, when the query appears as a phrase, and a discount for the share of the query's rarer words a
 * record misses. Scores are integers and ties are broken by type order,
 * then id, so the same query always gives the same list.
 */
import { SEARCH_TYPES, type SearchType } from "../../schema/search-type.js";

export const FACET_BOOST = 3;
export const ALL_WORDS_BOOST = 1.5;
export const PHRASE_BOOST = 1.25;
/**
 * The score is multiplied by coverage ** this: a record matching only the query's common words ("years",
 * "work") loses against one matching its rare, topical ones, more gently than in proportion.
 */
export const COVERAGE_EXPONENT = 0.5;
/** Integer scores keep two decimals of the underlying float, so near-ties stay ordered by relevance. */
const SCALE = 100;

const TYPE_ORDER: ReadonlyMap<SearchType, number> = new Map(SEARCH_TYPES.map((type, i) => [type, i]));

export interface Signals {
  /** Summed term scores times the number of query terms matched (MiniSearch's reward for coverage). */
  readonly base: number;
  /** The record carries a facet the query asked for. */
  readonly asked: boolean;
  /** Every query word matched, by itself or through its facet (queries of two words or more). */
  readonly allWords: boolean;
  /** Every adjacent pair of the query matched. */
  readonly phrase: boolean;
  /** The share, 0..1, of the query words' summed inverse document frequency that the record matched. */
  readonly coverage: number;
}

export const rankScore = ({ base, asked, allWords, phrase, coverage }: Signals): number => {
  const score =
    base *
    (asked ? FACET_BOOST : 1) *
    (allWords ? ALL_WORDS_BOOST : 1) *
    (phrase ? PHRASE_BOOST : 1) *
    Math.min(1, Math.max(0, coverage)) ** COVERAGE_EXPONENT;
  return Number.isFinite(score) ? Math.max(0, Math.round(score * SCALE)) : 0;
};

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** What breaks score ties: type order as the contract lists the types (docs/contract.md#searchresult), then id. */
export const byTypeThenId = (
  a: { readonly type: SearchType; readonly id: string },
  b: { readonly type: SearchType; readonly id: string },
): number => (TYPE_ORDER.get(a.type) ?? 0) - (TYPE_ORDER.get(b.type) ?? 0) || compareIds(a.id, b.id);

export interface Candidate {
  readonly doc: number;
  readonly score: number;
  /** Position in `byTypeThenId` order. */
  readonly tie: number;
}

const before = (a: Candidate, b: Candidate): boolean => a.score > b.score || (a.score === b.score && a.tie < b.tie);

/** The best `limit` candidates, best first, without sorting the thousands that will not be shown. */
export const selectTop = (candidates: Iterable<Candidate>, limit: number): Candidate[] => {
  const top: Candidate[] = [];
  for (const c of candidates) {
    const last = top[top.length - 1];
    if (top.length >= limit && (last === undefined || !before(c, last))) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = top[mid];
      if (at && before(at, c)) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, c);
    if (top.length > limit) top.pop();
  }
  return top;
};

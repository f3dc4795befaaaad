/**
 * One query against the engine: every query word with its prefix and typo expansions, the facets the words ask
 * for and the phrase pairs, summed per document, with what each document matched (which words, whether a facet,
 * how many pairs) so that `rank.ts` can boost complete and phrase matches.
 */

import type { Alternative } from "../analysis/synonyms.js";
import { accumulate, type Engine } from "../index-data/engine.js";
import { usedInText } from "../index-data/fields.js";
import { expand, TermKind, type Vocabulary } from "../index-data/vocabulary.js";
import type { QueryPlan } from "./query.js";

/** Set bits in a word mask. */
export const popCount = (bits: number): number => {
  let n = 0;
  for (let b = bits >>> 0; b !== 0; b &= b - 1) n++;
  return n;
};

export interface Lookup {
  readonly id: number;
  /** How much the term counts when picking the snippet sentence: pairs twice a word, facets not at all. */
  readonly snippetWeight: number;
  /** The query words a sentence holding the term speaks of (none for facets and phrase pairs). */
  readonly bits: number;
}

export interface QueryMatches {
  /** Documents with any match, in the order first reached. */
  readonly touched: readonly number[];
  /** Summed BM25+ of everything a document matched. */
  readonly scores: Float64Array;
  /** Query terms a document matched (words, facets, pairs), as MiniSearch counts them to reward coverage. */
  readonly matchedTerms: Uint8Array;
  /** Bit i set when word i matched, by itself or through a facet it asks for. */
  readonly wordBits: Uint32Array;
  /** 1 when the document carries a facet the query asked for. */
  readonly asked: Uint8Array;
  readonly pairsMatched: Uint8Array;
  readonly lookups: readonly Lookup[];
}

/** Bits for `count` words; 32 words fill the mask. */
export const allWordBits = (count: number): number => (count >= 32 ? 0xffffffff : (1 << count) - 1) >>> 0;

export const scoreQuery = (
  engine: Engine,
  vocabulary: Vocabulary,
  plan: QueryPlan,
  alternatives: readonly Alternative[],
  fieldBoosts: readonly number[],
  pairBoost: number,
  /** Whether a facet the query asks for makes a record of it one asked for (`asked`); it still matches. */
  asks: (facet: string) => boolean = () => true,
): QueryMatches => {
  const n = engine.docCount;
  const scores = new Float64Array(n);
  const matchedTerms = new Uint8Array(n);
  const wordBits = new Uint32Array(n);
  const ownWordBits = new Uint32Array(n);
  const asked = new Uint8Array(n);
  const pairsMatched = new Uint8Array(n);
  const seen = new Uint8Array(n);
  const hits = new Uint32Array(n);
  const touched: number[] = [];
  const lookups: Lookup[] = [];
  /** Scores term `id` and hands each document it reached to `mark`. */
  const score = (id: number, weight: number, snippetWeight: number, mark: (doc: number) => void, bits = 0): void => {
    lookups.push({ id, snippetWeight, bits });
    const count = accumulate(engine, id, weight, fieldBoosts, scores, hits);
    for (let i = 0; i < count; i++) {
      const doc = hits[i] ?? 0;
      if (seen[doc] === 0) {
        seen[doc] = 1;
        touched.push(doc);
      }
      mark(doc);
    }
  };

  plan.words.forEach((word, i) => {
    const bit = (1 << i) >>> 0;
    for (const { id, weight } of expand(vocabulary, word.term, word, (id) => usedInText(engine, id))) {
      score(
        id,
        weight,
        1,
        (doc) => {
          if (((ownWordBits[doc] ?? 0) & bit) === 0) {
            ownWordBits[doc] = (ownWordBits[doc] ?? 0) | bit;
            matchedTerms[doc] = (matchedTerms[doc] ?? 0) + 1;
            wordBits[doc] = (wordBits[doc] ?? 0) | bit;
          }
        },
        bit,
      );
    }
  });

  /** A record matched through an expansion counts as matching the words it stands for. */
  const credit = (bits: number) => (doc: number) => {
    const fresh = bits & ~(ownWordBits[doc] ?? 0);
    if (fresh === 0) return;
    ownWordBits[doc] = ((ownWordBits[doc] ?? 0) | fresh) >>> 0;
    wordBits[doc] = ((wordBits[doc] ?? 0) | fresh) >>> 0;
    matchedTerms[doc] = (matchedTerms[doc] ?? 0) + popCount(fresh);
  };
  for (const alt of alternatives) {
    const id = alt.term === undefined ? undefined : vocabulary.id(alt.term);
    if (id !== undefined && vocabulary.kind(id) === TermKind.word)
      score(id, alt.weight, alt.weight, credit(alt.bits), alt.bits);
    for (const [a, b] of alt.pairs) {
      const pair = vocabulary.pair(a, b);
      if (pair !== undefined) score(pair, alt.weight * pairBoost, 2 * alt.weight, credit(alt.bits));
    }
  }

  const askedBy = new Map<string, number>();
  plan.words.forEach((word, i) => {
    for (const facet of word.facets) askedBy.set(facet, ((askedBy.get(facet) ?? 0) | (1 << i)) >>> 0);
  });
  for (const [facet, bits] of askedBy) {
    const id = vocabulary.id(facet);
    if (id === undefined) continue;
    const counts = asks(facet);
    // With its words' bits, so that a word matched only through its facet has a rarity (wordRarity).
    score(
      id,
      1,
      0,
      (doc) => {
        matchedTerms[doc] = (matchedTerms[doc] ?? 0) + 1;
        wordBits[doc] = (wordBits[doc] ?? 0) | bits;
        if (counts) asked[doc] = 1;
      },
      bits,
    );
  }

  for (const [a, b] of plan.pairs) {
    const id = vocabulary.pair(a, b);
    if (id === undefined) continue;
    score(id, pairBoost, 2, (doc) => {
      matchedTerms[doc] = (matchedTerms[doc] ?? 0) + 1;
      pairsMatched[doc] = (pairsMatched[doc] ?? 0) + 1;
    });
  }

  return { touched, scores, matchedTerms, wordBits, asked, pairsMatched, lookups };
};

/**
 * Each query word's inverse document frequency: that of the rarest term it was looked up as (itself, a prefix or
 * typo match, an expansion standing for it), 0 when nothing matched it. A question's common words ("years",
 * "work", "does") weigh little; the words that name its topic weigh most.
 */
export const wordRarity = (engine: Engine, m: QueryMatches, words: number): Float64Array => {
  const rarity = new Float64Array(words);
  const n = engine.docCount;
  for (const { id, bits } of m.lookups) {
    if (bits === 0) continue;
    const df = (engine.offsets[id + 1] ?? 0) - (engine.offsets[id] ?? 0);
    if (df === 0) continue;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (let i = 0; i < words; i++) if ((bits & (1 << i)) !== 0) rarity[i] = Math.max(rarity[i] ?? 0, idf);
  }
  return rarity;
};

/**
 * The share of the words' summed rarity each word mask holds (1 when no word matched anything), as a function
 * that remembers each mask it was asked for: thousands of records share a handful of masks.
 */
export const coverageOf = (rarity: Float64Array): ((bits: number) => number) => {
  let total = 0;
  for (const r of rarity) total += r;
  const known = new Map<number, number>();
  return (bits) => {
    let share = known.get(bits);
    if (share === undefined) {
      let held = 0;
      for (let i = 0; i < rarity.length; i++) if ((bits & (1 << i)) !== 0) held += rarity[i] ?? 0;
      share = total === 0 ? 1 : held / total;
      known.set(bits, share);
    }
    return share;
  };
};

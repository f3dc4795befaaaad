/**
 * Every sentence of every record with its distinct term ids, for choosing snippets: texts in one array, ids in
 * one typed array with offsets. Sentences of a record are consecutive, so a record is a range of sentence
 * numbers. One flat store instead of a small array per sentence keeps indexing from drowning in allocations.
 */
import { sortedIncludes } from "./sorted.js";

export interface SentenceStore {
  readonly texts: readonly string[];
  /** Term ids of sentence s are terms[bounds[s] .. bounds[s + 1]), sorted and distinct. */
  readonly bounds: Uint32Array;
  readonly terms: Uint32Array;
}

export interface SentenceStoreBuilder {
  /** Adds a sentence whose term ids are `ids[start..end)`; returns its number. */
  add(text: string, ids: readonly number[], start: number, end: number): number;
  readonly count: number;
  done(): SentenceStore;
}

export const sentenceStoreBuilder = (): SentenceStoreBuilder => {
  const texts: string[] = [];
  const bounds: number[] = [0];
  const terms: number[] = [];
  let scratch = new Uint32Array(256);
  return {
    add: (text, ids, start, end) => {
      const length = end - start;
      if (scratch.length < length) scratch = new Uint32Array(length * 2);
      for (let i = 0; i < length; i++) scratch[i] = ids[start + i] ?? 0;
      const sorted = scratch.subarray(0, length).sort();
      for (let i = 0; i < length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) terms.push(sorted[i] ?? 0);
      texts.push(text);
      bounds.push(terms.length);
      return texts.length - 1;
    },
    get count() {
      return texts.length;
    },
    done: () => ({ texts, bounds: Uint32Array.from(bounds), terms: Uint32Array.from(terms) }),
  };
};

export const sentenceHolds = (store: SentenceStore, sentence: number, id: number): boolean =>
  sortedIncludes(store.terms, id, store.bounds[sentence] ?? 0, store.bounds[sentence + 1] ?? 0);

/**
 * General English near words, the same whoever's record is served: for each of the commonest words, the words
 * nearest it in meaning by word vectors, with their similarity. Built by scripts/dev/build-english.ts (`npm run
 * build:english`) and committed as near-words.json. It names no record's words: which near words one record's
 * search uses is derived from it whenever an index is built (related.ts). Only building an index reads it, so it is
 * loaded on demand (`loadNearWords`): a server started from its build's snapshot never holds its 1.8 MB.
 */

export interface NearWords {
  readonly source: string;
  /** Base-36 digits of a near term's index in `terms`. */
  readonly indexWidth: number;
  /** Every near term, space-separated, sorted. */
  readonly terms: string;
  /** Every word that has near terms, space-separated, sorted. */
  readonly keys: string;
  /**
   * Each key's near terms, in the order of `keys`, space-separated, strongest first: each as its index in `terms`
   * (`indexWidth` base-36 digits) and its similarity (one character: "0" is 0.60, each next character 0.01 more).
   */
  readonly related: string;
}

/** The table, read when an index is to be built (a chunk of its own in the built server). */
export const loadNearWords = async (): Promise<NearWords> =>
  (await import("./near-words.json", { with: { type: "json" } })).default;

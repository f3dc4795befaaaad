/**
 * The related words of one record: for a word, the near words (near-words.ts) that the record's own text uses,
 * strongest first. Derived from the served content whenever an index is built (at build, at start or on reload)
 * and stored with the index, so an owner's new words find their neighbours with no manual step, and nothing about
 * one person is committed.
 */
import type { NearWords } from "./near-words.js";

export interface Related {
  readonly term: string;
  /** 0..1 of a typed word's weight. */
  readonly weight: number;
}

/** Word → its related terms; only words with at least one. */
export type RelatedTable = ReadonlyMap<string, readonly Related[]>;

/** How many related terms a word keeps: the strongest the content uses. */
export const RELATED_PER_WORD = 4;

/** Character code of the lowest similarity, 0.60. */
const SIMILARITY_BASE = 48;
const LOWEST_SIMILARITY = 60;

/** The value of a base-36 digit's character code ("0"–"9", "a"–"z"). */
const digit = (code: number): number => (code <= 57 ? code - 48 : code - 87);

/**
 * For every key of the general table (`near`) that is `wanted`, its near terms that the content uses (`uses`),
 * strongest first, at most RELATED_PER_WORD. Read straight from the table's strings, nothing kept: builds are rare, and a decoded copy of
 * the general table would cost the server ~10 MB for its whole life.
 */
export const relatedTable = (
  near: NearWords,
  uses: (term: string) => boolean,
  wanted: (key: string) => boolean = () => true,
): RelatedTable => {
  const terms = near.terms.split(" ");
  const used = terms.map(uses);
  const keys = near.keys.split(" ");
  const lists = near.related.split(" ");
  const width = near.indexWidth + 1;
  const out = new Map<string, Related[]>();
  keys.forEach((key, k) => {
    if (!wanted(key)) return;
    const list = lists[k] ?? "";
    const kept: Related[] = [];
    for (let at = 0; at < list.length && kept.length < RELATED_PER_WORD; at += width) {
      let index = 0;
      for (let d = at; d < at + near.indexWidth; d++) index = index * 36 + digit(list.charCodeAt(d));
      if (!used[index]) continue;
      const similarity = list.charCodeAt(at + near.indexWidth) - SIMILARITY_BASE + LOWEST_SIMILARITY;
      kept.push({ term: terms[index] ?? "", weight: similarity / 100 });
    }
    if (kept.length > 0) out.set(key, kept);
  });
  return out;
};

/**
 * A related-words table in the near-words format: how scripts/dev/build-english.ts writes the general table, what
 * an index stores (a sixth of its entries' size as JSON), and the whole table a build for fixed content needs (`relatedTable(nearWordsOf(t), …)` gives `t` back for any
 * `uses` that accepts its terms).
 */
export const nearWordsOf = (related: RelatedTable, source = "derived"): NearWords => {
  const keys = [...related.keys()].sort();
  const terms = [...new Set([...related.values()].flatMap((list) => list.map((r) => r.term)))].sort();
  const indexWidth = Math.max(1, Math.ceil(Math.log(Math.max(terms.length, 2)) / Math.log(36)));
  const index = new Map(terms.map((term, i) => [term, i]));
  const near = (r: Related): string =>
    (index.get(r.term) ?? 0).toString(36).padStart(indexWidth, "0") +
    String.fromCharCode(SIMILARITY_BASE + Math.round(r.weight * 100) - LOWEST_SIMILARITY);
  return {
    source,
    indexWidth,
    terms: terms.join(" "),
    keys: keys.join(" "),
    related: keys.map((key) => (related.get(key) ?? []).map(near).join("")).join(" "),
  };
};

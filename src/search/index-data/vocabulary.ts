/**
 * Term ids. Every word (stemmed), facet and adjacent-word pair gets a number, so postings and the terms of a
 * sentence are arrays of numbers, and a pair is two numbers rather than a new string per occurrence. The builder
 * analyses text into ids, remembering each surface word it has seen (a site repeats the same few thousand words);
 * the finished vocabulary is read-only and answers the query's lookups, prefix and typo ones over the sorted word
 * list (word-list.ts). It is made from plain data (`VocabularyData`), which is what a build stores and a server
 * loads: the lookups a built vocabulary answers and those of one loaded from storage are made by the same code.
 */
import { scan, type Term, termOf } from "../analysis/analyze.js";
import { stem } from "../analysis/stem.js";
import { adjacentSwaps, oneDropped } from "../analysis/swaps.js";
import { type PairSlots, pairTable, pairTableFrom } from "./pair-table.js";
import { sortedIndexOf } from "./sorted.js";
import { idOf, type WordList, withinEdits, withPrefix, wordList } from "./word-list.js";

/** Words take part in prefix and typo lookups; stop words only in pairs; facets and pairs only exactly. */
export const TermKind = { word: 0, stop: 1, facet: 2, pair: 3 } as const;
export type TermKind = (typeof TermKind)[keyof typeof TermKind];

/** Weight of a prefix or typo match relative to the exact word, before the length adjustment (MiniSearch's). */
const WEIGHTS = { prefix: 0.375, fuzzy: 0.45 } as const;

/**
 * A vocabulary as plain data: strings and typed arrays, sorted where a lookup searches them, so a vocabulary loaded
 * from storage answers as it is, with no map to fill first.
 */
export interface VocabularyData {
  /** Each id's kind. */
  readonly kinds: Uint8Array;
  /** Every word, stop word and facet with its id, for exact lookups (a pair is named by its two ids in `pairs`). */
  readonly terms: WordList;
  /** The plain words alone, for prefix and typo lookups. */
  readonly words: WordList;
  readonly pairs: PairSlots;
  /** Word ids with a surface form, ascending, and the form of each (`surfaces[i]` is that of `surfaced[i]`). */
  readonly surfaced: Uint32Array;
  readonly surfaces: readonly string[];
}

export interface Vocabulary {
  readonly data: VocabularyData;
  readonly size: number;
  /** Id of a word, stop word or facet. */
  id(term: string): number | undefined;
  pair(a: string, b: string): number | undefined;
  kind(id: number): TermKind | undefined;
  /** Plain words, for prefix and typo lookups. */
  readonly words: WordList;
  /** A word as the site writes it (the first form seen), for showing a term to people. */
  surface(id: number): string | undefined;
}

export interface VocabularyBuilder {
  /** Appends the ids a text is indexed under to `out`: its meaningful words, compound joins and pairs. */
  addText(text: string, out: number[]): void;
  /** The ids of every word of a text, stop words included: a title as `restate.ts` compares it with a query. */
  wordIds(text: string): number[];
  facetId(facet: string): number;
  done(): Vocabulary;
}

export const vocabularyBuilder = (): VocabularyBuilder => {
  const ids = new Map<string, number>();
  const pairs = pairTable();
  const kinds: TermKind[] = [];
  const seen = new Map<string, Term & { id: number }>();

  const intern = (term: string, kind: TermKind): number => {
    const id = ids.get(term);
    if (id === undefined) {
      ids.set(term, kinds.length);
      kinds.push(kind);
      return kinds.length - 1;
    }
    if (kind === TermKind.word && kinds[id] === TermKind.stop) kinds[id] = TermKind.word;
    return id;
  };
  const word = (surface: string): Term & { id: number } => {
    let known = seen.get(surface);
    if (known === undefined) {
      const t = termOf(surface);
      known = { ...t, id: intern(t.term, t.stop ? TermKind.stop : TermKind.word) };
      seen.set(surface, known);
    }
    return known;
  };

  return {
    addText: (text, out) => {
      let previous: (Term & { id: number }) | undefined;
      scan(
        text,
        (surface, breakBefore) => {
          const current = word(surface);
          if (!current.stop) out.push(current.id);
          if (previous && !breakBefore && !(previous.stop && current.stop)) {
            out.push(pairs.intern(previous.id, current.id, () => kinds.push(TermKind.pair) - 1));
          }
          previous = current;
        },
        (joined) => out.push(intern(stem(joined), TermKind.word)),
      );
    },
    wordIds: (text) => {
      const out: number[] = [];
      scan(text, (surface) => out.push(word(surface).id));
      return out;
    },
    facetId: (facet) => intern(facet, TermKind.facet),
    done: () => {
      const surfaces = new Map<number, string>();
      for (const [surface, { id }] of seen) if (!surfaces.has(id)) surfaces.set(id, surface);
      const surfaced = [...surfaces].sort(([a], [b]) => a - b);
      return vocabularyFrom({
        kinds: Uint8Array.from(kinds),
        terms: wordList(ids),
        words: wordList([...ids].filter(([, id]) => kinds[id] === TermKind.word)),
        pairs: pairs.slots,
        surfaced: Uint32Array.from(surfaced, ([id]) => id),
        surfaces: surfaced.map(([, surface]) => surface),
      });
    },
  };
};

/** The read-only vocabulary `data` describes, answering over `data` as given (nothing is copied or indexed). */
export const vocabularyFrom = (data: VocabularyData): Vocabulary => {
  const { kinds, terms } = data;
  const pairs = pairTableFrom(data.pairs);
  const id = (term: string): number | undefined => idOf(terms, term);
  return {
    data,
    size: kinds.length,
    id,
    pair: (a, b) => {
      const first = id(a);
      const second = id(b);
      return first === undefined || second === undefined ? undefined : pairs.get(first, second);
    },
    kind: (termId) => kinds[termId] as TermKind | undefined,
    words: data.words,
    surface: (termId) => {
      const at = sortedIndexOf(data.surfaced, termId);
      return at < 0 ? undefined : data.surfaces[at];
    },
  };
};

export interface Expansion {
  readonly id: number;
  /** 1 for the exact term; less for a prefix or typo match, the further it is from the query word. */
  readonly weight: number;
}

/**
 * The term itself, the words it is a prefix of and, when the term is unknown, the words within `fuzzy` edits,
 * weighed as MiniSearch does.
 */
export const expand = (
  vocabulary: Vocabulary,
  term: string,
  options: { readonly prefix: boolean; readonly fuzzy: number; readonly swaps: boolean; readonly text?: string },
  /** Whether the records' own text holds a term; the vocabulary also holds words only keywords use. */
  usedInText: (id: number) => boolean = () => true,
): Expansion[] => {
  const out = new Map<number, number>();
  const exact = vocabulary.id(term);
  if (exact !== undefined && vocabulary.kind(exact) === TermKind.word) out.set(exact, 1);
  if (options.prefix) {
    for (const { word, id, distance } of withPrefix(vocabulary.words, term)) {
      if (distance > 0) out.set(id, (WEIGHTS.prefix * word.length) / (word.length + 0.3 * distance));
    }
  }
  // A word the site uses is taken as spelled on purpose: typo lookups, the costliest part of a query, are only
  // for words the site never uses.
  const unknown = exact === undefined || !usedInText(exact);
  const typo = (word: string, distance: number): number => (WEIGHTS.fuzzy * word.length) / (word.length + distance);
  if (options.fuzzy > 0 && unknown) {
    for (const { word, id, distance } of withinEdits(vocabulary.words, term, options.fuzzy)) {
      if (distance > 0 && !out.has(id)) out.set(id, typo(word, distance));
    }
  }
  // A letter typed too many can change how the word is stemmed ("baised" keeps "bais", two edits from "base"): the
  // word as typed with one letter dropped is stemmed and looked up as the site's terms are kept.
  /** A word `spelled` one typo from the query's, found as `id`: weighed as one edit, unless found already. */
  const oneTypo = (id: number | undefined, spelled: string): void => {
    if (id !== undefined && vocabulary.kind(id) === TermKind.word && !out.has(id)) out.set(id, typo(spelled, 1));
  };
  if (options.fuzzy > 0 && unknown && options.text) {
    for (const dropped of oneDropped(options.text)) oneTypo(vocabulary.id(termOf(dropped).term), dropped);
  }
  // Two letters swapped are two edits to Levenshtein distance, one to a person (swaps.ts), and keep a word's letters:
  // they are read even in a word too short for an edit ("bron" is "born"). The word they spell is looked up as the
  // site's terms are kept, stemmed: "baesd" is "based", kept as "base".
  if (options.swaps && unknown) {
    for (const swapped of adjacentSwaps(term))
      oneTypo(vocabulary.id(swapped) ?? vocabulary.id(termOf(swapped).term), swapped);
  }
  return [...out].map(([id, weight]) => ({ id, weight }));
};

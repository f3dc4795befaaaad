/**
 * General English word relations, so a query can reach records that say the same thing in other words: irregular
 * forms (wrote → write) and, for a word, the corpus words related to it (employer → company) with a weight.
 * The table is built from word vectors and a lemmatizer by scripts/dev/build-lexicon.ts (`npm run
 * build:lexicon`) and committed as lexicon.json: the packages it comes from are hundreds of megabytes and stay
 * out of the runtime. Keys and related words are index terms (stems), so lookups need no further analysis.
 */
import table from "./lexicon.json" with { type: "json" };

export interface LexiconTable {
  readonly source: string;
  /** Surface form → lemma, where the stemmer cannot reach the lemma. */
  readonly irregular: Readonly<Record<string, string>>;
  /** Term → related terms and their cosine similarity in percent, flattened: [term, weight, term, weight, …]. */
  readonly related: Readonly<Record<string, readonly (string | number)[]>>;
}

export interface Related {
  readonly term: string;
  /** 0..1 of a typed word's weight. */
  readonly weight: number;
}

const lexicon: LexiconTable = table;

// Read straight from the parsed table (own keys only: a word may be "__proto__"): maps built from it held a second
// copy of its 9,000 entries (1.7 MB of heap).

/** The lemma of an irregular form ("wrote" → "write"); any other word unchanged. */
export const lemmaOf = (word: string): string =>
  Object.hasOwn(lexicon.irregular, word) ? (lexicon.irregular[word] ?? word) : word;

/** Corpus terms related to a term, strongest first; none for most. */
export const relatedTerms = (term: string): readonly Related[] => {
  const flat = Object.hasOwn(lexicon.related, term) ? lexicon.related[term] : undefined;
  if (flat === undefined) return [];
  const out: Related[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ term: String(flat[i]), weight: Number(flat[i + 1]) / 100 });
  return out;
};

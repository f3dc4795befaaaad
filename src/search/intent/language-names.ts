/**
 * The names of languages, for questions about the ones he speaks ("does she speak Spanish", "can he work in
 * German"): every language with a two-letter code, named in English by the locale data (Intl.DisplayNames), and the
 * few named otherwise in speech. A name is one word of four letters or more: shorter ones ("Ewe", "Lao") are English
 * words or too easily a fragment of one. The table is made once by `npm run build:english` (languageNamesFrom), not
 * at run time: the locale data costs about 12 ms to open, which the first search of every process or isolate paid.
 */
import { fold } from "../analysis/analyze.js";
import table from "./language-names.json" with { type: "json" };

/** Names in common use that no two-letter code is named by. "Latin" is left out: "Latin America" names a region. */
const SPOKEN_NAMES = ["mandarin", "cantonese", "farsi", "tagalog", "bengali", "flemish"] as const;
const NOT_LANGUAGES: ReadonlySet<string> = new Set(["latin"]);
const MIN_NAME = 4;

/** The table's names from the locale data's names of languages: folded, one word, four letters or more, sorted. */
export const languageNamesFrom = (localeNames: readonly string[]): string[] =>
  [...new Set([...localeNames.map(fold), ...SPOKEN_NAMES])]
    .filter((name) => /^\p{L}+$/u.test(name) && name.length >= MIN_NAME && !NOT_LANGUAGES.has(name))
    .sort();

const KNOWN: ReadonlySet<string> = new Set(table.names);

/** Whether a folded word names a language. */
export const isLanguageName = (word: string): boolean => KNOWN.has(word);

/**
 * The names of languages, for questions about the ones he speaks ("does she speak Spanish", "can he work in
 * German"): every language with a two-letter code, named in English by the runtime's own data (Intl.DisplayNames),
 * and the few named otherwise in speech. A name is one word of four letters or more: shorter ones ("Ewe", "Lao")
 * are English words or too easily a fragment of one.
 */
import { namesOfTwoLetterCodes } from "../../content/locale-names.js";
import { fold } from "../analysis/analyze.js";

/** Names in common use that no two-letter code is named by. "Latin" is left out: "Latin America" names a region. */
const SPOKEN_NAMES = ["mandarin", "cantonese", "farsi", "tagalog", "bengali", "flemish"] as const;
const NOT_LANGUAGES: ReadonlySet<string> = new Set(["latin"]);
const MIN_NAME = 4;

let known: ReadonlySet<string> | undefined;

/** Whether a folded word names a language. */
export const isLanguageName = (word: string): boolean => {
  known ??= new Set(
    [...namesOfTwoLetterCodes("language").map(([, name]) => fold(name)), ...SPOKEN_NAMES].filter(
      (name) => /^\p{L}+$/u.test(name) && name.length >= MIN_NAME && !NOT_LANGUAGES.has(name),
    ),
  );
  return known.has(word);
};

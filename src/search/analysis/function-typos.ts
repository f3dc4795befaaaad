/**
 * A question's function words misspelt ("where dose she live", "wich jobs", "waht did he do"): they carry its form
 * and time ("where … live" asks where she is based), which no record's words can stand in for, and a typo lookup
 * against the site's words never reads them. Each is read as the one word it is two letters swapped or a letter
 * short of, when the site does not use the word as typed: a pharmacologist's "dose" stays a dose.
 */
import { QUESTION_WORDS } from "./stop-words.js";
import { adjacentSwaps, lettersDropped } from "./swaps.js";

/** The question words, auxiliaries and pronouns whose form a question is read by, and the words it asks by. */
const FUNCTION_WORDS: readonly string[] = [
  ...QUESTION_WORDS,
  "does",
  "did",
  "was",
  "were",
  "has",
  "have",
  "had",
  "are",
  "she",
  "they",
  "her",
  "his",
  "their",
  "him",
  "them",
  "the",
  // The verbs a question of where he is, where he was born or where he works is read by (whereabouts.ts, idioms.ts).
  "live",
  "lives",
  "living",
  "based",
  "born",
  "work",
  "works",
  "worked",
  "working",
  // The verbs of engaging him a question's intent is read by (intent.ts).
  "hire",
  "hiring",
  "hired",
  "contact",
  "email",
  "reach",
  "invite",
  "speak",
  "speaking",
  "recruit",
  "available",
  // The places of study going to which is studying (idioms.ts).
  "college",
  "university",
  "school",
];

/**
 * Misspellings that are words or names of their own, asked about as themselves: AWS, odes, Rae, a lie, Woking. ("Dose"
 * stays a typo: a site about doses uses the word, which keeps it.) "Whos" is "who's" more often than "whose".
 */
const WORDS_OF_THEIR_OWN: ReadonlySet<string> = new Set([
  ...["aws", "des", "dos", "doe", "odes", "rae", "thy", "wee", "whos"],
  ...["base", "bon", "lie", "lies", "wok", "woks", "woking", "emil", "rach", "hied"],
]);

/** Each misspelling and the one function word it stands for; one that two could stand for ("hwo") is left out. */
const MISSPELT: ReadonlyMap<string, string> = (() => {
  const seen = new Map<string, string | null>();
  // A word typed a letter short ("wich" of which, "wat" of what): any letter but the first.
  for (const word of FUNCTION_WORDS) {
    for (const typo of [...adjacentSwaps(word), ...lettersDropped(word, 1)]) {
      if (typo.length < 3 || FUNCTION_WORDS.includes(typo) || WORDS_OF_THEIR_OWN.has(typo)) continue;
      seen.set(typo, seen.has(typo) && seen.get(typo) !== word ? null : word);
    }
  }
  return new Map([...seen].flatMap(([typo, word]) => (word === null ? [] : [[typo, word] as const])));
})();

/** The text with each misspelt function word the site does not use (`used`, given the word) spelled right. */
export const spellFunctionWords = (text: string, used: (word: string) => boolean): string =>
  text.replace(/\p{L}+/gu, (word) => {
    const meant = MISSPELT.get(word.toLowerCase());
    return meant === undefined || used(word.toLowerCase()) ? word : meant;
  });

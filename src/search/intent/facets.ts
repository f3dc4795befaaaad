/**
 * Facets: what a record is (its type, its kind, its years, whether it is the current role) as index terms, and
 * the query words that ask for one ("keynote", "podcast", "press", "2019"). A query word that names a facet
 * also finds the records that carry it, even when the word is nowhere in their text: press items never say
 * "press", and a talk from 2019 need not print its year in a sentence.
 */
import { adjacentSwaps } from "../analysis/swaps.js";
import { facet } from "./facet-terms.js";
import { SPEAKING_VERBS, VOCABULARY, WRITING_VERBS } from "./facet-words.js";
import { isLanguageName } from "./language-names.js";

export { facet, yearFacets, yearSpan } from "./facet-terms.js";

const YEAR = /^(?:19|20)\d\d$/;

/** Below this length a swap of two letters may well be another word ("post" and "pots"), not a typo. */
const MIN_SWAPPED = 5;

/**
 * Below this length a word one letter short of a vocabulary word may well be another word ("wards" and "awards"),
 * not a typo; from it on, "curent" is "current" and "languges" "languages".
 */
const MIN_DROPPED = 6;

/**
 * A word with one letter left out, each way; not a plural's last "s", since "socials" and "social" are two words,
 * each listed where it asks for something.
 */
const deletions = (word: string): string[] =>
  Array.from(
    { length: word.endsWith("s") ? word.length - 1 : word.length },
    (_, i) => word.slice(0, i) + word.slice(i + 1),
  );
/** Each vocabulary word with one letter left out, read back as the word: a letter dropped while typing. */
const DROPPED: ReadonlyMap<string, readonly string[]> = new Map(
  [...VOCABULARY].flatMap(([word, facets]) =>
    word.length > MIN_DROPPED ? deletions(word).flatMap((d) => (VOCABULARY.has(d) ? [] : [[d, facets] as const])) : [],
  ),
);

/** What he is good at, best at, skilled at: his skills, though none of these words names them alone. */
const GOOD_AT: ReadonlySet<string> = new Set(["good", "great", "best", "better", "skilled", "strong", "excellent"]);
/** Where she trained or qualified as what she is: her studies ("where did he train as a nurse"). */
const QUALIFYING: ReadonlySet<string> = new Set(["train", "trained", "training", "qualify", "qualified", "qualifying"]);

/**
 * The places of his life as a whole ("all the countries she has worked in", "which cities has he lived in"): the
 * profile lists them. Not a kind of place ("Pacific countries", "dangerous places").
 */
const PLACES: ReadonlySet<string> = new Set(["places", "countries", "cities"]);
const WHICH: ReadonlySet<string> = new Set(["the", "which", "what", "many", "all", "his", "her", "their"]);

/** What he is qualified, trained or allowed to do: what his certificates and licences say. */
const ENTITLED: ReadonlySet<string> = new Set([
  "qualified",
  "trained",
  "allowed",
  "authorised",
  "authorized",
  "permitted",
  "entitled",
]);
/** What he is an expert in, trained in: his skills too ("an expert witness" is not). */
const SKILLED_IN: ReadonlySet<string> = new Set([
  "expert",
  "experts",
  "specialist",
  "specialises",
  "specializes",
  "trained",
]);

/** Verbs whose work is a record of a type: they ask for it only when they tell what he did. */
const VERBS: ReadonlySet<string> = new Set([...WRITING_VERBS, ...SPEAKING_VERBS]);

/** "Post" is a job where what follows tells who held it or where ("the post she took", "his post at Org B"). */
const POSTS: ReadonlySet<string> = new Set(["post", "posts"]);
const HELD_POST: ReadonlySet<string> = new Set([
  "he",
  "she",
  "they",
  "as",
  "at",
  "in",
  "with",
  "held",
  "abroad",
  "did",
  "was",
  "before",
  "after",
]);

/** Words before a language's name that make it one he speaks ("speaks Spanish", "work in German", "her French"). */
const LANGUAGE_CUES: ReadonlySet<string> = new Set([
  ...SPEAKING_VERBS,
  "speaking",
  "in",
  "fluent",
  "native",
  "know",
  "knows",
  "understand",
  "understands",
  "conversational",
  "his",
  "her",
  "their",
]);

/**
 * The facets a folded query word asks for, also when two of its letters are swapped ("podcsat") or one is dropped or
 * added ("curent"); none for most words. The words around it may change what it asks for:
 * - a verb after "to" ("how long it takes to write up an estimate") names a task, not his writing: nothing;
 * - before "at", a word of ability ("what is he good at") asks for his skills;
 * - "post" before who held it or where ("the post she took", "her post at Org B") is a job, not a blog post;
 * - a language's name after a word of speaking it ("speaks Spanish", "present in Spanish") asks for his languages,
 *   and so does a verb of speaking before one: it is the language he speaks, not a talk he gave.
 */
export const queryFacets = (word: string, previous = "", next = ""): readonly string[] => {
  if (previous === "to" && VERBS.has(word)) return [];
  if (POSTS.has(word) && HELD_POST.has(next)) return [facet.kind("work")];
  if ((next === "at" && GOOD_AT.has(word)) || ((next === "in" || next === "on") && SKILLED_IN.has(word)))
    return [facet.section("skills")];
  if (next === "to" && ENTITLED.has(word)) return [facet.section("certificates")];
  if (next === "as" && QUALIFYING.has(word)) return [facet.kind("education")];
  if (next === "from" && word === "away") return [facet.section("interests")];
  if (PLACES.has(word) && WHICH.has(previous)) return [facet.type("profile")];
  if (
    (LANGUAGE_CUES.has(previous) && isLanguageName(word)) ||
    (SPEAKING_VERBS.some((verb) => verb === word) && isLanguageName(next))
  )
    return [facet.section("languages")];
  if (YEAR.test(word)) return [facet.year(Number(word))];
  const exact = VOCABULARY.get(word);
  if (exact !== undefined || word.length < MIN_SWAPPED) return exact ?? [];
  for (const swapped of adjacentSwaps(word)) {
    const facets = VOCABULARY.get(swapped);
    if (facets !== undefined) return facets;
  }
  if (word.length < MIN_DROPPED) return [];
  // A letter dropped ("curent"), or one typed twice or by a slip ("languagees").
  const dropped = DROPPED.get(word);
  if (dropped !== undefined) return dropped;
  for (const shorter of deletions(word)) {
    const facets = VOCABULARY.get(shorter);
    if (facets !== undefined && shorter.length >= MIN_DROPPED) return facets;
  }
  return [];
};

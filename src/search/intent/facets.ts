/**
 * Facets: what a record is (its type, its kind, its years, whether it is the current role) as index terms, and
 * the query words that ask for one ("keynote", "podcast", "press", "2019"). A query word that names a facet
 * also finds the records that carry it, even when the word is nowhere in their text: press items never say
 * "press", and a talk from 2019 need not print its year in a sentence.
 */
import { adjacentSwaps, lettersDropped } from "../analysis/swaps.js";
import { CONTEXT_RULES } from "./facet-context.js";
import { facet } from "./facet-terms.js";
import { SPEAKING_VERBS, VOCABULARY, WRITING_VERBS } from "./facet-words.js";
import { isLanguageName } from "./language-names.js";

export { facet, isYearFacet, yearFacets, yearSpan, yearsOfFacets } from "./facet-terms.js";

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
const deletions = (word: string): string[] => lettersDropped(word, 0, [...word].length - (word.endsWith("s") ? 1 : 0));
/** Each vocabulary word with one letter left out, read back as the word: a letter dropped while typing. */
const DROPPED: ReadonlyMap<string, readonly string[]> = new Map(
  [...VOCABULARY].flatMap(([word, facets]) =>
    word.length > MIN_DROPPED ? deletions(word).flatMap((d) => (VOCABULARY.has(d) ? [] : [[d, facets] as const])) : [],
  ),
);

/**
 * From this length a word one letter off a vocabulary word is a typo of it ("sertificates"); below it, it may well be
 * a word of its own ("employees" of "employers", "practise" of "practice").
 */
const MIN_MISTYPED = 10;

/** Each vocabulary word with one letter unknown ("certi?icates"), when only one word reads so: a letter mistyped. */
const SLIPPED: ReadonlyMap<string, readonly string[]> = (() => {
  const keys = new Map<string, (readonly string[])[]>();
  for (const [word, facets] of VOCABULARY)
    if (word.length >= MIN_MISTYPED)
      for (let i = 0; i < word.length; i++) {
        const key = `${word.slice(0, i)}?${word.slice(i + 1)}`;
        keys.set(key, [...(keys.get(key) ?? []), facets]);
      }
  return new Map([...keys].flatMap(([key, all]) => (all.length === 1 && all[0] ? [[key, all[0]] as const] : [])));
})();

/** Verbs whose work is a record of a type: they ask for it only when they tell what he did. */
const VERBS: ReadonlySet<string> = new Set([...WRITING_VERBS, ...SPEAKING_VERBS]);

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
  // "does he speak any Chinese", "she has some German".
  "any",
  "some",
]);

/**
 * The facets a folded query word asks for, also when two of its letters are swapped ("podcsat"), one is dropped,
 * added or mistyped ("curent", "sertificates"), or a plural in "y" takes "s" ("hobbys"); none for most words. The
 * words around it may change what it asks for:
 * - a verb after "to" ("how long it takes to write up an estimate") names a task, not his writing: nothing;
 * - a word beside the ones a rule of CONTEXT_RULES names asks for what the rule says ("good at", "the post she took");
 * - a language's name after a word of speaking it ("speaks Spanish", "present in Spanish") asks for his languages,
 *   and so does a verb of speaking before one: it is the language he speaks, not a talk he gave.
 */
export const queryFacets = (word: string, previous = "", next = ""): readonly string[] => {
  if (previous === "to" && VERBS.has(word)) return [];
  const rule = CONTEXT_RULES.find(
    (r) => r.words.has(word) && (r.next?.has(next) ?? true) && (r.previous?.has(previous) ?? true),
  );
  if (rule) return rule.facets;
  if (
    (LANGUAGE_CUES.has(previous) && isLanguageName(word)) ||
    ((SPEAKING_VERBS as readonly string[]).includes(word) && isLanguageName(next))
  )
    return [facet.section("languages")];
  if (YEAR.test(word)) return [facet.year(Number(word))];
  const exact = VOCABULARY.get(word);
  if (exact !== undefined || word.length < MIN_SWAPPED) return exact ?? [];
  let known = misspelt.get(word);
  if (known === undefined) {
    // A question's words are read several times over (its plan, its time, its stage): the misspelling is worked
    // out once. The memo forgets all when full, as a server meets any word.
    if (misspelt.size >= MISSPELT_MEMO) misspelt.clear();
    known = misspeltFacets(word);
    misspelt.set(word, known);
  }
  return known;
};

/** How many words the misspelling memo holds at most. */
const MISSPELT_MEMO = 4096;
const misspelt = new Map<string, readonly string[]>();

/** The facets of a word no vocabulary entry spells, read as a misspelling of one (queryFacets). */
const misspeltFacets = (word: string): readonly string[] => {
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
  // A plural spelt as a noun in "y" takes "s" ("hobbys"), or one letter mistyped ("sertificates").
  const plural = word.endsWith("ys") ? VOCABULARY.get(`${word.slice(0, -2)}ies`) : undefined;
  if (plural !== undefined) return plural;
  if (word.length < MIN_MISTYPED) return [];
  for (let i = 0; i < word.length; i++) {
    const facets = SLIPPED.get(`${word.slice(0, i)}?${word.slice(i + 1)}`);
    if (facets !== undefined) return facets;
  }
  return [];
};

/**
 * The sentences an import writes from a record's facts: short, each fact said once, plurals right, places named
 * once ("Porto, Portugal", never "Porto, Porto"). Pure: facts in, text out.
 */
import { spoken } from "./dates.js";
import type { PartialDate } from "./record.js";

/** "1 project", "2 projects"; `other` where English does not add an s. */
export const plural = (n: number, one: string, other = `${one}s`): string => `${n} ${n === 1 ? one : other}`;

/** "A", "A and B", "A, B and C". */
export const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * A name read letter by letter (MA, MSc, PhD, LLM): its article follows the sound of its first letter's name, "an MA",
 * "an LLM", "a PhD", "a BSc"; one said as a word follows the word's sound ("a FIDIC contract", "a SaaS company").
 */
const INITIALISM = /^[A-Z](?:[A-Z]|[a-z]{0,2}[A-Z])/;
/**
 * An acronym said as a word, not letter by letter: four capitals or more with a vowel after the first (FIDIC, METAR,
 * NATO), or a capital and a small vowel (SaaS). Not HSBC, MSc or MPhil, whose first letter is said by its name.
 */
export const SAID_AS_WORD = /^(?:[A-Z](?=[A-Z]{3,}\b)[A-Z]*[AEIOU]|[A-Z][aeiou])/;
/** Letters whose names begin with a vowel sound: "an F", "an M", "an S". */
const VOWEL_NAMED = /^[AEFHILMNORSX]/;
/** A word that begins with a vowel sound: not "university", "use" or "one", but "honours" and "hour". */
const VOWEL_SOUND = /^(?:(?!uni|use|usu|eu|one\b|once)[aeiou]|hono|hour|heir)/i;

/** "a" or "an", as the word is said. */
export const article = (word: string): string =>
  (INITIALISM.test(word) && !SAID_AS_WORD.test(word) ? VOWEL_NAMED : VOWEL_SOUND).test(word) ? "an" : "a";

/**
 * A place's parts in order, each named once: a city that is also its region is not said twice, nor a country that
 * ends the region before it ("Perth, Western Australia, Australia" is "Perth, Australia").
 */
export const placeLabel = (parts: readonly (string | null | undefined)[]): string => {
  const seen = new Set<string>();
  const unique = parts
    .flatMap((part) => (part ?? "").split(","))
    .map((part) => part.trim())
    .filter((part) => {
      const key = part.toLowerCase();
      if (part === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return unique
    .filter((part, i) => !unique.slice(i + 1).some((later) => part.toLowerCase().endsWith(` ${later.toLowerCase()}`)))
    .join(", ");
};

/** When something happened, as a phrase inside a sentence: "from Aug 2014 to Mar 2017", "since 2021", "in 2019". */
export const when = (start: PartialDate | null, end: PartialDate | null, ongoing: boolean): string => {
  if (start && ongoing) return ` since ${spoken(start)}`;
  if (start && end) {
    const [from, to] = [spoken(start), spoken(end)];
    if (from === to) return ` in ${from}`;
    if (start.year === end.year && (start.month === null || end.month === null)) return ` in ${start.year}`;
    return ` from ${from} to ${to}`;
  }
  if (start) return ` from ${spoken(start)}`;
  if (end) return ` until ${spoken(end)}`;
  return "";
};

/** A sentence ends with one full stop, whatever the fact it ends on. */
export const sentence = (text: string): string => `${text.trim().replace(/[.!?…]*$/, "")}.`;

/** The first sentence of a text, flattened to one line; null for none. */
export const firstSentence = (text: string | null | undefined): string | null => {
  if (!text) return null;
  const flat = text.replace(/\s+/g, " ").trim();
  return /^(.+?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
};

/** Whether a text speaks in the first person ("I run…", "my team"). */
export const inFirstPerson = (text: string | null): boolean =>
  text !== null && /(?:^|[^\p{L}'])(?:I|I'm|I've|I'd|I'll|[Mm]y|[Mm]e|[Mm]yself)(?![\p{L}'])/u.test(text);

/**
 * A label of a taxonomy as words of a sentence: "Spectator Sports" is "spectator sports", "IT Services and IT
 * Consulting" keeps its initialisms ("IT services and IT consulting").
 */
export const commonNoun = (label: string): string => label.replace(/\b\p{Lu}\p{Ll}+\b/gu, (word) => word.toLowerCase());

/** A headline's separators ("Archaeologist | MCIfA", "Editor · Writer") as prose: a semicolon between the parts. */
export const inProse = (headline: string): string =>
  headline
    .split(/\s+[|·•]\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join("; ");

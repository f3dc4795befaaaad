/**
 * The acronyms of his roles: "Chief Risk Officer" is the CRO, "Sales Development Representative" an SDR. A question
 * may say the one where the record writes the other: a role's acronym is a keyword of the records of it, and a
 * name of its stage (build-index.ts).
 */
import { fold } from "./analyze.js";
import { STOP_WORDS } from "./stop-words.js";

/** Fewer words make any short word ("hr" of anything); more make no acronym people type. */
const WORDS = { min: 3, max: 6 } as const;

/** Where a title's head ends: a comma, a bracket, a dash, or the organisation after "at". */
const HEAD_END = /\s*(?:[,(|:]| [-\u2013\u2014] | at )\s*/;

/** A title's acronym: the initials of the words of its head, grammar words left out ("Head of Sales" is no HS). */
export const acronymOf = (title: string): string | undefined => {
  const words = (fold(title).split(HEAD_END)[0] ?? "").split(/[^\p{L}]+/u).filter((w) => w !== "");
  if (words.some((w) => STOP_WORDS.has(w))) return undefined;
  return words.length >= WORDS.min && words.length <= WORDS.max ? words.map((w) => w[0]).join("") : undefined;
};

/** The acronyms of titles, each once. */
export const acronymsOf = (titles: readonly string[]): string[] => [
  ...new Set(titles.flatMap((t) => acronymOf(t) ?? [])),
];

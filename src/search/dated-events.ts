/**
 * The dated things of his record a question may give the year of: "the year she got the bravery commendation", "the
 * year he gave the talk on pilot ladders", "the year her book on jury trials came out". Each is an award, a
 * certificate or another dated entry of the résumé's lists, a talk or a piece of writing, kept as the terms of its
 * name and the year it is dated. A clause recalls the one whose name holds the most of its words.
 */

import type { Site } from "../content/site.js";
import { meaningfulTerms, termOf } from "./analysis/analyze.js";

export interface DatedEvent {
  /** The stemmed words of its name (and a talk's event), no stop words; not who gave it, an employer he also worked for. */
  readonly terms: readonly string[];
  readonly year: number;
}

const termsOf = (...texts: readonly (string | undefined)[]): string[] => [
  ...new Set(texts.flatMap((text) => (text === undefined ? [] : meaningfulTerms(text)))),
];

const yearOf = (date: string | undefined): number | null => (date === undefined ? null : Number(date.slice(0, 4)));

export const datedEvents = (site: Site): DatedEvent[] =>
  [
    ...site.practices.flatMap((p) => (p.entries ?? []).map((e) => ({ terms: termsOf(e.name), year: yearOf(e.date) }))),
    ...site.talks.map((t) => ({ terms: termsOf(t.title, t.venue), year: t.year })),
    ...site.writing.map((w) => ({ terms: termsOf(w.title), year: w.year })),
  ].flatMap(({ terms, year }) => (year === null || terms.length === 0 ? [] : [{ terms, year }]));

/**
 * Words of the clause that say what he did, not what: "he got the commendation for seamanship" names it by
 * "commendation" and "seamanship" alone.
 */
const DOING = new Set(
  [
    "got",
    "won",
    "received",
    "earned",
    "awarded",
    "given",
    "gave",
    "published",
    "wrote",
    "presented",
    "delivered",
    "named",
    "picked",
    "took",
    "home",
    "first",
    "became",
    "becoming",
    "made",
    "qualified",
    "spoke",
    "talked",
  ].map((w) => termOf(w).term),
);

/**
 * The year of the one dated thing the clause names by at least half of its words (by all of them when `whole`):
 * undefined when none does, or when two of different years name it as well (the clause does not say which).
 */
export const recalledYear = (events: readonly DatedEvent[], clause: string, whole = false): number | undefined => {
  const words = termsOf(clause).filter((t) => !DOING.has(t));
  if (words.length === 0) return undefined;
  let best = 0;
  let years = new Set<number>();
  for (const event of events) {
    const held = words.filter((w) => event.terms.includes(w)).length;
    if (held > best) {
      best = held;
      years = new Set([event.year]);
    } else if (held === best && held > 0) years.add(event.year);
  }
  const enough = whole ? best === words.length : best * 2 >= words.length;
  return enough && years.size === 1 ? [...years][0] : undefined;
};

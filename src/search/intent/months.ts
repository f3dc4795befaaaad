/**
 * A month or a season of a year in a question ("what was her job in April 2022", "where was he posted in the spring
 * of 2016"), against the months the timeline gives its stages (`startDate`, `endDate`). The year alone already asks
 * for the stages of that year (stages.ts); the month tells apart two stages of one year, the one she left in March
 * and the one she took up in October. Months are counted from year 0: 2022 × 12 + 3 is April 2022.
 */
import type { Span } from "./anchors.js";
import { meets, WINDOW_IN, WINDOW_OUT } from "./window.js";

const MONTHS = [
  ["january", "jan"],
  ["february", "feb"],
  ["march", "mar"],
  ["april", "apr"],
  ["may"],
  ["june", "jun"],
  ["july", "jul"],
  ["august", "aug"],
  ["september", "sept", "sep"],
  ["october", "oct"],
  ["november", "nov"],
  ["december", "dec"],
] as const;

/** Seasons as the months they span (of the northern year, as most records and askers count them). */
const SEASONS: Readonly<Record<string, readonly [number, number]>> = {
  spring: [2, 4],
  summer: [5, 7],
  autumn: [8, 10],
  fall: [8, 10],
  winter: [0, 1],
};

const MONTH_OF: ReadonlyMap<string, number> = new Map(MONTHS.flatMap((names, i) => names.map((n) => [n, i])));

/** "April 2022", "the spring of 2016", "early summer 2019": the month or season, then its year. */
const MONTH_YEAR = new RegExp(
  `\\b(?:(?:early|late|mid|the) )*(${[...MONTH_OF.keys(), ...Object.keys(SEASONS)].join("|")})(?: of)? ((?:19|20)\\d\\d)\\b`,
  "g",
);
/** A connective before the month, in its clause, that makes it a bound: "since March 2023", "after … in May 2012". */
const FROM = /\b(?:after|since|following|from|once|later than)\b[^,.;:?!]*$/;
const UNTIL = /\b(?:before|until|till|prior to|up to|by|earlier than)\b[^,.;:?!]*$/;

/** A date's month ("2014-08", "2014-08-15"), counted from year 0; undefined for a year alone or none. */
export const monthOfDate = (date: string | null | undefined): number | undefined => {
  const m = /^(\d{4})-(\d{2})/.exec(date ?? "");
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : undefined;
};

export interface MonthQuestion {
  /** The months the question names, or null. */
  readonly months: Span | null;
  /** The question with the month's words cut and its year kept: the year still asks for that year's stages. */
  readonly text: string;
}

/** The months one match names. */
const monthsOf = (match: RegExpExecArray): Span => {
  const name = match[1] ?? "";
  const year = Number(match[2]) * 12;
  const month = MONTH_OF.get(name) ?? 0;
  const [from, to] = SEASONS[name] ?? [month, month];
  return { from: year + from, to: year + to };
};

/**
 * The months a folded question names: one month or season ("in April 2022"), a span of two ("from October 2015
 * to February 2018"), or a bound, open on one side, when a connective leads to it ("since March 2023", "after she
 * finished in the summer of 2012").
 */
export const questionMonths = (text: string): MonthQuestion => {
  const matches = [...text.matchAll(MONTH_YEAR)];
  const first = matches[0];
  if (first === undefined) return { months: null, text };
  const cut = matches.reduce((t, m) => t.replace(m[0], m[2] ?? ""), text);
  const last = matches.at(-1) ?? first;
  const span = { from: monthsOf(first).from, to: monthsOf(last).to };
  if (matches.length > 1) return { months: span, text: cut };
  const before = text.slice(0, first.index);
  // A bound keeps its words: "since 2023" would read as a window of whole years that the month already sets.
  if (FROM.test(before)) return { months: { from: span.from, to: Number.POSITIVE_INFINITY }, text };
  if (UNTIL.test(before)) return { months: { from: Number.NEGATIVE_INFINITY, to: span.to }, text };
  return { months: span, text: cut };
};

/**
 * A record's factor against the months asked: held then, it weighs as a record in a window of years does; held in
 * other months, as one outside it (window.ts). Measured on the tuning sets: a fifth keeps three top-three answers
 * that half loses to a record whose words match better. A record without months is left alone.
 */
export const monthFactor = (record: Span | null, asked: Span | null): number =>
  asked === null || record === null ? 1 : meets(record, asked) ? WINDOW_IN : WINDOW_OUT;

/**
 * Résumé dates in the forms the sources write them: `2022-01-15`, `2022-01`, `2022`, `01/2022`, `1/15/2022`,
 * `Jan 2022`, `January 2022`; empty or unreadable gives null (an unknown date, never an error: a partial export
 * still imports). Kept as precise as written, and written back the same way.
 */
import type { PartialDate } from "./record.js";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const date = (year: number, month: number | null, day: number | null = null): PartialDate | null =>
  year >= 1900 &&
  year <= 2100 &&
  (month === null || (month >= 1 && month <= 12)) &&
  (day === null || (month !== null && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate()))
    ? { year, month, day }
    : null;

const numberOr = (text: string | undefined): number | null => (text === undefined ? null : Number(text));

export const parseDate = (text: string | null | undefined): PartialDate | null => {
  const value = (text ?? "").trim();
  if (value === "") return null;
  let m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T.*)?$/.exec(value);
  if (m) return date(Number(m[1]), numberOr(m[2]), numberOr(m[3]));
  m = /^(\d{1,2})\/(?:(\d{1,2})\/)?(\d{4})$/.exec(value);
  if (m) return date(Number(m[3]), Number(m[1]), numberOr(m[2]));
  m = /^([A-Za-z]{3,})\.?\s+(\d{4})$/.exec(value);
  if (m) {
    const month = MONTHS.indexOf((m[1] ?? "").slice(0, 3).toLowerCase());
    return month < 0 ? null : date(Number(m[2]), month + 1);
  }
  return null;
};

const pad = (n: number): string => String(n).padStart(2, "0");

/** `2014`, `2014-08` or `2014-08-15`: as precise as known. */
export const isoOf = (d: PartialDate | null): string | undefined =>
  d === null
    ? undefined
    : `${d.year}${d.month === null ? "" : `-${pad(d.month)}${d.day === null ? "" : `-${pad(d.day)}`}`}`;

/** `2014-08` or `2014-08-15` when the month is known: what a record's month field holds beside its year. */
export const monthOf = (d: PartialDate | null): string | undefined => (d?.month ? isoOf(d) : undefined);

/** Newest first; undated last: the order talks and writing are served in. */
export const newestFirst = <T extends { date: PartialDate | null }>(a: T, b: T): number =>
  (b.date ? dateKey(b.date) : Number.NEGATIVE_INFINITY) - (a.date ? dateKey(a.date) : Number.NEGATIVE_INFINITY) || 0;

/** Oldest first; undated last. */
export const byStart = <T extends { start: PartialDate | null }>(a: T, b: T): number =>
  dateKey(a.start) - dateKey(b.start);

const dateKey = (d: PartialDate | null): number =>
  d ? (d.year * 12 + (d.month ?? 1)) * 31 + (d.day ?? 1) : Number.POSITIVE_INFINITY;

/** A month as a number, counting an unknown month as the year's first or, for `last`, its last. */
const monthKey = (d: PartialDate, last: boolean): number => d.year * 12 + (d.month ?? (last ? 12 : 1));

/** Whether `d` can fall within start…end (an open end runs on), at the precision each gives. */
export const within = (d: PartialDate, start: PartialDate | null, end: PartialDate | null): boolean =>
  start !== null &&
  monthKey(d, true) >= monthKey(start, false) &&
  (end === null || monthKey(d, false) <= monthKey(end, true));

/** "Aug 2014", or "2014" when the month is unknown. */
export const spoken = (d: PartialDate): string =>
  d.month === null ? String(d.year) : `${MONTH_NAMES[d.month - 1]} ${d.year}`;

/** "Aug 2014 to Mar 2017", "From 2021", "2019", or null when nothing is known. */
export const periodOf = (start: PartialDate | null, end: PartialDate | null, ongoing: boolean): string | null => {
  if (start && ongoing) return `From ${spoken(start)}`;
  if (start && end) {
    const [from, to] = [spoken(start), spoken(end)];
    if (from === to) return from;
    if (start.year === end.year && (start.month === null || end.month === null)) return String(start.year);
    return `${from} to ${to}`;
  }
  if (start) return spoken(start);
  if (end) return `Until ${spoken(end)}`;
  return null;
};

/**
 * Résumé dates in the forms the sources write them: `2022-01-15`, `2022-01`, `2022`, `01/2022`, `1/15/2022`,
 * `Jan 2022`, `January 2022`; empty or unreadable gives null (an unknown date, never an error: a partial export
 * still imports).
 */
import type { PartialDate } from "./record.js";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const date = (year: number, month: number | null): PartialDate | null =>
  year >= 1900 && year <= 2100 && (month === null || (month >= 1 && month <= 12)) ? { year, month } : null;

export const parseDate = (text: string | null | undefined): PartialDate | null => {
  const value = (text ?? "").trim();
  if (value === "") return null;
  let m = /^(\d{4})(?:-(\d{1,2})(?:-\d{1,2})?)?(?:T.*)?$/.exec(value);
  if (m) return date(Number(m[1]), m[2] === undefined ? null : Number(m[2]));
  m = /^(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})$/.exec(value);
  if (m) return date(Number(m[2]), Number(m[1]));
  m = /^([A-Za-z]{3,})\.?\s+(\d{4})$/.exec(value);
  if (m) {
    const month = MONTHS.indexOf((m[1] ?? "").slice(0, 3).toLowerCase());
    return month < 0 ? null : date(Number(m[2]), month + 1);
  }
  return null;
};

/** Oldest first; undated last. */
export const byStart = <T extends { start: PartialDate | null }>(a: T, b: T): number =>
  dateKey(a.start) - dateKey(b.start);

const dateKey = (d: PartialDate | null): number => (d ? d.year * 12 + (d.month ?? 1) : Number.POSITIVE_INFINITY);

/** "2019 to 2023", "From 2021", "2019", or null when nothing is known. */
export const periodOf = (start: PartialDate | null, end: PartialDate | null, ongoing: boolean): string | null => {
  if (start && ongoing) return `From ${start.year}`;
  if (start && end) return start.year === end.year ? String(start.year) : `${start.year} to ${end.year}`;
  if (start) return String(start.year);
  if (end) return `Until ${end.year}`;
  return null;
};

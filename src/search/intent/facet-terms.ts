/**
 * Facets as index terms: what a record is (its type, its kind, its years, whether it is the current role), each a
 * term no word of text can be, so a query word that asks for one finds the records that carry it.
 */
import type { SearchType } from "../../schema/search-type.js";
import type { DegreeLevel } from "./degrees.js";

const SIGIL = "#";

export const facet = {
  type: (type: SearchType): string => `${SIGIL}type:${type}`,
  kind: (kind: string): string => `${SIGIL}kind:${kind}`,
  /** A degree's level (degrees.ts). */
  degree: (level: DegreeLevel): string => `${SIGIL}degree:${level}`,
  /** The résumé section a practice lists (skills, languages, interests…), schema/practice.ts. */
  section: (section: string): string => `${SIGIL}section:${section}`,
  year: (year: number): string => `${SIGIL}year:${year}`,
  current: `${SIGIL}current`,
  /** A record that links to code (a code host, a "Source code" link): software he wrote. */
  code: `${SIGIL}code`,
  /** A role of teaching (a lecturer's, a tutor's). */
  teaching: `${SIGIL}teaching`,
  /** A role of mentoring or coaching others (a mentor's, a coach's). */
  mentoring: `${SIGIL}mentoring`,
} as const;

/** Years a record spans, inclusive; a range is capped so a typo in content cannot flood the index. */
export const yearFacets = (start: number | null, end: number | null): string[] => {
  if (start === null) return end === null ? [] : [facet.year(end)];
  const last = Math.min(end ?? start, start + 50);
  const out: string[] = [];
  for (let year = start; year <= last; year++) out.push(facet.year(year));
  return out;
};

const YEAR_FACET = new RegExp(`^${SIGIL}year:(\\d{4})$`);

/** Whether a facet is a year's. */
export const isYearFacet = (f: string): boolean => YEAR_FACET.test(f);

/** The first and last of the year facets among `facets` (a record's, a query's); null when there is none. */
export const yearsOfFacets = (facets: readonly string[]): { from: number; to: number } | null => {
  const years = facets.flatMap((f) => {
    const m = YEAR_FACET.exec(f);
    return m ? [Number(m[1])] : [];
  });
  return years.length === 0 ? null : { from: Math.min(...years), to: Math.max(...years) };
};

/** First and last four-digit year in free text such as "2014–2017" or "2024–present" (present = `now`). */
export const yearSpan = (text: string | null, now: number): [number | null, number | null] => {
  const years = (text ?? "").match(/\b(?:19|20)\d\d\b/g)?.map(Number) ?? [];
  const first = years[0] ?? null;
  const open = /present|now|today|from/i.test(text ?? "");
  return [first, open ? now : (years.at(-1) ?? first)];
};

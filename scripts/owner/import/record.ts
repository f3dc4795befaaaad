/**
 * What an import reads from a résumé, whatever its format: the one shape both readers (JSON Resume, a LinkedIn
 * export) produce and the one the content builder consumes. Only what a résumé can state is here; everything a
 * content folder needs beyond it (pronouns, chapter prose, page copy) is derived or left as a marked placeholder.
 */
import { z } from "zod";

/** A date as precise as the source gave it: a year, a month (1–12) and a day where given. */
export const PartialDate = z.object({
  year: z.int(),
  month: z.int().min(1).max(12).nullable(),
  day: z.int().min(1).max(31).nullable(),
});
export type PartialDate = z.infer<typeof PartialDate>;

const Location = z.object({
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
});

export const Role = z.object({
  organization: z.string().min(1),
  title: z.string().min(1),
  /** The role in the source's words. */
  description: z.string().nullable(),
  /** What the organization is (JSON Resume's work `description`). */
  about: z.string().nullable(),
  highlights: z.array(z.string()),
  location: z.string().nullable(),
  url: z.string().nullable(),
  start: PartialDate.nullable(),
  end: PartialDate.nullable(),
});
export type Role = z.infer<typeof Role>;

export const Study = z.object({
  institution: z.string().min(1),
  studyType: z.string().nullable(),
  area: z.string().nullable(),
  notes: z.string().nullable(),
  score: z.string().nullable(),
  courses: z.array(z.string()),
  url: z.string().nullable(),
  start: PartialDate.nullable(),
  end: PartialDate.nullable(),
});
export type Study = z.infer<typeof Study>;

export const ImportedProject = z.object({
  title: z.string().min(1),
  /** The company or organisation it was done for or at, when the source names one. */
  organization: z.string().nullable(),
  description: z.string().nullable(),
  highlights: z.array(z.string()),
  roles: z.array(z.string()),
  type: z.string().nullable(),
  url: z.string().nullable(),
  start: PartialDate.nullable(),
  end: PartialDate.nullable(),
  keywords: z.array(z.string()),
});
export type ImportedProject = z.infer<typeof ImportedProject>;

/** Something the person wrote and published (an article, a paper), or a talk they gave (`publisher` the event). */
export const Publication = z.object({
  title: z.string().min(1),
  publisher: z.string().nullable(),
  date: PartialDate.nullable(),
  summary: z.string().nullable(),
  url: z.string().nullable(),
  /** Where a talk was given. */
  location: z.string().nullable(),
});
export type Publication = z.infer<typeof Publication>;

/** One item of a résumé's lists: a skill group, a language, an interest, a certificate, an award. */
export const Entry = z.object({
  name: z.string().min(1),
  level: z.string().nullable(),
  items: z.array(z.string()),
  issuer: z.string().nullable(),
  date: PartialDate.nullable(),
  until: PartialDate.nullable(),
  number: z.string().nullable(),
  /** Where a talk was given. */
  place: z.string().nullable(),
  url: z.string().nullable(),
  summary: z.string().nullable(),
});
export type Entry = z.infer<typeof Entry>;

export const entry = (name: string, fields: Partial<Omit<Entry, "name">> = {}): Entry => ({
  name,
  level: null,
  items: [],
  issuer: null,
  date: null,
  until: null,
  number: null,
  place: null,
  url: null,
  summary: null,
  ...fields,
});

export const ImportedRecord = z.object({
  /** Which reader produced it, for the report. */
  source: z.string(),
  name: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  /** The field the person works in (LinkedIn's Industry). */
  industry: z.string().nullable(),
  email: z.string().nullable(),
  location: Location.nullable(),
  profiles: z.array(z.object({ network: z.string(), handle: z.string(), url: z.string() })),
  /** Personal sites and other links without a network name. */
  websites: z.array(z.object({ label: z.string(), url: z.string() })),
  work: z.array(Role),
  volunteer: z.array(Role),
  education: z.array(Study),
  projects: z.array(ImportedProject),
  publications: z.array(Publication),
  talks: z.array(Publication),
  skills: z.array(Entry),
  languages: z.array(Entry),
  interests: z.array(Entry),
  certificates: z.array(Entry),
  awards: z.array(Entry),
  /** Words about the person beyond what the entries name, for the profile's keywords. */
  keywords: z.array(z.string()),
  /**
   * What the source holds that the import does not carry over, each with its reason: the report lists them, so
   * nothing the author wrote disappears without a word.
   */
  notRead: z.array(z.string()),
});
export type ImportedRecord = z.infer<typeof ImportedRecord>;

/** A record with nothing in it: each reader fills in what its source has. */
export const emptyRecord = (source: string): ImportedRecord => ({
  source,
  name: null,
  givenName: null,
  familyName: null,
  headline: null,
  summary: null,
  industry: null,
  email: null,
  location: null,
  profiles: [],
  websites: [],
  work: [],
  volunteer: [],
  education: [],
  projects: [],
  publications: [],
  talks: [],
  skills: [],
  languages: [],
  interests: [],
  certificates: [],
  awards: [],
  keywords: [],
  notRead: [],
});

/**
 * The record with the publications of `events` (publishers the owner says are conferences or meetups) read as
 * talks they gave: résumé formats have no talks section, so people list talks as publications.
 */
export const withEvents = (record: ImportedRecord, events: readonly string[]): ImportedRecord => {
  const names = new Set(events.map((e) => e.trim().toLowerCase()));
  const isTalk = (p: Publication) => p.publisher !== null && names.has(p.publisher.toLowerCase());
  return {
    ...record,
    publications: record.publications.filter((p) => !isTalk(p)),
    talks: [...record.talks, ...record.publications.filter(isTalk)],
  };
};

/**
 * What an import reads from a résumé, whatever its format: the one shape both readers (JSON Resume, a LinkedIn
 * export) produce and the one the content builder consumes. Only what a résumé can state is here; everything a
 * content folder needs beyond it (pronouns, chapter prose, page copy) is derived or left as a marked placeholder.
 */
import { z } from "zod";

/** A date as precise as the source gave it: a year, or a year and month (1–12). */
export const PartialDate = z.object({ year: z.int(), month: z.int().min(1).max(12).nullable() });
export type PartialDate = z.infer<typeof PartialDate>;

const Location = z.object({
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
});

export const Role = z.object({
  organization: z.string().min(1),
  title: z.string().min(1),
  description: z.string().nullable(),
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
  url: z.string().nullable(),
  start: PartialDate.nullable(),
  end: PartialDate.nullable(),
  keywords: z.array(z.string()),
});
export type ImportedProject = z.infer<typeof ImportedProject>;

/** Something the person wrote and published: an article, a paper, a book chapter. */
export const Publication = z.object({
  title: z.string().min(1),
  publisher: z.string().nullable(),
  year: z.int().nullable(),
  summary: z.string().nullable(),
  url: z.string().nullable(),
});
export type Publication = z.infer<typeof Publication>;

export const ImportedRecord = z.object({
  /** Which reader produced it, for the report. */
  source: z.string(),
  name: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
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
  skills: z.array(z.string()),
  /** Words about the person beyond the skills' names: the skills' own keywords, interests and theirs. */
  keywords: z.array(z.string()),
  languages: z.array(z.object({ name: z.string(), fluency: z.string().nullable() })),
  certificates: z.array(z.object({ name: z.string(), issuer: z.string().nullable(), url: z.string().nullable() })),
  /**
   * What the source holds that the import does not carry over, each saying where it belongs by hand: the report
   * lists them, so nothing the author wrote disappears without a word.
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
  email: null,
  location: null,
  profiles: [],
  websites: [],
  work: [],
  volunteer: [],
  education: [],
  projects: [],
  publications: [],
  skills: [],
  keywords: [],
  languages: [],
  certificates: [],
  notRead: [],
});

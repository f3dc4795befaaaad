/**
 * JSON Resume (schema 1.x) → ImportedRecord. The file is first checked with the schema's own validator
 * (@jsonresume/schema); then every field of the schema is read, each optional, plus the `talks` or
 * `presentations` sections people add for what the schema has no place for. What is left out (a phone, a street
 * address, references: private; a picture: a file to add by hand) is named in the record's `notRead`.
 */
import resumeSchema from "@jsonresume/schema";
import { z } from "zod";
import { plural } from "./copy.js";
import { parseDate } from "./dates.js";
import { PLACEHOLDER } from "./draft.js";
import { type Entry, emptyRecord, entry, type ImportedRecord, type Publication, type Role } from "./record.js";

const text = z.string().optional().catch(undefined);
const list = <S extends z.ZodType>(item: S) =>
  z
    .array(item.catch(undefined as z.infer<S>))
    .optional()
    .catch([]);

const words = z.array(z.string()).optional().catch([]);

const JsonRole = z.object({
  name: text,
  organization: text,
  position: text,
  url: text,
  location: text,
  description: text,
  summary: text,
  startDate: text,
  endDate: text,
  highlights: words,
});

/** A talk as people write one in a section the schema lacks: their names vary, so the common ones are read. */
const JsonTalk = z.object({
  name: text,
  title: text,
  event: text,
  conference: text,
  venue: text,
  publisher: text,
  date: text,
  releaseDate: text,
  url: text,
  summary: text,
  description: text,
  location: text,
});

const JsonResume = z.object({
  basics: z
    .object({
      name: text,
      label: text,
      email: text,
      url: text,
      summary: text,
      location: z
        .object({ city: text, region: text, countryCode: text, address: text, postalCode: text })
        .optional()
        .catch(undefined),
      profiles: list(z.object({ network: text, username: text, url: text })),
      image: text,
      phone: text,
    })
    .optional()
    .catch(undefined),
  work: list(JsonRole),
  volunteer: list(JsonRole),
  education: list(
    z.object({
      institution: text,
      url: text,
      area: text,
      studyType: text,
      startDate: text,
      endDate: text,
      score: text,
      courses: words,
    }),
  ),
  projects: list(
    z.object({
      name: text,
      entity: text,
      description: text,
      url: text,
      startDate: text,
      endDate: text,
      keywords: words,
      highlights: words,
      roles: words,
      type: text,
    }),
  ),
  publications: list(z.object({ name: text, publisher: text, releaseDate: text, url: text, summary: text })),
  talks: list(JsonTalk),
  presentations: list(JsonTalk),
  skills: list(z.object({ name: text, level: text, keywords: words })),
  interests: list(z.object({ name: text, keywords: words })),
  languages: list(z.object({ language: text, fluency: text })),
  certificates: list(z.object({ name: text, issuer: text, url: text, date: text })),
  awards: list(z.object({ title: text, awarder: text, date: text, summary: text })),
  references: z.array(z.unknown()).optional().catch(undefined),
  meta: z.object({ canonical: text }).optional().catch(undefined),
});
type JsonResume = z.infer<typeof JsonResume>;

/** What the file holds that the import leaves out, and why. */
const notReadOf = (resume: JsonResume): string[] => {
  const basics = resume.basics;
  const given = (value: string | undefined, line: string): string[] => (orNull(value) ? [line] : []);
  return [
    ...given(
      basics?.image,
      "basics.image: a picture is a file: save it in the folder and name it in profile.md photo ({file, alt})",
    ),
    ...given(basics?.phone, "basics.phone: private, not published (the record has no phone field)"),
    ...given(basics?.location?.address, "basics.location.address: private, not published (the street address)"),
    ...given(basics?.location?.postalCode, "basics.location.postalCode: private, not published (part of the address)"),
    ...((resume.references ?? []).length > 0
      ? [`${plural(resume.references?.length ?? 0, "reference")}: private, not published (they speak for other people)`]
      : []),
  ];
};

export type JsonResumeResult = { ok: true; record: ImportedRecord } | { ok: false; errors: string[] };

/** A value written, trimmed; null for none, or for a placeholder a /resume.json exported from a draft still holds. */
const orNull = (value: string | undefined): string | null =>
  value?.trim() && !value.trim().startsWith(PLACEHOLDER) ? value.trim() : null;

const texts = (items: readonly string[] | undefined): string[] =>
  (items ?? []).flatMap((item) => {
    const value = typeof item === "string" ? orNull(item) : null;
    return value ? [value] : [];
  });

/**
 * An address the site itself serves: a /resume.json this service exported names its own pages (the /agent
 * entries, the home page), which are not the person's links and must not come back as if they were.
 */
const ownAddress = (canonical: string | undefined) => {
  const origin = URL.canParse(canonical ?? "") ? new URL(canonical ?? "").origin : null;
  return (url: string | undefined): string | null => {
    const value = orNull(url);
    return value && origin && URL.canParse(value) && new URL(value).origin === origin ? null : value;
  };
};

const present = <T>(items: readonly (T | null | undefined)[] | undefined): T[] =>
  (items ?? []).filter((item): item is T => item !== null && item !== undefined);

/** The schema's validator first: a file that is not a JSON Resume is refused with its errors, not half-read. */
export const validateJsonResume = (value: unknown): string[] => {
  let errors: string[] = [];
  resumeSchema.validate(value, (found) => {
    errors = (found ?? []).map((e) => `${e.property}: ${e.message}`);
  });
  return errors;
};

const named = <T>(name: string | undefined, make: (name: string) => T): T[] => {
  const value = orNull(name);
  return value ? [make(value)] : [];
};

export const fromJsonResume = (value: unknown): JsonResumeResult => {
  const errors = validateJsonResume(value);
  if (errors.length > 0) return { ok: false, errors };
  const resume = JsonResume.parse(value);
  const link = ownAddress(resume.meta?.canonical);
  const basics = resume.basics ?? {};
  const name = orNull(basics.name);
  const [givenName = null, ...rest] = name ? name.split(/\s+/) : [];
  const location = basics.location;

  const roleOf = (r: z.infer<typeof JsonRole>, organization: string | undefined): Role[] => {
    const org = orNull(organization);
    const title = orNull(r.position);
    if (!org || !title) return [];
    return [
      {
        organization: org,
        title,
        description: orNull(r.summary),
        about: orNull(r.description),
        highlights: texts(r.highlights),
        location: orNull(r.location),
        url: link(r.url),
        start: parseDate(r.startDate),
        end: parseDate(r.endDate),
      },
    ];
  };

  const talkOf = (t: z.infer<typeof JsonTalk>): Publication[] =>
    named(t.title ?? t.name, (title) => ({
      title,
      publisher: orNull(t.event) ?? orNull(t.conference) ?? orNull(t.venue) ?? orNull(t.publisher),
      date: parseDate(t.date ?? t.releaseDate),
      summary: orNull(t.summary) ?? orNull(t.description),
      url: link(t.url),
      location: orNull(t.location),
    }));

  const publications: Publication[] = present(resume.publications).flatMap((p) =>
    named(p.name, (title) => ({
      title,
      publisher: orNull(p.publisher),
      date: parseDate(p.releaseDate),
      summary: orNull(p.summary),
      url: link(p.url),
      location: null,
    })),
  );

  const entries = <T>(items: readonly (T | undefined)[] | undefined, read: (item: T) => Entry[]): Entry[] =>
    present(items).flatMap(read);

  const record: ImportedRecord = {
    ...emptyRecord("JSON Resume"),
    name,
    givenName,
    familyName: rest.length > 0 ? rest.join(" ") : null,
    headline: orNull(basics.label),
    summary: orNull(basics.summary),
    email: orNull(basics.email),
    location: location
      ? { city: orNull(location.city), region: orNull(location.region), country: orNull(location.countryCode) }
      : null,
    profiles: present(basics.profiles).flatMap((p) => {
      const url = orNull(p.url);
      const network = orNull(p.network);
      return url && network ? [{ network, handle: orNull(p.username) ?? network, url }] : [];
    }),
    websites: named(link(basics.url) ?? undefined, (url) => ({ label: "Website", url })),
    work: present(resume.work).flatMap((r) => roleOf(r, r.name)),
    volunteer: present(resume.volunteer).flatMap((r) => roleOf(r, r.organization ?? r.name)),
    education: present(resume.education).flatMap((e) =>
      named(e.institution, (institution) => ({
        institution,
        studyType: orNull(e.studyType),
        area: orNull(e.area),
        notes: null,
        score: orNull(e.score),
        courses: texts(e.courses),
        url: link(e.url),
        start: parseDate(e.startDate),
        end: parseDate(e.endDate),
      })),
    ),
    projects: present(resume.projects).flatMap((p) =>
      named(p.name, (title) => ({
        title,
        organization: orNull(p.entity),
        description: orNull(p.description),
        highlights: texts(p.highlights),
        roles: texts(p.roles),
        type: orNull(p.type),
        url: link(p.url),
        start: parseDate(p.startDate),
        end: parseDate(p.endDate),
        keywords: texts(p.keywords),
      })),
    ),
    publications,
    talks: [...present(resume.talks).flatMap(talkOf), ...present(resume.presentations).flatMap(talkOf)],
    skills: entries(resume.skills, (s) =>
      named(s.name, (n) => entry(n, { level: orNull(s.level), items: texts(s.keywords) })),
    ),
    languages: entries(resume.languages, (l) => named(l.language, (n) => entry(n, { level: orNull(l.fluency) }))),
    interests: entries(resume.interests, (i) => named(i.name, (n) => entry(n, { items: texts(i.keywords) }))),
    certificates: entries(resume.certificates, (c) =>
      named(c.name, (n) => entry(n, { issuer: orNull(c.issuer), date: parseDate(c.date), url: link(c.url) })),
    ),
    awards: entries(resume.awards, (a) =>
      named(a.title, (n) =>
        entry(n, { issuer: orNull(a.awarder), date: parseDate(a.date), summary: orNull(a.summary) }),
      ),
    ),
    notRead: notReadOf(resume),
  };
  return { ok: true, record };
};

/**
 * JSON Resume (schema 1.x) → ImportedRecord. The file is first checked with the schema's own validator
 * (@jsonresume/schema); then only the fields this service can use are read, each optional.
 */
import resumeSchema from "@jsonresume/schema";
import { z } from "zod";
import { parseDate } from "./dates.js";
import { emptyRecord, type ImportedRecord, type Role } from "./record.js";

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
  highlights: z.array(z.string()).optional().catch([]),
});

/**
 * The parts of a JSON Resume this import reads, and those it only counts to report as not imported (`image`,
 * `phone`, `awards`, `references`); anything else in the file is ignored.
 */
const JsonResume = z.object({
  basics: z
    .object({
      name: text,
      label: text,
      email: text,
      url: text,
      summary: text,
      location: z.object({ city: text, region: text, countryCode: text }).optional().catch(undefined),
      profiles: list(z.object({ network: text, username: text, url: text })),
      image: text,
      phone: text,
    })
    .optional()
    .catch(undefined),
  work: list(JsonRole),
  volunteer: list(JsonRole),
  education: list(
    z.object({ institution: text, url: text, area: text, studyType: text, startDate: text, endDate: text }),
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
    }),
  ),
  publications: list(z.object({ name: text, publisher: text, releaseDate: text, url: text, summary: text })),
  skills: list(z.object({ name: text, keywords: words })),
  interests: list(z.object({ name: text, keywords: words })),
  languages: list(z.object({ language: text, fluency: text })),
  certificates: list(z.object({ name: text, issuer: text, url: text })),
  awards: z.array(z.unknown()).optional().catch(undefined),
  references: z.array(z.unknown()).optional().catch(undefined),
});

/** The sections this import does not carry over, with where each belongs in a content folder. */
const notReadOf = (unread: z.infer<typeof JsonResume>): string[] => {
  const counted = (items: unknown[] | undefined, what: string, where: string): string[] =>
    items && items.length > 0 ? [`${items.length} ${what}: ${where}`] : [];
  return [
    ...counted(unread.awards, "awards", "add each to the highlights of the chapter it belongs to"),
    ...(orNull(unread.basics?.image)
      ? ["basics.image: save the picture in the folder and name it in profile.md photo ({file, alt})"]
      : []),
    ...(orNull(unread.basics?.phone) ? ["basics.phone: not published (the record has no phone field)"] : []),
    ...counted(unread.references, "references", "not published (the record has no place for them)"),
  ];
};

export type JsonResumeResult = { ok: true; record: ImportedRecord } | { ok: false; errors: string[] };

const orNull = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

const roleOf = (r: z.infer<typeof JsonRole>, organization: string | undefined): Role | null => {
  const org = orNull(organization);
  const title = orNull(r.position);
  if (!org || !title) return null;
  return {
    organization: org,
    title,
    description: orNull(r.summary) ?? orNull(r.description),
    highlights: r.highlights ?? [],
    location: orNull(r.location),
    url: orNull(r.url),
    start: parseDate(r.startDate),
    end: parseDate(r.endDate),
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

export const fromJsonResume = (value: unknown): JsonResumeResult => {
  const errors = validateJsonResume(value);
  if (errors.length > 0) return { ok: false, errors };
  const resume = JsonResume.parse(value);
  const basics = resume.basics ?? {};
  const name = orNull(basics.name);
  const [givenName = null, ...rest] = name ? name.split(/\s+/) : [];
  const location = basics.location;
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
    websites: orNull(basics.url) ? [{ label: "Website", url: basics.url?.trim() ?? "" }] : [],
    work: present(present(resume.work).map((r) => roleOf(r, r.name))),
    volunteer: present(present(resume.volunteer).map((r) => roleOf(r, r.organization ?? r.name))),
    education: present(resume.education).flatMap((e) => {
      const institution = orNull(e.institution);
      if (!institution) return [];
      return [
        {
          institution,
          studyType: orNull(e.studyType),
          area: orNull(e.area),
          notes: null,
          url: orNull(e.url),
          start: parseDate(e.startDate),
          end: parseDate(e.endDate),
        },
      ];
    }),
    projects: present(resume.projects).flatMap((p) => {
      const title = orNull(p.name);
      if (!title) return [];
      return [
        {
          title,
          organization: orNull(p.entity),
          description: orNull(p.description),
          url: orNull(p.url),
          start: parseDate(p.startDate),
          end: parseDate(p.endDate),
          keywords: p.keywords ?? [],
        },
      ];
    }),
    publications: present(resume.publications).flatMap((p) => {
      const title = orNull(p.name);
      if (!title) return [];
      return [
        {
          title,
          publisher: orNull(p.publisher),
          year: parseDate(p.releaseDate)?.year ?? null,
          summary: orNull(p.summary),
          url: orNull(p.url),
        },
      ];
    }),
    skills: present(resume.skills).flatMap((s) => (orNull(s.name) ? [s.name?.trim() ?? ""] : [])),
    keywords: [
      ...present(resume.skills).flatMap((s) => s.keywords ?? []),
      ...present(resume.interests).flatMap((i) => [i.name ?? "", ...(i.keywords ?? [])]),
    ],
    languages: present(resume.languages).flatMap((l) =>
      orNull(l.language) ? [{ name: l.language?.trim() ?? "", fluency: orNull(l.fluency) }] : [],
    ),
    certificates: present(resume.certificates).flatMap((c) =>
      orNull(c.name) ? [{ name: c.name?.trim() ?? "", issuer: orNull(c.issuer), url: orNull(c.url) }] : [],
    ),
    notRead: notReadOf(resume),
  };
  return { ok: true, record };
};

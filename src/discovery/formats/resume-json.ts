/**
 * /resume.json: the record in the JSON Resume schema (jsonresume.org, schema v1.0.0), so résumé tools and
 * themes can read it, and so a record exported here and imported again comes back whole. Work comes from the
 * timeline, newest first, with each chapter's highlights on one of the chapter's roles; education and volunteer
 * roles are the timeline entries that site.yaml's `resume` names; skills, languages, interests, certificates and
 * awards are the practices that name those sections; talks go in the `talks` section people add to the schema.
 */
import type { Site } from "../../content/site.js";
import { timelineKinds } from "../../content/timeline-kinds.js";
import type { PracticeEntry } from "../../schema/practice.js";
import type { TimelineItem } from "../../schema/timeline.js";

export const RESUME_JSON_TYPE = "application/json; charset=utf-8";
export const JSON_RESUME_SCHEMA = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
export const JSON_RESUME_VERSION = "v1.0.0";

/** The schema's `iso8601`: a year, a month or a day, as precise as the record knows. */
interface Dated {
  startDate?: string;
  endDate?: string;
}
type Listed = { summary?: string; highlights: string[] };
export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label: string;
    email: string;
    url: string;
    summary: string;
    location: { city: string; region: string; countryCode: string };
    profiles: { network: string; username: string; url: string }[];
  };
  work: (Dated & Listed & { name?: string; position: string; location?: string; url: string; description?: string })[];
  volunteer: (Dated & Listed & { organization?: string; position?: string; url: string; location?: string })[];
  education: (Dated & {
    institution: string;
    area?: string;
    studyType?: string;
    url: string;
    score?: string;
    courses: string[];
  })[];
  publications: { name: string; publisher?: string; releaseDate?: string; url?: string; summary?: string }[];
  talks: { name: string; event?: string; date?: string; url?: string; summary?: string; location?: string }[];
  projects: (Dated & {
    name: string;
    description: string;
    entity?: string;
    url: string;
    type?: string;
    roles: string[];
    highlights: string[];
    keywords: string[];
  })[];
  skills: { name: string; level?: string; keywords: string[] }[];
  languages: { language: string; fluency?: string }[];
  interests: { name: string; keywords: string[] }[];
  certificates: { name: string; issuer?: string; date?: string; url?: string }[];
  awards: { title: string; awarder?: string; date?: string; summary?: string }[];
  meta: { canonical: string; version: string; lastModified: string };
}

/** Each key only when it has a value: the schema refuses nulls. */
const given = <T extends Record<string, unknown>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;

const dates = (t: TimelineItem): Dated =>
  given({ startDate: t.startDate ?? t.start?.toString(), endDate: t.endDate ?? t.end?.toString() });

/**
 * "2006–2007" → 2006 and 2007; "2019" → 2019 and 2019; a range still open ("2024 to present", "From 2021") has no
 * end, the schema reading a missing end as ongoing; "Until 2020" has no start.
 */
export const yearRange = (years: string | null): Dated => {
  const found = years?.match(/\d{4}/g) ?? [];
  const [first, last] = [found[0], found[found.length - 1]];
  const open = /\b(from|since|present|now|today)\b/i.test(years ?? "");
  // "Until 2020" knows its end only.
  if (/^\s*until\b/i.test(years ?? "")) return given({ endDate: last });
  return given({ startDate: first, endDate: open ? undefined : last });
};

/**
 * What a role says beyond its title: its description, else its summary unless that only restates the label
 * (the import writes "<title> at <organization>." for a role it knows nothing more of).
 */
const summaryOf = (t: TimelineItem): string | undefined =>
  t.description ?? (t.summary.replace(/\.$/, "") === t.label.replace(/\.$/, "") ? undefined : t.summary);

/**
 * The timeline entries that are roles: those with a role, with or without an organization (a ship's cook, a
 * freelancer). JSON Resume requires no field of a work entry, so one without an employer is listed unnamed.
 */
type Role = TimelineItem & { role: string };
const isRole = (t: TimelineItem): t is Role => t.role !== null;

/**
 * Which role carries each chapter's highlights, by role id: the latest role at the first of the chapter's
 * organizations that has one, else the chapter's latest role. `work` is oldest first.
 */
const highlightHolders = (site: Site, work: readonly Role[]): Map<string, readonly string[]> => {
  const holders = new Map<string, readonly string[]>();
  for (const chapter of site.chapters) {
    const roles = work.filter((t) => t.chapter === chapter.id);
    const holder =
      chapter.organizations.map((o) => roles.filter((t) => t.organization === o.name).at(-1)).find(Boolean) ??
      roles.at(-1);
    if (holder) holders.set(holder.id, chapter.highlights);
  }
  return holders;
};

/** The entries of the practices that stand for one résumé section, in file order. */
const section = (site: Site, name: string): PracticeEntry[] =>
  site.practices.flatMap((p) => (p.section === name ? (p.entries ?? []) : []));

export const jsonResume = (site: Site): JsonResume => {
  const { profile, urls, resume } = site;
  const byId = new Map(site.timeline.map((t) => [t.id, t]));
  const kinds = timelineKinds(site);
  const work = site.timeline.filter(isRole).filter((t) => kinds.get(t.id) === "work");
  const highlights = highlightHolders(site, work);
  /** The organization as its chapter names it: its own site and what it is. */
  const organization = (t: TimelineItem) =>
    site.chapters.find((c) => c.id === t.chapter)?.organizations.find((o) => o.name === t.organization);

  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: profile.name,
      label: profile.label ?? `${profile.jobTitle}, ${profile.company.name}`,
      email: profile.contact.email,
      url: urls.home,
      summary: profile.bio,
      location: { city: profile.basedIn.city, region: profile.basedIn.region, countryCode: profile.basedIn.country },
      profiles: profile.profiles.map((p) => ({ network: p.name, username: p.handle, url: p.url })),
    },
    work: [...work].reverse().map((t) => ({
      ...given({ name: t.organization ?? undefined, location: t.place ?? undefined }),
      position: t.role,
      url: organization(t)?.url ?? t.url,
      ...given({ description: organization(t)?.about }),
      ...dates(t),
      ...given({ summary: summaryOf(t) }),
      highlights: [...(t.highlights ?? highlights.get(t.id) ?? [])],
    })),
    // Every entry the owner lists as unpaid, with or without an organisation ("her own office hours"): JSON
    // Resume requires neither field of a volunteer entry.
    volunteer: site.timeline
      .filter((t) => kinds.get(t.id) === "volunteer")
      .reverse()
      .map((t) => ({
        ...given({ organization: t.organization ?? undefined, position: t.role ?? undefined }),
        url: t.website ?? t.url,
        ...given({ location: t.place ?? undefined }),
        ...dates(t),
        ...given({ summary: summaryOf(t) }),
        highlights: [...(t.highlights ?? [])],
      })),
    education: resume.education.flatMap((e) => {
      const t = byId.get(e.timeline);
      return t?.organization
        ? [
            {
              institution: t.organization,
              ...given({ area: e.area, studyType: e.studyType, score: t.score }),
              url: organization(t)?.url ?? t.url,
              ...dates(t),
              courses: [...(t.courses ?? [])],
            },
          ]
        : [];
    }),
    publications: [
      ...site.writing
        .filter((w) => w.kind === "article")
        .map((w) => ({
          name: w.title,
          publisher: w.outlet,
          ...given({ releaseDate: w.date ?? w.year?.toString(), summary: w.summary ?? undefined }),
          url: w.url,
        })),
      ...section(site, "publications").map((e) =>
        given({ name: e.name, publisher: e.issuer, releaseDate: e.date, summary: e.summary }),
      ),
    ] as JsonResume["publications"],
    talks: [
      ...site.talks.map((t) => ({
        name: t.title,
        event: t.venue,
        ...given({ date: t.date ?? t.year?.toString(), location: t.location ?? undefined }),
        url: t.url,
        summary: t.takeaway,
      })),
      ...section(site, "talks").map((e) =>
        given({ name: e.name, event: e.issuer, date: e.date, location: e.place, summary: e.summary }),
      ),
    ] as JsonResume["talks"],
    projects: site.projects.map((p) => ({
      name: p.title,
      description: p.summary,
      ...given({ entity: p.organization ?? undefined, type: p.type }),
      url: p.links[0]?.url ?? p.page,
      ...yearRange(p.years),
      ...given({ startDate: p.startDate, endDate: p.endDate }),
      roles: [...(p.roles ?? [])],
      highlights: [...(p.highlights ?? [])],
      keywords: [...(p.keywords ?? [])],
    })),
    skills: section(site, "skills").map((e) => ({
      name: e.name,
      ...given({ level: e.level }),
      keywords: e.items ?? [],
    })),
    languages: section(site, "languages").map((e) => ({ language: e.name, ...given({ fluency: e.level }) })),
    interests: section(site, "interests").map((e) => ({ name: e.name, keywords: e.items ?? [] })),
    certificates: section(site, "certificates").map((e) => ({
      name: e.name,
      ...given({ issuer: e.issuer, date: e.date, url: e.url }),
    })),
    awards: section(site, "awards").map((e) => ({
      title: e.name,
      ...given({ awarder: e.issuer, date: e.date, summary: e.summary }),
    })),
    meta: { canonical: urls.resumeJson, version: JSON_RESUME_VERSION, lastModified: `${site.updated}T00:00:00` },
  };
};

/**
 * /resume.json: the record in the JSON Resume schema (jsonresume.org, schema v1.0.0), so résumé tools and
 * themes can read it. Work comes from the timeline, newest first, with each chapter's highlights on one of the
 * chapter's roles; education and volunteer roles are the timeline entries that site.yaml's `resume` names.
 */
import type { Site } from "../../content/site.js";
import type { TimelineItem } from "../../schema/timeline.js";

export const RESUME_JSON_TYPE = "application/json; charset=utf-8";
export const JSON_RESUME_SCHEMA = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
export const JSON_RESUME_VERSION = "v1.0.0";

/** The parts of the JSON Resume schema this site fills; dates are its `iso8601` (a year is enough). */
interface Dated {
  startDate?: string;
  endDate?: string;
}
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
  work: (Dated & {
    name?: string;
    position: string;
    location?: string;
    url: string;
    summary: string;
    highlights: string[];
  })[];
  volunteer: (Dated & { organization?: string; position?: string; url: string; summary: string })[];
  education: (Dated & { institution: string; area: string; studyType: string; url: string })[];
  publications: { name: string; publisher: string; releaseDate?: string; url: string; summary?: string }[];
  projects: (Dated & { name: string; description: string; entity?: string; url: string })[];
  meta: { canonical: string; version: string; lastModified: string };
}

const dates = (t: TimelineItem): Dated => ({
  ...(t.start !== null ? { startDate: String(t.start) } : {}),
  ...(t.end !== null ? { endDate: String(t.end) } : {}),
});

/** "2006–2007" → 2006 and 2007; "2019" → 2019; a range still open ("2024 to present") has no end. */
export const yearRange = (years: string | null): Dated => {
  const found = years?.match(/\d{4}/g) ?? [];
  const [first, last] = [found[0], found[found.length - 1]];
  return {
    ...(first ? { startDate: first } : {}),
    ...(last && last !== first ? { endDate: last } : {}),
  };
};

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

export const jsonResume = (site: Site): JsonResume => {
  const { profile, urls, resume } = site;
  const byId = new Map(site.timeline.map((t) => [t.id, t]));
  const studies = new Set(resume.education.map((e) => e.timeline));
  const unpaid = new Set(resume.volunteer);
  const roles = site.timeline.filter(isRole);
  const work = roles.filter((t) => !studies.has(t.id) && !unpaid.has(t.id));
  const highlights = highlightHolders(site, work);

  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: profile.name,
      label: `${profile.jobTitle}, ${profile.company.name}`,
      email: profile.contact.email,
      url: urls.home,
      summary: profile.summary,
      location: { city: profile.basedIn.city, region: profile.basedIn.region, countryCode: profile.basedIn.country },
      profiles: profile.profiles.map((p) => ({ network: p.name, username: p.handle, url: p.url })),
    },
    work: [...work].reverse().map((t) => ({
      ...(t.organization !== null ? { name: t.organization } : {}),
      position: t.role,
      ...(t.place !== null ? { location: t.place } : {}),
      url: t.url,
      ...dates(t),
      summary: t.summary,
      highlights: [...(highlights.get(t.id) ?? [])],
    })),
    // Every entry the owner lists as unpaid, with or without an organisation ("her own office hours"): JSON
    // Resume requires neither field of a volunteer entry.
    volunteer: site.timeline
      .filter((t) => unpaid.has(t.id))
      .reverse()
      .map((t) => ({
        ...(t.organization !== null ? { organization: t.organization } : {}),
        ...(t.role !== null ? { position: t.role } : {}),
        url: t.url,
        ...dates(t),
        summary: t.summary,
      })),
    education: resume.education.flatMap((e) => {
      const t = byId.get(e.timeline);
      return t?.organization
        ? [{ institution: t.organization, area: e.area, studyType: e.studyType, url: t.url, ...dates(t) }]
        : [];
    }),
    publications: site.writing
      .filter((w) => w.kind === "article")
      .map((w) => ({
        name: w.title,
        publisher: w.outlet,
        ...(w.year !== null ? { releaseDate: String(w.year) } : {}),
        url: w.url,
        ...(w.summary !== null ? { summary: w.summary } : {}),
      })),
    projects: site.projects.map((p) => ({
      name: p.title,
      description: p.summary,
      ...(p.organization !== null ? { entity: p.organization } : {}),
      url: p.page,
      ...yearRange(p.years),
    })),
    meta: { canonical: urls.resumeJson, version: JSON_RESUME_VERSION, lastModified: `${site.updated}T00:00:00` },
  };
};

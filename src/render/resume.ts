/**
 * The résumé, computed once: the subject's lede and summary, then a section per collection that declares a
 * `resume` role (registry order), then the profiles. The page (pages/html/resume.tsx), its Markdown twin
 * (page-markdown.ts) and the PDF (media/resume-pdf.ts) each write this structure in their own syntax.
 */
import type { Picture } from "../content/picture.js";
import { readRole, recordView } from "../content/record-view.js";
import type { Site } from "../content/site.js";
import type { AnyResumeRole } from "../schema/collection.js";
import { COLLECTIONS } from "../schema/collections.js";

/** A record with a heading of its own, a line of dates and place, and its summary (the experience). */
export interface ResumeEntry {
  readonly heading: string;
  readonly url: string;
  /** Dates, then place: "2015 to 2019", "Tallinn". */
  readonly meta: readonly string[];
  readonly summary: string | null;
}

/** A record on one line: `dates · title, place (kind): summary`. */
export interface ResumeLine {
  readonly dates: string | null;
  readonly title: string;
  readonly url: string;
  readonly place: string | null;
  readonly kind: string | null;
  readonly summary: string | null;
  readonly picture: Picture | null;
}

export type ResumeSection = { readonly id: string; readonly title: string } & (
  | { readonly style: "entry"; readonly entries: readonly ResumeEntry[] }
  /**
   * `external`: the lines link away from the site, so print gives their addresses. `rel`: "me" when the lines are
   * the owner's own profiles elsewhere, which Mastodon and IndieWeb tools verify by that link back.
   */
  | {
      readonly style: "line";
      readonly lines: readonly ResumeLine[];
      readonly external: boolean;
      readonly rel: "me" | null;
    }
);

export interface Resume {
  readonly name: string;
  /** "Head of Design, Org D". */
  readonly role: string;
  readonly basedIn: string;
  readonly email: string;
  readonly summary: string;
  /** Only the sections the record has something for: no heading over an empty list. */
  readonly sections: readonly ResumeSection[];
}

const present = (values: readonly unknown[]): string[] =>
  values.filter((v): v is string | number => (typeof v === "string" && v !== "") || typeof v === "number").map(String);

/** A record's heading from the fields the résumé leads with; the title stands in for the first when it is absent. */
const entryHeading = (item: { id: string }, fields: readonly string[], title: string): string => {
  const [first, ...rest] = fields.map((field) => readRole(item, field));
  return present([typeof first === "string" && first !== "" ? first : title, ...rest]).join(", ");
};

const collectionSection = (site: Site, entry: (typeof COLLECTIONS)[number]): ResumeSection | null => {
  const role: AnyResumeRole | undefined = "resume" in entry ? entry.resume : undefined;
  if (!role) return null;
  const items = role.reversed ? [...site[entry.key]].reverse() : site[entry.key];
  const views = items.map((item) => ({ item, r: recordView(site, entry, item) }));
  const title = role.heading ?? entry.heading;
  const id = title === entry.heading ? entry.key : title.toLowerCase();
  return role.style === "entry"
    ? {
        id,
        title,
        style: "entry",
        entries: views.map(({ item, r }) => ({
          heading: entryHeading(item, role.fields ?? [], r.title),
          url: r.cite,
          meta: present([r.years, r.place]),
          summary: r.summary,
        })),
      }
    : {
        id,
        title,
        style: "line",
        external: false,
        rel: null,
        lines: views.map(({ r }) => ({
          dates: r.years === null ? null : String(r.years),
          title: r.title,
          url: r.cite,
          place: r.place,
          kind: r.kind,
          summary: role.summary ? r.summary : null,
          picture: r.picture,
        })),
      };
};

export const resume = (site: Site): Resume => {
  const { profile } = site;
  const profiles: ResumeSection = {
    id: "profiles",
    title: "Profiles",
    style: "line",
    external: true,
    rel: "me",
    lines: profile.profiles.map((s) => ({
      dates: null,
      title: s.name,
      url: s.url,
      place: null,
      kind: null,
      summary: s.handle,
      picture: null,
    })),
  };
  const sections = [...COLLECTIONS.map((entry) => collectionSection(site, entry)), profiles];
  return {
    name: profile.name,
    role: `${profile.jobTitle}, ${profile.company.name}`,
    basedIn: profile.basedIn.label,
    email: profile.contact.email,
    summary: profile.summary,
    sections: sections.filter(
      (s): s is ResumeSection => s !== null && (s.style === "entry" ? s.entries.length : s.lines.length) > 0,
    ),
  };
};

/** A line's text after its title: ", Conf A (keynote): what it said". */
export const lineTail = (line: ResumeLine): string =>
  `${line.place ? `, ${line.place}` : ""}${line.kind ? ` (${line.kind})` : ""}${line.summary ? `: ${line.summary}` : ""}`;

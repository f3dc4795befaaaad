/**
 * Site → search documents: one per record of the nine types, as plain-text passages (the summary that says
 * what the record is, then everything else worth matching), facets, the page to cite and the API URL.
 */
import type { Site } from "../content/site.js";
import type { SearchType } from "../schema/common.js";
import { facet, yearFacets, yearSpan } from "./facets.js";
import { plainBlocks } from "./plain-text.js";

export interface SearchDocument {
  readonly type: SearchType;
  readonly id: string;
  readonly title: string;
  /** Passages that state what the record is: summary, takeaway, answer. */
  readonly summary: readonly string[];
  /** Every other passage worth matching, in reading order. */
  readonly body: readonly string[];
  /** Facet terms (type, kind, years, current) that query words such as "podcast" or "2019" ask for. */
  readonly facets: readonly string[];
  readonly url: string;
  readonly api: string | null;
}

type Part = string | null | undefined | false;

const present = (parts: readonly (Part | readonly Part[])[]): string[] =>
  parts.flat().filter((p): p is string => typeof p === "string" && p.trim().length > 0);

/**
 * Plain-text passages: optional fields drop out, and every field goes through the Markdown stripper, not only the
 * Markdown bodies, so a link typed into a YAML summary can never reach a snippet.
 */
const passages = (...parts: (Part | readonly Part[])[]): string[] => present(parts).flatMap(plainBlocks);

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Optional parts joined into one passage, e.g. "Design Editor, The Campus Daily, Lafayette, LA". */
const line = (...parts: Part[]): string => present(parts).join(", ");

/** Every document also carries its type as a facet, for "press", "projects" and the like. */
const doc = (d: SearchDocument): SearchDocument => ({ ...d, facets: [facet.type(d.type), ...d.facets] });

export const searchDocuments = (site: Site): SearchDocument[] => {
  const { urls, profile } = site;
  const thisYear = Number(site.updated.slice(0, 4));
  const chapterYears = (id: string): string[] => {
    const items = site.timeline.filter((t) => t.chapter === id);
    const starts = items.flatMap((t) => (t.start === null ? [] : [t.start]));
    const ends = items.flatMap((t) => (t.current ? [thisYear] : t.end === null ? [] : [t.end]));
    return starts.length === 0 ? [] : yearFacets(Math.min(...starts), Math.max(...starts, ...ends));
  };

  return [
    doc({
      type: "profile",
      id: profile.id,
      title: profile.name,
      summary: passages(profile.summary),
      body: passages(
        `${profile.jobTitle} at ${profile.company.name}.`,
        `${profile.company.name}: ${profile.company.tagline}`,
        profile.company.backedBy,
        profile.description,
        profile.bio,
        `Based in ${profile.basedIn.label}.`,
        `Born in ${profile.birthplace.label}.`,
        profile.places.map((p) => `${p.place}: ${p.why}`),
      ),
      facets: [],
      url: profile.links.agent,
      api: urls.apiPath("/profile"),
    }),
    ...site.chapters.map((c) =>
      doc({
        type: "chapter",
        id: c.id,
        title: c.title,
        summary: passages(
          c.summary,
          c.oneLiner,
          `${line(c.name, c.period, c.place)}.`,
          `Shown on the robot's ${c.part}.`,
        ),
        body: passages(
          c.panel,
          c.text,
          c.highlights,
          c.stats.map((s) => `${s.value} ${s.label}`),
          c.roles.map((r) => `${r.title}, ${r.organization}`),
          c.organizations.map((o) => o.fullName ?? o.name),
          c.quote?.text,
          c.quote?.source,
        ),
        facets: chapterYears(c.id),
        url: c.links.html,
        api: c.links.api,
      }),
    ),
    ...site.timeline.map((t) =>
      doc({
        type: "timeline",
        id: t.id,
        title: t.label,
        summary: passages(t.summary),
        body: passages(line(t.role, t.organization, t.place, t.when)),
        facets: [
          ...yearFacets(t.start, t.end ?? (t.current ? thisYear : t.start)),
          ...(t.current ? [facet.current] : []),
        ],
        url: t.url,
        api: urls.apiPath("/timeline"),
      }),
    ),
    ...site.talks.map((t) =>
      doc({
        type: "talk",
        id: t.id,
        title: t.title,
        summary: passages(t.takeaway),
        body: passages(
          `${line(`${capitalized(t.kind)} at ${t.venue}`, t.location, t.year?.toString())}.`,
          t.with.length > 0 && `With ${t.with.join(", ")}.`,
        ),
        facets: [facet.kind(t.kind), ...yearFacets(t.year, t.year)],
        url: t.page,
        api: urls.apiPath("/talks"),
      }),
    ),
    ...site.writing.map((w) =>
      doc({
        type: w.kind === "press" ? "press" : "writing",
        id: w.id,
        title: w.title,
        summary: passages(w.summary),
        body: passages(`${line(`${capitalized(w.kind)} in ${w.outlet}`, w.year?.toString())}.`),
        facets: [facet.kind(w.kind), ...yearFacets(w.year, w.year)],
        url: w.page,
        api: urls.apiPath("/writing"),
      }),
    ),
    ...site.projects.map((p) =>
      doc({
        type: "project",
        id: p.id,
        title: p.title,
        summary: passages(p.summary),
        body: passages(line(p.organization, p.years), p.quote),
        facets: yearFacets(...yearSpan(p.years, thisYear)),
        url: p.page,
        api: urls.apiPath("/projects"),
      }),
    ),
    ...site.practices.map((p) =>
      doc({
        type: "practice",
        id: p.id,
        title: p.title,
        summary: passages(p.summary),
        body: [],
        facets: [],
        url: p.page,
        api: urls.apiPath("/practices"),
      }),
    ),
    ...site.answers.map((a) =>
      doc({
        type: "answer",
        id: a.id,
        title: a.question,
        summary: passages(a.answer),
        body: [],
        facets: [],
        url: a.url,
        api: null,
      }),
    ),
  ];
};

/**
 * Site → search documents: one per record of the nine types, as plain-text passages (the summary that says
 * what the record is, then everything else worth matching, its own links' labels included), facets, the page to
 * cite and the API URL.
 */
import { COLLECTIONS, type CollectionKey } from "../content/collections.js";
import type { Site } from "../content/site.js";
import type { SearchType } from "../schema/common.js";
import { fold } from "./analyze.js";
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

/** A record's document, but for its API URL: the collection's list endpoint, when the registry declares one. */
type Mapped = Omit<SearchDocument, "api">;
type CollectionDocument<K extends CollectionKey> = (item: Site[K][number], thisYear: number) => Mapped;

/** Each collection's records as search documents, by registry key: a collection added to the registry must add its own. */
const COLLECTION_DOCUMENTS: { readonly [K in CollectionKey]: CollectionDocument<K> } = {
  timeline: (t, thisYear) => ({
    type: "timeline",
    id: t.id,
    title: t.label,
    summary: passages(t.summary),
    body: passages(line(t.role, t.organization, t.place, t.when)),
    facets: [...yearFacets(t.start, t.end ?? (t.current ? thisYear : t.start)), ...(t.current ? [facet.current] : [])],
    url: t.url,
  }),
  talks: (t) => ({
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
  }),
  writing: (w) => ({
    type: w.kind === "press" ? "press" : "writing",
    id: w.id,
    title: w.title,
    summary: passages(w.summary),
    body: passages(`${line(`${capitalized(w.kind)} in ${w.outlet}`, w.year?.toString())}.`),
    facets: [facet.kind(w.kind), ...yearFacets(w.year, w.year)],
    url: w.page,
  }),
  projects: (p, thisYear) => ({
    type: "project",
    id: p.id,
    title: p.title,
    summary: passages(p.summary),
    body: passages(line(p.organization, p.years), p.quote),
    facets: yearFacets(...yearSpan(p.years, thisYear)),
    url: p.page,
  }),
  practices: (p) => ({
    type: "practice",
    id: p.id,
    title: p.title,
    summary: passages(p.summary),
    body: [],
    facets: [],
    url: p.page,
  }),
  answers: (a) => ({
    type: "answer",
    id: a.id,
    title: a.question,
    summary: passages(a.answer),
    body: [],
    facets: [],
    url: a.url,
  }),
};

/** The labels of a record's links ("Studio portfolio"), for the collections whose records have links. */
const linkLabels = (item: unknown): string[] => {
  const links = typeof item === "object" && item !== null && "links" in item ? item.links : undefined;
  if (!Array.isArray(links)) return [];
  return links.flatMap((link: unknown) =>
    typeof link === "object" && link !== null && "label" in link && typeof link.label === "string" ? [link.label] : [],
  );
};

/** A title or link label as compared for cross-references: its folded words, without a trailing "(talk)". */
const titleKey = (text: string): string =>
  fold(text.replace(/\s*\([^)]*\)\s*$/, ""))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Search documents of every record. A record's own links' labels are words about it that no other field may hold
 * (a project's "Studio portfolio"); a label that is another record's title is a cross-reference, and that record
 * is found under its own title, so it is left out.
 */
export const searchDocuments = (site: Site): SearchDocument[] => {
  const { urls, profile } = site;
  const thisYear = Number(site.updated.slice(0, 4));
  const chapterYears = (id: string): string[] => {
    const items = site.timeline.filter((t) => t.chapter === id);
    const starts = items.flatMap((t) => (t.start === null ? [] : [t.start]));
    const ends = items.flatMap((t) => (t.current ? [thisYear] : t.end === null ? [] : [t.end]));
    return starts.length === 0 ? [] : yearFacets(Math.min(...starts), Math.max(...starts, ...ends));
  };

  const records = COLLECTIONS.flatMap(({ key, list }) => {
    // Each mapping is checked against its own collection's items where it is declared; here all run alike.
    const toDocument = COLLECTION_DOCUMENTS[key] as (item: unknown, thisYear: number) => Mapped;
    const api = list ? urls.apiPath(`/${key}`) : null;
    return site[key].map((item) => ({
      document: doc({ ...toDocument(item, thisYear), api }),
      labels: linkLabels(item),
    }));
  });
  const named = [
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
  ];
  const titles = new Set([...named, ...records.map((r) => r.document)].map((d) => titleKey(d.title)));
  return [
    ...named,
    ...records.map(({ document, labels }) => {
      const own = labels.filter((label) => !titles.has(titleKey(label)));
      return own.length === 0 ? document : { ...document, body: [...document.body, ...passages(own)] };
    }),
  ];
};

/**
 * Site → search documents: one per record of every type, as plain-text passages (the summary that says
 * what the record is, then everything else worth matching, its own links' labels included), facets, the page to
 * cite and the API URL.
 */
import { collectionViews, type RecordView } from "../../content/record-view.js";
import type { Site } from "../../content/site.js";
import { studiedDegrees, timelineKinds } from "../../content/timeline-kinds.js";
import { type AnyCollection, COLLECTIONS } from "../../schema/collections.js";
import type { SearchType } from "../../schema/search-type.js";
import { acronymsOf } from "../analysis/acronyms.js";
import { fold } from "../analysis/analyze.js";
import { plainBlocks } from "../analysis/plain-text.js";
import type { Span } from "../intent/anchors.js";
import { degreeLevel } from "../intent/degrees.js";
import { MENTORING_WORDS } from "../intent/facet-words.js";
import { facet, yearFacets, yearSpan, yearsOfFacets } from "../intent/facets.js";
import { monthOfDate } from "../intent/months.js";

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
  /** The owner's keywords: words about the record that its text may not use, indexed at a low weight. */
  readonly keywords: readonly string[];
  /**
   * Words a question may call the record by that the content derives, not the owner (a network's site name, a role's
   * acronym): indexed as keywords are.
   */
  readonly aliases?: readonly string[];
  readonly url: string;
  readonly api: string | null;
  /** The months a stage of the timeline or its chapter spans, where its dates give them (months.ts). */
  readonly months?: Span | null;
}

/** The dates a record may give to the month. */
interface Dated {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly date?: string | undefined;
}

type Part = string | null | undefined | false;

const present = (parts: readonly (Part | readonly Part[])[]): string[] =>
  parts.flat().filter((p): p is string => typeof p === "string" && p.trim().length > 0);

/**
 * Plain-text passages: optional fields drop out, and every field goes through the Markdown stripper, not only the
 * Markdown bodies, so a link typed into a YAML summary can never reach a snippet.
 */
const passages = (...parts: (Part | readonly Part[])[]): string[] => present(parts).flatMap(plainBlocks);

/** Optional parts joined into one passage, e.g. "Design Editor, The Campus Daily, Lafayette, LA". */
const line = (...parts: Part[]): string => present(parts).join(", ");

/** Every document also carries its type as a facet, for "press", "projects" and the like. */
const doc = (d: SearchDocument): SearchDocument => ({ ...d, facets: [facet.type(d.type), ...d.facets] });

/** A record's document, but for its API URL: the collection's list endpoint, when the registry declares one. */
type Mapped = Omit<SearchDocument, "api">;

/** A record's years as facets: its span where it declares one (an open end runs to today's year while it holds its flag, e.g. the current role), else its year or its years in words. */
const viewYearFacets = (r: RecordView, thisYear: number): string[] => {
  if (r.span) return yearFacets(r.span.start, r.span.end ?? (r.flag ? thisYear : r.span.start));
  return typeof r.years === "string" ? yearFacets(...yearSpan(r.years, thisYear)) : yearFacets(r.years, r.years);
};

/** A record of mentoring or coaching others, by its title ("Industry Mentor", "Mentor for New Interpreters"). */
const MENTORING = new RegExp(`\\b(?:${MENTORING_WORDS.join("|")})\\b`, "i");

/** A record of teaching, by its title: a role ("Visiting Lecturer", "Tutor") or a question ("Does she teach?"). */
const TEACHING =
  /\b(?:lecturer|teacher|tutor|instructor|professor|teaching|trainer|educator|docent|teach|teaches|taught)\b/i;

/** A link to code: a code host's address ("github.com/…", "gitlab.com/…") or a label that says so ("Source code"). */
const CODE_HOST = /(?:^|\.)(?:github|gitlab|bitbucket|codeberg|sourceforge|sr\.ht|git\.[a-z-]+)\./i;
const CODE_LABEL = /\b(?:source|code|repository|repo)\b/i;
const isCode = (link: { readonly label: string; readonly url: string }): boolean =>
  CODE_LABEL.test(link.label) || (URL.canParse(link.url) && CODE_HOST.test(`${new URL(link.url).hostname}.`));

/**
 * Any record as a search document, from its view: its fact line and quote are the body, its kind, years and
 * flag the facets (a flag's label, "Current role", is a facet, not words: as body text it drew every question
 * saying "role" to the current one), and its kind may give it a type of its own (writing of kind press).
 */
const collectionDocument = (entry: AnyCollection, r: RecordView, thisYear: number): Mapped => ({
  type: (r.kind === null ? undefined : entry.search.kindTypes?.[r.kind]) ?? entry.search.type,
  id: r.id,
  title: r.title,
  summary: passages(r.summary),
  body: passages(line(...r.facts.map((f) => f.inline)), r.quote),
  facets: [
    ...(r.kind === null ? [] : [facet.kind(r.kind)]),
    ...(r.links.some(isCode) ? [facet.code] : []),
    ...(TEACHING.test(r.title) ? [facet.teaching] : []),
    ...(MENTORING.test(r.title) ? [facet.mentoring] : []),
    ...viewYearFacets(r, thisYear),
    ...(r.flag ? [facet.current] : []),
  ],
  keywords: r.keywords,
  // A role's acronym, which a question may say for its title ("his years as CRO").
  aliases: entry.search.type === "timeline" ? acronymsOf([r.title]) : [],
  url: r.cite,
});

/** Networks known by another name than their site's: a question may still say "Twitter" of x.com. */
const FORMER_NAMES: Readonly<Record<string, string>> = { x: "twitter", twitter: "x" };

/**
 * What a question may call one of his networks: its name, his handle, and its site's name ("mastodon" of
 * mastodon.social, "github" of github.com), whatever the owner named it ("Code", "X").
 */
const networkWords = (network: { readonly name: string; readonly handle: string; readonly url: string }): string[] => {
  const host = URL.canParse(network.url) ? new URL(network.url).hostname.replace(/^www\./, "") : "";
  const site = host.split(".").at(-2) ?? "";
  const former = Object.hasOwn(FORMER_NAMES, site) ? [FORMER_NAMES[site] ?? ""] : [];
  return [network.name, network.handle, site, ...former].filter(Boolean);
};

/**
 * What a question may call his networks as a whole, whichever they are ("does she have a website or social media",
 * "is he online anywhere"): as keywords, each counts only where no record's text uses it.
 */
const NETWORKS_AS_A_WHOLE = [
  "online",
  "website",
  "homepage",
  "social media",
  "social networks",
  "socials",
  "accounts",
  "handles",
];

/** A title or link label as compared for cross-references: its folded words, without a trailing "(talk)". */
const titleKey = (text: string): string =>
  fold(text.replace(/\s*\([^)]*\)\s*$/, ""))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * A record's months where its dates give them (a stage's start and end, a project's, the month a talk was given or
 * a piece published), the record's own years closing an end its dates leave open: "since Jan 2023" runs on.
 */
const monthsOf = (items: readonly Dated[], years: Span | null): Span | null => {
  const spans = items.flatMap((t) => {
    const from = monthOfDate(t.startDate ?? t.date);
    if (from === undefined) return [];
    const open = t.startDate === undefined || years === null ? from : years.to * 12 + 11;
    return [{ from, to: Math.max(from, monthOfDate(t.endDate) ?? open) }];
  });
  return spans.length === 0
    ? null
    : { from: Math.min(...spans.map((m) => m.from)), to: Math.max(...spans.map((m) => m.to)) };
};

/**
 * Search documents of every record. A record's own links' labels are words about it that no other field may hold
 * (a project's "Studio portfolio"); a label that is another record's title is a cross-reference, and that record
 * is found under its own title, so it is left out.
 */
export const searchDocuments = (site: Site): SearchDocument[] => {
  const { urls, profile } = site;
  const thisYear = Number(site.updated.slice(0, 4));
  const kinds = timelineKinds(site);
  const degrees = studiedDegrees(site);
  const sections = new Map(site.practices.map((p) => [p.id, p.section]));
  /** What kind of record beyond its type a question may ask for: a timeline entry's kind, a practice's section. */
  const kindFacets = (key: AnyCollection["key"], id: string): string[] => {
    const kind = key === "timeline" ? kinds.get(id) : undefined;
    const section = key === "practices" ? sections.get(id) : undefined;
    const level = kind === "education" ? degreeLevel(degrees.get(id)) : null;
    return [
      ...(kind ? [facet.kind(kind)] : []),
      ...(level ? [facet.degree(level)] : []),
      ...(section ? [facet.section(section)] : []),
    ];
  };
  const chapterYears = (id: string): string[] => {
    const items = site.timeline.filter((t) => t.chapter === id);
    const starts = items.flatMap((t) => (t.start === null ? [] : [t.start]));
    const ends = items.flatMap((t) => (t.current ? [thisYear] : t.end === null ? [] : [t.end]));
    return starts.length === 0 ? [] : yearFacets(Math.min(...starts), Math.max(...starts, ...ends));
  };

  const records = COLLECTIONS.flatMap((entry) => {
    const api = entry.list ? urls.apiPath(`/${entry.key}`) : null;
    // Views come in the order of the collection's records (record-view.ts).
    const items = site[entry.key] as readonly Dated[];
    return collectionViews(site, entry).map((r, i) => {
      const document = collectionDocument(entry, r, thisYear);
      return {
        document: doc({
          ...document,
          facets: [...document.facets, ...kindFacets(entry.key, r.id)],
          api,
          months: monthsOf(items.slice(i, i + 1), yearsOfFacets(document.facets)),
        }),
        labels: r.links.map((link) => link.label),
      };
    });
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
      keywords: profile.keywords ?? [],
      // The networks it lists, as words about the profile ("is she on GitHub"): as keywords, they count only where
      // no record's text uses them, so a network named "Example Code" adds no weight to the word "code".
      aliases: [...profile.profiles.flatMap(networkWords), ...(profile.profiles.length > 0 ? NETWORKS_AS_A_WHOLE : [])],
      url: profile.links.agent,
      api: urls.apiPath("/profile"),
    }),
    ...site.chapters.map((c) => {
      const years = chapterYears(c.id);
      return doc({
        type: "chapter",
        id: c.id,
        title: c.title,
        summary: passages(
          c.summary,
          c.oneLiner,
          `${line(c.name, c.period, c.place)}.`,
          c.part && `Shown on the robot's ${c.part}.`,
        ),
        body: passages(
          c.panel,
          c.text,
          c.highlights,
          c.stats.map((s) => `${s.value} ${s.label}`),
          c.roles.map((r) => `${r.title}, ${r.organization}`),
          c.organizations.map((o) => o.fullName ?? o.name),
          // What each organization is ("a regional development bank lending across East Africa").
          c.organizations.map((o) => o.about),
          c.quote?.text,
          c.quote?.source,
        ),
        facets: years,
        keywords: c.keywords ?? [],
        aliases: acronymsOf(c.roles.map((r) => r.title)),
        months: monthsOf(
          site.timeline.filter((t) => t.chapter === c.id),
          yearsOfFacets(years),
        ),
        url: c.links.html,
        api: c.links.api,
      });
    }),
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

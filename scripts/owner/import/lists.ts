/**
 * The record's lists: projects, writing and talks (each joined to the chapter of the employer or school it names,
 * else the one whose dates hold it), and the practices that keep a résumé's own lists (skills, languages,
 * interests, certificates, awards, and the publications and talks that have no web address).
 */
import { idOf } from "../../../src/schema/common.js";
import type { PRACTICE_SECTIONS } from "../../../src/schema/practice.js";
import { httpUrl, type Told } from "./chapters.js";
import { listed, sentence } from "./copy.js";
import { isoOf, monthOf, newestFirst, periodOf, spoken, within } from "./dates.js";
import { type ContentDraft, PLACEHOLDER } from "./draft.js";
import { keywordsOf, unique } from "./keywords.js";
import { placedIn } from "./places.js";
import { type Entry, entry, type ImportedRecord, type PartialDate, type Publication } from "./record.js";

type Practice = ContentDraft["practices"][number];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The chapters a record belongs to: those of the organization it names (in its own field, else in its words),
 * else the work chapter (failing that, the studies) whose dates hold its date.
 */
export const chaptersFor = (
  told: readonly Told[],
  item: { organization?: string | null; words: readonly (string | null)[]; date: PartialDate | null },
): string[] => {
  const same = (a: string, b: string) => idOf(a) === idOf(b);
  const named = item.organization ? told.filter((t) => same(t.organization, item.organization ?? "")) : [];
  const text = item.words.filter(Boolean).join(" ");
  const mentioned =
    named.length > 0
      ? named
      : told.filter((t) =>
          new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(t.organization)}($|[^\\p{L}\\p{N}])`, "iu").test(text),
        );
  const { date } = item;
  const holding = (kind: Told["kind"]) =>
    date ? told.filter((t) => t.kind === kind && within(date, t.start, t.ongoing ? null : t.end)) : [];
  const found =
    mentioned.length > 0 ? mentioned : ([holding("work"), holding("study")].find((l) => l.length > 0) ?? []);
  const atDate = date ? found.filter((t) => within(date, t.start, t.ongoing ? null : t.end)) : [];
  return [...new Set((atDate.length > 0 ? atDate : found).map((t) => t.id))];
};

const dateFields = (start: PartialDate | null, end: PartialDate | null) => ({
  ...(monthOf(start) ? { startDate: monthOf(start) } : {}),
  ...(monthOf(end) ? { endDate: monthOf(end) } : {}),
});

export const projectsOf = (record: ImportedRecord, told: readonly Told[]): ContentDraft["projects"][number][] => {
  const ids = new Set<string>();
  return record.projects.map((p) => {
    const url = httpUrl(p.url);
    return {
      id: unique(idOf(p.title), ids),
      title: p.title,
      organization: p.organization,
      // A project with a start and no end is still going, as a role is.
      years: periodOf(p.start, p.end, p.start !== null && p.end === null),
      summary: p.description ?? `${PLACEHOLDER} what ${p.title} is and your part in it.`,
      quote: null,
      links: url ? [{ label: p.title, url, archived: false }] : [],
      chapters: chaptersFor(told, {
        organization: p.organization,
        words: [p.title, p.description],
        date: p.start,
      }),
      ...keywordsOf(p.keywords),
      ...(p.type ? { type: p.type } : {}),
      ...(p.roles.length > 0 ? { roles: p.roles } : {}),
      ...(p.highlights.length > 0 ? { highlights: p.highlights } : {}),
      ...dateFields(p.start, p.end),
    };
  });
};

const publicationWords = (p: Publication) => [p.title, p.summary, p.publisher];

export const writingOf = (record: ImportedRecord, told: readonly Told[]): ContentDraft["writing"][number][] => {
  const ids = new Set<string>();
  // In the order the site serves them, so that ids, given in file order, come back the same from /resume.json.
  return [...record.publications].sort(newestFirst).flatMap((p) => {
    const url = httpUrl(p.url);
    if (!url) return [];
    return [
      {
        id: unique(idOf(p.title), ids),
        kind: "article" as const,
        title: p.title,
        outlet: p.publisher ?? `${PLACEHOLDER} where it was published`,
        year: p.date?.year ?? null,
        summary: p.summary,
        url,
        archived: false,
        chapters: chaptersFor(told, { words: publicationWords(p), date: p.date }),
        ...(monthOf(p.date) ? { date: monthOf(p.date) } : {}),
      },
    ];
  });
};

export const talksOf = (
  record: ImportedRecord,
  told: readonly Told[],
  name: string,
): ContentDraft["talks"][number][] => {
  const ids = new Set<string>();
  return [...record.talks].sort(newestFirst).flatMap((t) => {
    const url = httpUrl(t.url);
    if (!url) return [];
    const venue = t.publisher ?? `${PLACEHOLDER} the event`;
    return [
      {
        id: unique(idOf(t.title), ids),
        title: t.title,
        kind: "talk" as const,
        year: t.date?.year ?? null,
        venue,
        location: t.location,
        with: [],
        takeaway:
          t.summary ??
          (t.publisher
            ? sentence(`${name} spoke at ${t.publisher}`)
            : `${PLACEHOLDER} what ${t.title} says, in one sentence.`),
        url,
        archived: false,
        links: [],
        chapters: chaptersFor(told, { words: publicationWords(t), date: t.date }),
        ...(monthOf(t.date) ? { date: monthOf(t.date) } : {}),
      },
    ];
  });
};

/** One entry as the content writes it: only the fields the source gave. */
const entryOf = (e: Entry) => ({
  name: e.name,
  ...(e.level ? { level: e.level } : {}),
  ...(e.items.length > 0 ? { items: [...e.items] } : {}),
  ...(e.issuer ? { issuer: e.issuer } : {}),
  ...(e.date ? { date: isoOf(e.date) } : {}),
  ...(e.until ? { until: isoOf(e.until) } : {}),
  ...(e.number ? { number: e.number } : {}),
  ...(e.place ? { place: e.place } : {}),
  ...(httpUrl(e.url) ? { url: httpUrl(e.url) ?? undefined } : {}),
  ...(e.summary ? { summary: e.summary } : {}),
});

/** An entry in words: "Spark, Kafka and Airflow (Data engineering, expert)", "AWS Solutions Architect, from Org S (Mar 2021, until Mar 2024)". */
const entryWords = (e: Entry, today: PartialDate, by: string): string => {
  const lapsed = e.until && e.until.year * 12 + (e.until.month ?? 12) < today.year * 12 + (today.month ?? 1);
  const details = [
    e.level,
    e.date ? spoken(e.date) : null,
    e.until ? `${lapsed ? "expired" : "valid until"} ${spoken(e.until)}` : null,
    e.number ? `number ${e.number}` : null,
  ].filter(Boolean);
  return `${e.name}${e.issuer ? `, ${by} ${e.issuer}` : ""}${e.place ? placedIn(e.place) : ""}${e.items.length > 0 ? `: ${listed(e.items)}` : ""}${
    details.length > 0 ? ` (${details.join(", ")})` : ""
  }${e.summary ? `. ${e.summary.replace(/[.!?]*$/, "")}` : ""}`;
};

const SECTIONS: readonly {
  readonly section: (typeof PRACTICE_SECTIONS)[number];
  readonly id: string;
  readonly title: string;
  /** The word before an entry's issuer: a certificate "from" its issuer, a talk "at" its event. */
  readonly by: string;
  readonly entries: (record: ImportedRecord) => readonly Entry[];
}[] = [
  { section: "skills", by: "from", id: "skills", title: "Skills", entries: (r) => r.skills },
  { section: "languages", by: "from", id: "languages", title: "Languages", entries: (r) => r.languages },
  { section: "interests", by: "from", id: "interests", title: "Interests", entries: (r) => r.interests },
  {
    section: "certificates",
    by: "from",
    id: "certifications",
    title: "Certifications",
    entries: (r) => r.certificates,
  },
  { section: "awards", by: "from", id: "awards", title: "Awards", entries: (r) => r.awards },
  {
    section: "publications",
    by: "in",
    id: "publications",
    title: "Publications",
    entries: (r) => r.publications.filter((p) => !httpUrl(p.url)).map(publicationEntry),
  },
  {
    section: "talks",
    by: "at",
    id: "talks",
    title: "Talks",
    entries: (r) => r.talks.filter((t) => !httpUrl(t.url)).map(publicationEntry),
  },
];

function publicationEntry(p: Publication): Entry {
  return entry(p.title, { issuer: p.publisher, date: p.date, place: p.location, summary: p.summary });
}

export const practicesOf = (record: ImportedRecord, today: PartialDate): Practice[] =>
  SECTIONS.flatMap(({ section, id, title, by, entries }) => {
    const listedEntries = entries(record);
    if (listedEntries.length === 0) return [];
    return [
      {
        id,
        title,
        summary: `${listedEntries.map((e) => sentence(entryWords(e, today, by))).join(" ")}`,
        links: listedEntries.flatMap((e) => {
          const url = httpUrl(e.url);
          return url ? [{ label: e.name, url, archived: false }] : [];
        }),
        chapters: [],
        ...keywordsOf(listedEntries.flatMap((e) => [e.name, ...e.items])),
        section,
        entries: listedEntries.map(entryOf),
      },
    ];
  });

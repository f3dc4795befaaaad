/**
 * The entries of /feed.xml and /feed.json: every record published elsewhere (a talk, a piece of writing), newest
 * first, each identified by and linking to the page to cite. Records carry a year, not a day, so every entry is dated by the content
 * date (the day the site last changed) rather than by an invented publication day.
 */
import { collectionViews, type RecordView } from "../../content/record-view.js";
import { inWords, type Site } from "../../content/site.js";
import { COLLECTIONS } from "../../schema/collections.js";
import type { Link } from "../../schema/common.js";
import type { TalkKind } from "../../schema/talk.js";
import { capitalize } from "../../schema/text.js";
import type { WritingKind } from "../../schema/writing.js";

export interface FeedEntry {
  /** The record on /agent: the entry's id and the page to cite. */
  readonly page: string;
  readonly title: string;
  /** Where to watch, listen or read. */
  readonly url: string;
  readonly summary: string;
  /** The talk or writing kind: keynote, talk, panel, podcast, article, blog, press. */
  readonly category: string;
  readonly year: number | null;
}

/** Midnight UTC of the content date: the `updated` of the feeds and of every entry. */
export const contentDate = (site: Site): Date => new Date(`${site.updated}T00:00:00Z`);

const sentence = (parts: readonly string[]): string | null =>
  parts.length === 0 ? null : `${capitalize(parts.join(", "))}.`;

/** A record published elsewhere, from its view: its fact line as a sentence, then its summary. */
const entryOf = (type: string, r: RecordView, source: Link): FeedEntry => ({
  page: r.cite,
  title: r.title,
  url: source.url,
  summary: [sentence(r.facts.map((f) => f.inline)), r.summary].filter(Boolean).join(" "),
  category: r.kind ?? type,
  year: typeof r.years === "number" ? r.years : null,
});

/**
 * Every record with a source (a talk to watch, writing to read), newest year first; undated records (an ongoing
 * blog) last; ties keep registry order, then content order.
 */
export const feedEntries = (site: Site): FeedEntry[] =>
  COLLECTIONS.flatMap((entry) =>
    collectionViews(site, entry).flatMap((r) => (r.source ? [entryOf(entry.search.type, r, r.source)] : [])),
  ).sort((a, b) => (b.year ?? -Infinity) - (a.year ?? -Infinity));

/** How the description names each kind of entry: keynotes and panels are talks, a blog holds articles. */
const KIND_WORDS: Readonly<Record<string, string>> = {
  keynote: "talks",
  talk: "talks",
  panel: "talks",
  podcast: "podcasts",
  article: "articles",
  blog: "articles",
  press: "press",
} satisfies Record<TalkKind | WritingKind, string>;

export const feedTitle = (site: Site): string => `${site.profile.name}: talks and writing`;

/** "Talks, podcasts, articles and press by and about …": the kinds the record has, so none is claimed it lacks. */
export const feedDescription = (site: Site): string => {
  const kinds = feedEntries(site).map((entry) => KIND_WORDS[entry.category]);
  const held = [...new Set(Object.values(KIND_WORDS))].filter((words) => kinds.includes(words));
  const what = held.length > 0 ? inWords(held) : "talks and writing";
  return `${capitalize(what)} by and about ${site.profile.name}, newest first; each entry links the page to cite.`;
};

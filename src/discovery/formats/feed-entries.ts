/**
 * The entries of /feed.xml and /feed.json: every talk and piece of writing, newest first, each identified by
 * and linking to the page to cite. Records carry a year, not a day, so every entry is dated by the content
 * date (the day the site last changed) rather than by an invented publication day.
 */
import { inWords, type Site } from "../../content/site.js";
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

const sentence = (...parts: (string | null)[]): string => `${parts.filter(Boolean).join(", ")}.`;

/** Newest year first; undated records (an ongoing blog) last; ties keep talks before writing, in content order. */
export const feedEntries = (site: Site): FeedEntry[] =>
  [
    ...site.talks.map(
      (t): FeedEntry => ({
        page: t.page,
        title: t.title,
        url: t.url,
        summary: `${sentence(`${capitalize(t.kind)} at ${t.venue}`, t.location, t.year === null ? null : String(t.year))} ${t.takeaway}`,
        category: t.kind,
        year: t.year,
      }),
    ),
    ...site.writing.map(
      (w): FeedEntry => ({
        page: w.page,
        title: w.title,
        url: w.url,
        summary: [sentence(w.outlet, w.year === null ? null : String(w.year)), w.summary].filter(Boolean).join(" "),
        category: w.kind,
        year: w.year,
      }),
    ),
  ].sort((a, b) => (b.year ?? -Infinity) - (a.year ?? -Infinity));

/** How the description names each kind of entry: keynotes and panels are talks, a blog holds articles. */
const KIND_WORDS: Readonly<Record<TalkKind | WritingKind, string>> = {
  keynote: "talks",
  talk: "talks",
  panel: "talks",
  podcast: "podcasts",
  article: "articles",
  blog: "articles",
  press: "press",
};

export const feedTitle = (site: Site): string => `${site.profile.name}: talks and writing`;

/** "Talks, podcasts, articles and press by and about …": the kinds the record has, so none is claimed it lacks. */
export const feedDescription = (site: Site): string => {
  const kinds = [...site.talks, ...site.writing].map((item) => KIND_WORDS[item.kind]);
  const held = [...new Set(Object.values(KIND_WORDS))].filter((words) => kinds.includes(words));
  const what = held.length > 0 ? inWords(held) : "talks and writing";
  return `${capitalize(what)} by and about ${site.profile.name}, newest first; each entry links the page to cite.`;
};

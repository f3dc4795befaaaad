/** The compiled, immutable site and the pure queries every adapter (API, MCP, pages) shares. */

import type { z } from "@hono/zod-openapi";
import type { ChapterDetail, ChapterSummary } from "../schema/chapter.js";
import { COLLECTIONS, type CollectionKey, type CompiledCollections } from "../schema/collections.js";
import type { MoreLink } from "../schema/meta.js";
import type { Profile } from "../schema/profile.js";
import type { Lifecycle, PageCopy, ResumeSource, Subject } from "../schema/site.js";
import type { SynonymRule } from "../schema/synonyms.js";
import { WRITING_KINDS, type WritingKind } from "../schema/writing.js";
import type { Picture } from "./picture.js";
import type { Placeholder } from "./placeholders.js";
import { API_PREFIX, type Urls } from "./urls.js";

/** The collections' fields (timeline, talks, writing, …) come from the registry, in compiled order. */
export interface Site extends CompiledCollections {
  readonly title: string;
  readonly updated: string;
  readonly lifecycle: Lifecycle;
  readonly llmsIntro: string;
  /** Pronouns and the one-line story: the only source of copy that describes the person. */
  readonly subject: Subject;
  /** Which timeline entries are studies or volunteer roles; ids checked against the timeline at compile. */
  readonly resume: ResumeSource;
  readonly writingMore: readonly z.infer<typeof MoreLink>[];
  readonly profile: Profile;
  /** The profile's photo with the sizes the build draws; null when there is none (pages show initials). */
  readonly photo: Picture | null;
  /** The records' pictures (a project's image) with the sizes the build draws, by anchor id: `project-<id>`. */
  readonly pictures: Readonly<Record<string, Picture>>;
  /** Story order. */
  readonly chapters: readonly ChapterDetail[];
  /** The site's own vocabulary for search (content/synonyms.yaml). */
  readonly synonyms: readonly SynonymRule[];
  readonly pages: Readonly<Record<"about" | "contact" | "privacy", PageCopy>>;
  /** Texts still to write (content/placeholders.ts): while there is one, the site is a draft. */
  readonly placeholders: readonly Placeholder[];
  readonly urls: Urls;
}

/** A record still holding placeholders: served for a local preview only, marked as a draft and never indexed. */
export const isDraft = (site: Site): boolean => site.placeholders.length > 0;

const SUMMARY_KEYS = [
  "id",
  "number",
  "name",
  "title",
  "years",
  "period",
  "place",
  "part",
  "oneLiner",
  "summary",
  "roles",
  "organizations",
  "links",
] as const satisfies readonly (keyof ChapterSummary)[];

export const toChapterSummary = (chapter: ChapterDetail): ChapterSummary =>
  Object.fromEntries(SUMMARY_KEYS.map((key) => [key, chapter[key]])) as ChapterSummary;

export const chapterById = (site: Site, id: string): ChapterDetail | undefined =>
  site.chapters.find((chapter) => chapter.id === id);

export interface KindYearFilter<K extends string> {
  kind?: K | undefined;
  year?: number | undefined;
}

/** The items a list tool's kind and year filters keep. */
export const byKindYear = <K extends string, T extends { kind: K; year: number | null }>(
  items: readonly T[],
  filter: KindYearFilter<K>,
): T[] =>
  items.filter(
    (item) =>
      (filter.kind === undefined || item.kind === filter.kind) &&
      (filter.year === undefined || item.year === filter.year),
  );

/** The chapter ids in story order: which exist is the content's choice (one file per chapter). */
export const chapterIds = (site: Site): string[] => site.chapters.map((chapter) => chapter.id);

const NUMBER_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** "six chapters", "one chapter": how the copy counts the story's chapters. */
export const chaptersInWords = (site: Site): string => {
  const n = site.chapters.length;
  return `${NUMBER_WORDS[n] ?? String(n)} chapter${n === 1 ? "" : "s"}`;
};

/**
 * The story's shape as the copy speaks of it (render/subject.ts): its chapters counted in words ("six
 * chapters"), whether some chapter is a part of the 3D site's robot, and the kinds of writing it holds.
 */
export const storyShape = (
  site: Site,
): { readonly chapters: string; readonly robot: boolean; readonly writing: readonly WritingKind[] } => ({
  chapters: chaptersInWords(site),
  robot: site.chapters.some((c) => Boolean(c.part)),
  writing: WRITING_KINDS.filter((kind) => site.writing.some((w) => w.kind === kind)),
});

/**
 * "a", "a and b", "a, b and c" (or "… or c"): a list in a sentence. When one of the last two items holds the
 * word that joins them ("writing and press"), a plain join would run them together ("timeline and writing and
 * press"), so they are set apart: "a, b, and writing and press"; of two, "a as well as writing and press".
 */
export const inWords = (items: readonly string[], last: "and" | "or" = "and"): string => {
  if (items.length < 2) return items[0] ?? "";
  const head = items.slice(0, -1).join(", ");
  const tail = items.at(-1);
  if (!items.slice(-2).some((item) => item.includes(` ${last} `))) return `${head} ${last} ${tail}`;
  if (items.length > 2) return `${head}, ${last} ${tail}`;
  return last === "and" ? `${head} as well as ${tail}` : `${head}, or ${tail}`;
};

/**
 * The collections among `keys` (else all) that hold something, named as their sections are ("talks", "writing and press"):
 * what the copy says a record publishes, so that a record without talks is not said to have them.
 */
export const heldParts = (site: Site, keys?: readonly CollectionKey[]): string[] =>
  COLLECTIONS.filter(({ key }) => (keys?.includes(key) ?? true) && site[key].length > 0).map(({ heading }) =>
    heading.toLowerCase(),
  );

/** The chapter an example URL shows: the last, the story's present. */
export const exampleChapterId = (site: Site): string => chapterIds(site).at(-1) ?? "";

/** Words to search for in an example: a practice's title (a topic the record is about), else a talk's, else the job. */
export const exampleQuery = (site: Site): string => {
  const title = site.practices[0]?.title ?? site.talks[0]?.title ?? site.profile.jobTitle;
  return title.toLowerCase().split(/\s+/).slice(0, 3).join(" ");
};

/** A search URL path that finds something on this record: what the search hint and the API index show. */
export const exampleSearchPath = (site: Site): string =>
  `${API_PREFIX}/search?${new URLSearchParams({ q: exampleQuery(site) })}`;

/** The hint of a search without q, live and in the OpenAPI document's example. */
export const missingQueryHint = (site: Site, length: { readonly min: number; readonly max: number }): string =>
  `Add q with ${length.min} to ${length.max} characters of search words, for example ${exampleSearchPath(site)}.`;

/** The ids a client may use, as an error hint says them. */
export const chapterNotFoundHint = (site: Site): string =>
  `Use one of the chapter ids: ${chapterIds(site).join(", ")}.`;

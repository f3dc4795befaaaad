/** The compiled, immutable site and the pure queries every adapter (API, MCP, pages) shares. */

import type { z } from "@hono/zod-openapi";
import type { Answer } from "../schema/answer.js";
import type { ChapterDetail, ChapterSummary } from "../schema/chapter.js";
import type { MoreLink } from "../schema/meta.js";
import type { Practice } from "../schema/practice.js";
import type { Profile } from "../schema/profile.js";
import type { Project } from "../schema/project.js";
import type { Lifecycle, PageCopy, ResumeSource, Subject } from "../schema/site.js";
import type { Talk, TalkKind } from "../schema/talk.js";
import type { TimelineItem } from "../schema/timeline.js";
import type { WritingItem, WritingKind } from "../schema/writing.js";
import type { Urls } from "./urls.js";

export interface Site {
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
  /** Story order. */
  readonly chapters: readonly ChapterDetail[];
  /** Oldest first. */
  readonly timeline: readonly TimelineItem[];
  /** Newest first. */
  readonly talks: readonly Talk[];
  /** Articles, the blog, then press; newest first within each. */
  readonly writing: readonly WritingItem[];
  readonly projects: readonly Project[];
  readonly practices: readonly Practice[];
  readonly answers: readonly Answer[];
  readonly pages: Readonly<Record<"about" | "contact" | "privacy", PageCopy>>;
  readonly urls: Urls;
}

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

const byKindYear = <K extends string, T extends { kind: K; year: number | null }>(
  items: readonly T[],
  filter: KindYearFilter<K>,
): T[] =>
  items.filter(
    (item) =>
      (filter.kind === undefined || item.kind === filter.kind) &&
      (filter.year === undefined || item.year === filter.year),
  );

export const talksBy = (site: Site, filter: KindYearFilter<TalkKind>): Talk[] => byKindYear(site.talks, filter);
export const writingBy = (site: Site, filter: KindYearFilter<WritingKind>): WritingItem[] =>
  byKindYear(site.writing, filter);

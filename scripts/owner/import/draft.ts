/**
 * A content folder before it is written: each file's data typed by the schema that will read it back, so that
 * what the import and the starter produce is checked against the same declarations as hand-written content.
 */
import type { z } from "zod";
import type { AnswerSource } from "../../../src/schema/answer.js";
import type { ChapterSource } from "../../../src/schema/chapter.js";
import type { PracticeSource } from "../../../src/schema/practice.js";
import type { ProfileSource } from "../../../src/schema/profile.js";
import type { ProjectSource } from "../../../src/schema/project.js";
import type { PageSource, SiteSource } from "../../../src/schema/site.js";
import type { TalkSource } from "../../../src/schema/talk.js";
import type { TimelineSource } from "../../../src/schema/timeline.js";
import type { WritingSource } from "../../../src/schema/writing.js";

export { PLACEHOLDER, STAND_INS } from "../../../src/content/placeholders.js";

export interface ChapterDraft {
  readonly id: string;
  readonly data: z.input<typeof ChapterSource>;
  readonly body: string;
}

export interface ContentDraft {
  readonly site: z.input<typeof SiteSource>;
  readonly profile: { readonly data: z.input<typeof ProfileSource>; readonly body: string };
  readonly chapters: readonly ChapterDraft[];
  readonly timeline: readonly z.input<typeof TimelineSource>[];
  readonly talks: readonly z.input<typeof TalkSource>[];
  readonly writing: readonly z.input<typeof WritingSource>[];
  readonly projects: readonly z.input<typeof ProjectSource>[];
  readonly practices: readonly z.input<typeof PracticeSource>[];
  readonly answers: readonly z.input<typeof AnswerSource>[];
  readonly pages: Readonly<
    Record<"about" | "contact" | "privacy", { readonly data: z.input<typeof PageSource>; readonly body: string }>
  >;
}

/**
 * What an import did, for the person running it: read from the source and derived from it. What is left to write
 * is read back from the written files (content/placeholders.ts), the list `check:content` prints.
 */
export interface ImportReport {
  readonly imported: string[];
  readonly derived: string[];
  /** What the source holds that the import left out, with where to add it by hand. */
  readonly notImported: string[];
}

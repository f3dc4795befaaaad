/**
 * The collection registry: one declaration per YAML collection (its content file, item schema, the field of
 * Site it compiles into, and the kind of its anchors on /agent). The compiler loads, validates, checks ids and
 * collects anchors by looping over it.
 */
import type { z } from "@hono/zod-openapi";
import { AnswerSource } from "../schema/answer.js";
import { PracticeSource } from "../schema/practice.js";
import { ProjectSource } from "../schema/project.js";
import { TalkSource } from "../schema/talk.js";
import { TimelineSource } from "../schema/timeline.js";
import { WritingSource } from "../schema/writing.js";
import type { AnchorKind } from "./urls.js";

export interface Collection {
  /** The field of Site that holds the compiled list. */
  readonly key: string;
  /** The file under content/. */
  readonly file: string;
  /** One item as written in the file. */
  readonly source: z.ZodType<{ id: string }>;
  /** Items are cited at /agent#<anchor>-<id>. */
  readonly anchor: AnchorKind;
}

export const COLLECTIONS = [
  { key: "timeline", file: "timeline.yaml", source: TimelineSource, anchor: "timeline" },
  { key: "talks", file: "talks.yaml", source: TalkSource, anchor: "talk" },
  { key: "writing", file: "writing.yaml", source: WritingSource, anchor: "writing" },
  { key: "projects", file: "projects.yaml", source: ProjectSource, anchor: "project" },
  { key: "practices", file: "practices.yaml", source: PracticeSource, anchor: "practice" },
  { key: "answers", file: "answers.yaml", source: AnswerSource, anchor: "answer" },
] as const satisfies readonly Collection[];

export type CollectionKey = (typeof COLLECTIONS)[number]["key"];

/** Each collection's items as written, or undefined when its file failed validation. */
export type LoadedCollections = {
  [C in (typeof COLLECTIONS)[number] as C["key"]]: z.infer<C["source"]>[] | undefined;
};

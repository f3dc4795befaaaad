/**
 * The collection registry: one declaration per YAML collection (its content file, item schema, the field of
 * Site it compiles into, the kind of its anchors on /agent, and its list endpoint where it has one). The
 * compiler loads, validates, checks ids and collects anchors by looping over it; the API builds its list
 * routes, their OpenAPI tags and its precomputed lists from it.
 */
import type { z } from "@hono/zod-openapi";
import { AnswerSource } from "../schema/answer.js";
import { ListMeta, WritingMeta } from "../schema/meta.js";
import { Practice, PracticeSource } from "../schema/practice.js";
import { Project, ProjectSource } from "../schema/project.js";
import { Talk, TalkSource } from "../schema/talk.js";
import { TimelineItem, TimelineSource } from "../schema/timeline.js";
import { WritingItem, WritingSource } from "../schema/writing.js";
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
  /** GET /api/v1/<key>: the whole list, in compiled order. */
  readonly list?: {
    readonly operationId: string;
    /** The OpenAPI tag. */
    readonly tag: string;
    readonly summary: string;
    readonly description: string;
    /** The OpenAPI component name of the response. */
    readonly response: string;
    /** One compiled item. */
    readonly item: z.ZodType;
    readonly meta: z.ZodType;
  };
}

export const COLLECTIONS = [
  {
    key: "timeline",
    file: "timeline.yaml",
    source: TimelineSource,
    anchor: "timeline",
    list: {
      operationId: "listTimeline",
      tag: "Timeline",
      summary: "Every role, oldest first",
      description: "Includes roles outside the six chapters (chapter null); exactly one item is current.",
      response: "TimelineResponse",
      item: TimelineItem,
      meta: ListMeta,
    },
  },
  {
    key: "talks",
    file: "talks.yaml",
    source: TalkSource,
    anchor: "talk",
    list: {
      operationId: "listTalks",
      tag: "Talks",
      summary: "Keynotes, talks, panels and podcasts, newest first",
      description:
        "Each with where to watch or listen (url), whether that is an archived copy, and its anchor on /agent (page).",
      response: "TalkListResponse",
      item: Talk,
      meta: ListMeta,
    },
  },
  {
    key: "writing",
    file: "writing.yaml",
    source: WritingSource,
    anchor: "writing",
    list: {
      operationId: "listWriting",
      tag: "Writing",
      summary: "Articles, the company blog, then press",
      description: "meta.more links to the subject's profile on a blogging platform and to the company blog.",
      response: "WritingListResponse",
      item: WritingItem,
      meta: WritingMeta,
    },
  },
  {
    key: "projects",
    file: "projects.yaml",
    source: ProjectSource,
    anchor: "project",
    list: {
      operationId: "listProjects",
      tag: "Projects",
      summary: "Design projects",
      description: "What was built, where and when, with the subject's own words about it.",
      response: "ProjectListResponse",
      item: Project,
      meta: ListMeta,
    },
  },
  {
    key: "practices",
    file: "practices.yaml",
    source: PracticeSource,
    anchor: "practice",
    list: {
      operationId: "listPractices",
      tag: "Practices",
      summary: "UX practices",
      description: "How the subject runs design work: critiques, hiring, systems and more.",
      response: "PracticeListResponse",
      item: Practice,
      meta: ListMeta,
    },
  },
  { key: "answers", file: "answers.yaml", source: AnswerSource, anchor: "answer" },
] as const satisfies readonly Collection[];

export type CollectionKey = (typeof COLLECTIONS)[number]["key"];

/** Each collection's items as written, or undefined when its file failed validation. */
export type LoadedCollections = {
  [C in (typeof COLLECTIONS)[number] as C["key"]]: z.infer<C["source"]>[] | undefined;
};

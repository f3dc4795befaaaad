/**
 * The collection registry: one declaration per YAML collection (its content file, item schemas, compiled order
 * and links, the kind of its anchors on /agent, what its fields are for, its search type, its list endpoint and
 * its MCP list tool where it has them). The compiler loads, validates, orders, links and checks ids by looping
 * over it, and the Site type takes its collection fields from it; the API builds its list routes, OpenAPI tags
 * and precomputed lists from it, the MCP server its list tools, search its type enum (search-type.ts) and its
 * documents, and the pages, their Markdown twins and llms-full.txt a section per collection. It sits with the
 * schemas so that the search type enum, which the search schemas need, is derived from it.
 */
import type { z } from "@hono/zod-openapi";
import { Answer, AnswerSource } from "./answer.js";
import { collection } from "./collection.js";
import { ListMeta, WritingMeta } from "./meta.js";
import { Practice, PracticeSource } from "./practice.js";
import { Project, ProjectSource } from "./project.js";
import { TALK_KINDS, Talk, TalkSource } from "./talk.js";
import { capitalize } from "./text.js";
import { TimelineItem, TimelineSource } from "./timeline.js";
import { WRITING_KINDS, WritingItem, WritingSource } from "./writing.js";

/** Newest first; undated items last; the file's order breaks ties. */
const newestFirst = <T extends { year: number | null }>(a: T, b: T): number =>
  (b.year ?? -Infinity) - (a.year ?? -Infinity);

export const COLLECTIONS = [
  collection({
    key: "timeline",
    heading: "Timeline",
    file: "timeline.yaml",
    noun: { one: "timeline item", other: "timeline items" },
    source: TimelineSource,
    item: TimelineItem,
    anchor: "timeline",
    order: (a, b) => (a.start ?? Infinity) - (b.start ?? Infinity),
    compile: (t, { anchor }) => ({ ...t, url: anchor }),
    roles: {
      title: "label",
      summary: "summary",
      facts: [
        { label: "When", field: "when" },
        { label: "Role", field: "role" },
        { label: "Organization", field: "organization" },
        { label: "Place", field: "place" },
      ],
      place: "place",
      years: "when",
      span: { start: "start", end: "end" },
      current: { field: "current", label: "Current role" },
      chapters: "chapter",
      cite: "url",
      keywords: "keywords",
    },
    resume: { style: "entry", heading: "Experience", fields: ["role", "organization"], reversed: true },
    search: { type: "timeline" },
    list: {
      operationId: "listTimeline",
      tag: "Timeline",
      tagDescription: "Every role, oldest first.",
      summary: "Every role, oldest first",
      description: "Includes roles outside the chapters (chapter null); exactly one item is current.",
      response: "TimelineResponse",
      meta: ListMeta,
    },
  }),
  collection({
    key: "talks",
    heading: "Talks",
    file: "talks.yaml",
    noun: { one: "talk", other: "talks" },
    source: TalkSource,
    item: Talk,
    anchor: "talk",
    order: newestFirst,
    compile: (t, { anchor }) => ({ ...t, page: anchor }),
    roles: {
      title: "title",
      summary: "takeaway",
      facts: [
        { label: "Kind", field: "kind" },
        { label: "Year", field: "year" },
        { label: "Venue", field: "venue" },
        { label: "Location", field: "location" },
        { label: "With", field: "with", lead: "with" },
      ],
      place: "venue",
      source: { field: "url", label: "Watch, listen or read", archived: "archived" },
      links: "links",
      chapters: "chapters",
      cite: "page",
      kind: "kind",
      years: "year",
      keywords: "keywords",
    },
    resume: { style: "line" },
    search: { type: "talk" },
    list: {
      operationId: "listTalks",
      tag: "Talks",
      tagDescription: "Keynotes, talks, panels and podcasts.",
      summary: "Keynotes, talks, panels and podcasts, newest first",
      description:
        "Each with where to watch or listen (url), whether that is an archived copy, and its anchor on /agent (page).",
      response: "TalkListResponse",
      meta: ListMeta,
    },
    mcp: {
      tool: "list_talks",
      title: "List talks",
      describe: ({ pronouns: { possessive } }) =>
        `${capitalize(possessive)} keynotes, talks, panels and podcast appearances, newest first, each with venue, year, co-speakers, a one-sentence takeaway and where to watch or listen (url; archived is true when that is a saved copy). Filter by kind and year. Use it for questions about ${possessive} speaking. Cite page (the talk on the site) and url.`,
      kinds: TALK_KINDS,
      kindHelp: () => "only talks of this kind",
      items: "talks",
    },
  }),
  collection({
    key: "writing",
    heading: "Writing and press",
    file: "writing.yaml",
    noun: { one: "writing item", other: "writing items" },
    source: WritingSource,
    item: WritingItem,
    anchor: "writing",
    order: (a, b) => WRITING_KINDS.indexOf(a.kind) - WRITING_KINDS.indexOf(b.kind) || newestFirst(a, b),
    compile: (w, { anchor }) => ({ ...w, page: anchor }),
    roles: {
      title: "title",
      summary: "summary",
      facts: [
        { label: "Kind", field: "kind" },
        { label: "Outlet", field: "outlet" },
        { label: "Year", field: "year" },
      ],
      place: "outlet",
      source: { field: "url", label: "Read", archived: "archived" },
      chapters: "chapters",
      cite: "page",
      kind: "kind",
      years: "year",
      keywords: "keywords",
    },
    resume: { style: "line" },
    search: { type: "writing", kindTypes: { press: "press" } },
    list: {
      operationId: "listWriting",
      tag: "Writing",
      tagDescription: "Articles, the company blog and press.",
      summary: "Articles, the company blog, then press",
      description: "meta.more links to the subject's profile on a blogging platform and to the company blog.",
      response: "WritingListResponse",
      meta: WritingMeta,
    },
    mcp: {
      tool: "list_writing",
      title: "List writing and press",
      describe: ({ name, pronouns: { possessive }, writingMore }) =>
        `Articles ${name} wrote (kind article), the company blog where many of ${possessive} posts are (kind blog) and press about ${possessive} work (kind press), each with outlet, year, summary and where to read it. Filter by kind and year.${writingMore ? ` meta.more links to where more of ${possessive} writing is, for posts not listed one by one.` : ""} Cite page (the item on the site) and url.`,
      kinds: WRITING_KINDS,
      kindHelp: ({ object, possessive }) =>
        `article (by ${object}), blog (the company blog) or press (about ${possessive} work)`,
      items: "items",
    },
  }),
  collection({
    key: "projects",
    heading: "Projects",
    file: "projects.yaml",
    noun: { one: "project", other: "projects" },
    source: ProjectSource,
    item: Project,
    anchor: "project",
    image: "image",
    compile: ({ image: _file, ...p }, { anchor, image }) => ({ ...p, page: anchor, image }),
    roles: {
      title: "title",
      summary: "summary",
      facts: [
        { label: "Organization", field: "organization" },
        { label: "Years", field: "years" },
      ],
      place: "organization",
      quote: "quote",
      links: "links",
      chapters: "chapters",
      cite: "page",
      years: "years",
      keywords: "keywords",
    },
    resume: { style: "line", summary: true },
    search: { type: "project" },
    list: {
      operationId: "listProjects",
      tag: "Projects",
      tagDescription: "What the subject built or led.",
      summary: "Projects",
      description: "What was built, where and when, with the subject's own words about it.",
      response: "ProjectListResponse",
      meta: ListMeta,
    },
  }),
  collection({
    key: "practices",
    heading: "Practices",
    file: "practices.yaml",
    noun: { one: "practice", other: "practices" },
    source: PracticeSource,
    item: Practice,
    anchor: "practice",
    compile: (p, { anchor }) => ({ ...p, page: anchor }),
    roles: {
      title: "title",
      summary: "summary",
      links: "links",
      chapters: "chapters",
      cite: "page",
      keywords: "keywords",
    },
    resume: { style: "line" },
    search: { type: "practice" },
    list: {
      operationId: "listPractices",
      tag: "Practices",
      tagDescription: "How the subject works.",
      summary: "Practices",
      description: "How the subject works: the methods and habits the record describes.",
      response: "PracticeListResponse",
      meta: ListMeta,
    },
  }),
  collection({
    key: "answers",
    heading: "Quick answers",
    file: "answers.yaml",
    noun: { one: "answer", other: "answers" },
    source: AnswerSource,
    item: Answer,
    anchor: "answer",
    compile: ({ cite, ...a }, { anchor, at }) => ({ ...a, url: at(cite), page: anchor }),
    roles: { title: "question", summary: "answer", cite: "url", keywords: "keywords" },
    search: { type: "answer" },
  }),
] as const;

export type AnyCollection = (typeof COLLECTIONS)[number];
export type CollectionKey = AnyCollection["key"];
/** The kinds of anchor the collections add on /agent. */
export type CollectionAnchor = AnyCollection["anchor"];

/** Each collection's items as written, or undefined when its file failed validation. */
export type LoadedCollections = {
  [C in AnyCollection as C["key"]]: z.output<C["source"]>[] | undefined;
};

/** Each collection's compiled items, in compiled order: the collection fields of Site. */
export type CompiledCollections = {
  readonly [C in AnyCollection as C["key"]]: readonly z.output<C["item"]>[];
};

/**
 * What one entry of the collection registry (collections.ts) declares. Besides loading and compiling, an entry
 * says in plain data what each field of a record is for (`roles`): every surface reads a record through these
 * roles with one generic view, so a new collection gets its Markdown, its section on /agent, its place in
 * llms-full.txt and its search documents without code of its own.
 */
import type { z } from "@hono/zod-openapi";
import type { ChapterId, Link } from "./common.js";
import type { Image, ImageFileSource } from "./image.js";
import type { Pronouns } from "./site.js";

/** A noun in the two forms English counts with. */
export interface Noun {
  readonly one: string;
  readonly other: string;
}

/** "1 talk", "0 talks", "2 talks". */
export const countOf = (n: number, noun: Noun): string => `${n} ${n === 1 ? noun.one : noun.other}`;

/** What a compiled item gets from the compiler: its anchor URL on /agent, and a resolver for site paths. */
export interface CompileContext {
  /** The item's anchor on /agent: `<origin>/agent#<anchor>-<id>`. */
  readonly anchor: string;
  /** A site path (`/about`, `/agent#talk-x`) as an absolute URL. */
  readonly at: (path: string) => string;
  /** The item's picture (the entry's `image` field) in the sizes the build draws; null when it names none. */
  readonly image: Image | null;
}

/** Who a tool description speaks of, and what of the record it may promise. */
export interface SubjectRef {
  readonly name: string;
  readonly pronouns: Pronouns;
  /** Whether the record links more of the writing elsewhere (site.yaml `writingMore`), which `meta.more` lists. */
  readonly writingMore: boolean;
}

/** The fields of C whose values are of type V. */
type FieldOf<C, V> = { [F in keyof C]-?: C[F] extends V ? F : never }[keyof C] & string;

/** A value a fact line can show: text, a year, a list of names (joined with commas), or nothing. */
type FactValue = string | number | null | readonly string[];

/**
 * What the fields of a compiled record are for: how a record reads. content/record-view.ts turns a record into
 * one plain view through these, and every surface (pages, Markdown twins, /agent, llms-full.txt, the feeds, the
 * résumé and its PDF, search's documents) writes that view and nothing else.
 */
export interface Roles<C> {
  /** The record's heading. */
  readonly title: FieldOf<C, string>;
  /** The passage that says what the record is. */
  readonly summary: FieldOf<C, string | null>;
  /**
   * The fact line under the heading, in order; each fact absent from a record is left out. `lead` is the word a
   * value needs where it stands without its label, in a line of values ("with" before co-speakers).
   */
  readonly facts?: readonly {
    readonly label: string;
    readonly field: FieldOf<C, FactValue | undefined>;
    readonly lead?: string;
  }[];
  /** Where it happened or appeared: the event, the outlet, the organization, the city. */
  readonly place?: FieldOf<C, string | null>;
  /** Its dates as shown: a year, or text ("2014–2017"); also search facets that words such as "2019" ask for. */
  readonly years?: FieldOf<C, number | string | null>;
  /** Its first and last year, where `years` is words a reader can read but search cannot count on. */
  readonly span?: { readonly start: FieldOf<C, number | null>; readonly end: FieldOf<C, number | null> };
  /** A flag shown with the facts while true ("Current role"); search's `current` facet. */
  readonly current?: { readonly field: FieldOf<C, boolean>; readonly label: string };
  /** Words quoted after the summary. */
  readonly quote?: FieldOf<C, string | null>;
  /** Where the record itself is (to watch, listen or read): a link that also makes it an entry of the feeds. */
  readonly source?: {
    readonly field: FieldOf<C, string>;
    readonly label: string;
    readonly archived?: FieldOf<C, boolean>;
  };
  readonly links?: FieldOf<C, readonly Link[]>;
  /** The chapters it belongs to: a list, or one chapter or none. Also its place in each chapter's `related`. */
  readonly chapters?: FieldOf<C, readonly ChapterId[] | ChapterId | null>;
  /** The URL to cite: the record's anchor on /agent, or the page it points to. */
  readonly cite: FieldOf<C, string>;
  /** Its kind, a search facet that words such as "keynote" ask for. */
  readonly kind?: FieldOf<C, string>;
  /** The owner's keywords (common.ts `Keywords`): matched by search at a low weight, never shown. */
  readonly keywords?: FieldOf<C, readonly string[] | undefined>;
}

/** How a collection's records stand on the résumé (the page, its Markdown twin and the PDF). */
export interface ResumeRole<C> {
  /**
   * `entry`: a heading, a line of dates and place, then the summary (the experience); `line`: one line each,
   * dates, title, place and kind, with the summary when `summary` says so.
   */
  readonly style: "entry" | "line";
  /** The section's heading, where it differs from the collection's (the timeline is the experience). */
  readonly heading?: string;
  readonly summary?: boolean;
  /** Fields joined into each record's heading ("Role, Organization"), where the title is not what the résumé leads with. */
  readonly fields?: readonly FieldOf<C, string | null>[];
  /** Newest first, where the collection's compiled order is oldest first. */
  readonly reversed?: boolean;
}

export interface Collection<K extends string, A extends string, T extends string, S extends { id: string }, C> {
  /** The field of Site that holds the compiled list. */
  readonly key: K;
  /** The file under content/. */
  readonly file: string;
  /** What one item and several are called in a count: "1 talk", "2 writing items". */
  readonly noun: Noun;
  /** The heading of its section on /agent and in every document that lists it. */
  readonly heading: string;
  /** One item as written in the file. */
  readonly source: z.ZodType<S>;
  /** One compiled item. */
  readonly item: z.ZodType<C>;
  /** Items are cited at /agent#<anchor>-<id>. */
  readonly anchor: A;
  /**
   * The field holding a record's optional picture: written as a file and its alt text, compiled (from the
   * context's `image`) to the sizes the build draws, shown with the record on the pages.
   */
  readonly image?: FieldOf<S, ImageFileSource | undefined> & FieldOf<C, Image | null>;
  /** The compiled order; absent keeps the file's order. Ties keep the file's order. */
  readonly order?: (a: S, b: S) => number;
  /** Source item → compiled item (the derived links). */
  readonly compile: (item: S, context: CompileContext) => C;
  readonly roles: Roles<C>;
  /** Its section of the résumé, when it has one, in registry order. */
  readonly resume?: ResumeRole<C>;
  readonly search: {
    /** The type of its records in search results and in search's `type` filter. */
    readonly type: T;
    /** Kinds searched as a type of their own: writing of kind press is type press. */
    readonly kindTypes?: Readonly<Record<string, T>>;
  };
  /** GET /api/v1/<key>: the whole list, in compiled order. */
  readonly list?: {
    readonly operationId: string;
    /** The OpenAPI tag, and its description in the document's tag list. */
    readonly tag: string;
    readonly tagDescription: string;
    readonly summary: string;
    readonly description: string;
    /** The OpenAPI component name of the response. */
    readonly response: string;
    readonly meta: z.ZodType;
  };
  /** An MCP tool listing the collection, filtered by kind and year: only for items that have both. */
  readonly mcp?: C extends { kind: string; year: number | null } ? ListTool : never;
}

export interface ListTool {
  readonly tool: string;
  readonly title: string;
  readonly describe: (subject: SubjectRef) => string;
  readonly kinds: readonly [string, ...string[]];
  /** The `kind` argument's description. */
  readonly kindHelp: (pronouns: Pronouns) => string;
  /** What the items are called in the `year` argument's description: "talks", "items". */
  readonly items: string;
}

/** Typed per entry: the compile function and the roles are checked against the entry's own schemas. */
export const collection = <
  const K extends string,
  const A extends string,
  const T extends string,
  S extends { id: string },
  C,
>(
  entry: Collection<K, A, T, S, C>,
) => entry;

/**
 * Any collection's roles, as code that loops over every collection holds them: the field names as strings. Each
 * entry's roles were checked against its own item schema where it is declared.
 */
export interface AnyRoles {
  readonly title: string;
  readonly summary: string;
  readonly facts?: readonly { readonly label: string; readonly field: string; readonly lead?: string }[];
  readonly place?: string;
  readonly years?: string;
  readonly span?: { readonly start: string; readonly end: string };
  readonly current?: { readonly field: string; readonly label: string };
  readonly quote?: string;
  readonly source?: { readonly field: string; readonly label: string; readonly archived?: string };
  readonly links?: string;
  readonly chapters?: string;
  readonly cite: string;
  readonly kind?: string;
  readonly keywords?: string;
}

/** Any collection's résumé role, likewise. */
export interface AnyResumeRole {
  readonly style: "entry" | "line";
  readonly heading?: string;
  readonly summary?: boolean;
  readonly fields?: readonly string[];
  readonly reversed?: boolean;
}

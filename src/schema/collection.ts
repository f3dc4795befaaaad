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

/** What the fields of a compiled record are for; every generic view reads a record through these. */
export interface Roles<C> {
  /** The record's heading. */
  readonly title: FieldOf<C, string>;
  /** The passage that says what the record is. */
  readonly summary: FieldOf<C, string | null>;
  /** Short facts shown under the heading and matched by search, in order. */
  readonly facts?: readonly {
    readonly label: string;
    readonly field: FieldOf<C, string | number | null | undefined>;
  }[];
  /** Labelled lists of short texts (a project's roles, its highlights) shown after the summary, in order. */
  readonly lists?: readonly { readonly label: string; readonly field: FieldOf<C, readonly string[] | undefined> }[];
  /** Words quoted after the summary. */
  readonly quote?: FieldOf<C, string | null>;
  readonly links?: FieldOf<C, readonly Link[]>;
  readonly chapters?: FieldOf<C, readonly ChapterId[]>;
  /** The URL to cite: the record's anchor on /agent, or the page it points to. */
  readonly cite: FieldOf<C, string>;
  /** Its kind, a search facet that words such as "keynote" ask for. */
  readonly kind?: FieldOf<C, string>;
  /** The years it spans, as a year or as text ("2014–2017"): search facets that words such as "2019" ask for. */
  readonly years?: FieldOf<C, number | string | null>;
  /** The owner's keywords (common.ts `Keywords`): matched by search at a low weight, never shown. */
  readonly keywords?: FieldOf<C, readonly string[] | undefined>;
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

/** A record as its roles read it, whatever its collection. */
export interface RecordFields {
  readonly id: string;
  readonly title: string;
  readonly summary: string | null;
  readonly facts: readonly { readonly label: string; readonly value: string | number | null }[];
  /** Only the lists that have items. */
  readonly lists: readonly { readonly label: string; readonly items: readonly string[] }[];
  readonly quote: string | null;
  readonly links: readonly Link[];
  readonly chapters: readonly ChapterId[];
  readonly cite: string;
  readonly kind: string | null;
  readonly years: number | string | null;
  readonly keywords: readonly string[];
}

/** Any collection's roles, as code that loops over every collection holds them: the field names as strings. */
interface AnyRoles {
  readonly title: string;
  readonly summary: string;
  readonly facts?: readonly { readonly label: string; readonly field: string }[];
  readonly lists?: readonly { readonly label: string; readonly field: string }[];
  readonly quote?: string;
  readonly links?: string;
  readonly chapters?: string;
  readonly cite: string;
  readonly kind?: string;
  readonly years?: string;
  readonly keywords?: string;
}

/** A record read through its collection's roles; the roles' types were checked where the entry is declared. */
export const recordFields = (roles: AnyRoles, item: { readonly id: string }): RecordFields => {
  const value = (field: string | undefined): unknown =>
    field === undefined ? undefined : (item as Readonly<Record<string, unknown>>)[field];
  return {
    id: item.id,
    title: value(roles.title) as string,
    summary: value(roles.summary) as string | null,
    facts: (roles.facts ?? []).map(({ label, field }) => ({
      label,
      value: (value(field) ?? null) as string | number | null,
    })),
    lists: (roles.lists ?? []).flatMap(({ label, field }) => {
      const items = (value(field) ?? []) as readonly string[];
      return items.length > 0 ? [{ label, items }] : [];
    }),
    quote: (value(roles.quote) ?? null) as string | null,
    links: (value(roles.links) ?? []) as readonly Link[],
    chapters: (value(roles.chapters) ?? []) as readonly ChapterId[],
    cite: value(roles.cite) as string,
    kind: (value(roles.kind) ?? null) as string | null,
    years: (value(roles.years) ?? null) as number | string | null,
    keywords: (value(roles.keywords) ?? []) as readonly string[],
  };
};

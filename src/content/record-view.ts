/**
 * A record as every surface reads it. A collection's registry entry says through its roles (schema/collection.ts)
 * which field is the title, the fact line, the place, the dates, the links, the chapters and the citation;
 * `recordView` turns any record into one plain view of those, and the pages, the Markdown twins, /agent,
 * llms-full.txt, the feeds, the résumé (HTML, Markdown, PDF) and search's documents write that view in their own
 * syntax. A new field shows everywhere once it is declared as a role. It sits below search, which reads it too.
 */
import type { AnyRoles } from "../schema/collection.js";
import type { AnyCollection } from "../schema/collections.js";
import type { Link } from "../schema/common.js";
import type { Picture } from "./picture.js";
import type { Site } from "./site.js";
import { type AnchorKind, anchorId } from "./urls.js";

/** One labelled fact of the fact line, as text: "Venue: Conf A". */
export interface ViewFact {
  readonly label: string;
  readonly text: string;
  /** The value as it reads in a line of values, without its label: "with Alex Chen". */
  readonly inline: string;
}

/** A chapter a record belongs to, with its page. */
export interface ViewChapter {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

export interface RecordView {
  readonly anchor: AnchorKind;
  readonly id: string;
  /** Its anchor on /agent, `<anchor>-<id>`: the target of the API's `page` and `url` fields. */
  readonly anchorId: string;
  readonly title: string;
  /** The facts the record has, in declared order. */
  readonly facts: readonly ViewFact[];
  /** The label of a flag the record holds ("Current role"), or null. */
  readonly flag: string | null;
  readonly place: string | null;
  /** Its dates as shown: a year or text; null when undated. */
  readonly years: number | string | null;
  /** Its first and last year when the entry declares them apart from `years`. */
  readonly span: { readonly start: number | null; readonly end: number | null } | null;
  readonly summary: string | null;
  readonly quote: string | null;
  /** Where the record itself is (to watch, listen or read). */
  readonly source: Link | null;
  readonly links: readonly Link[];
  readonly chapters: readonly ViewChapter[];
  readonly cite: string;
  /** Whether the citation is the record's own anchor (else it names the page the record points to). */
  readonly citesItself: boolean;
  readonly kind: string | null;
  readonly keywords: readonly string[];
  /** The record's picture, in the sizes the build draws. */
  readonly picture: Picture | null;
}

type Item = { readonly id: string };

/** The value of a role's field in a record; undefined for a role the entry does not declare. */
export const readRole = (item: Item, field: string | undefined): unknown =>
  field === undefined ? undefined : (item as Readonly<Record<string, unknown>>)[field];

/** A fact as text: a list of names joined with commas; nothing for an empty value. */
const factText = (value: unknown): string | null => {
  const text = Array.isArray(value) ? value.join(", ") : value === null || value === undefined ? "" : String(value);
  return text === "" ? null : text;
};

const textOrNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** One chapter, a list of them or none, as the role allows. */
export const chapterIds = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value : typeof value === "string" ? [value] : [];

/** A record read through its collection's roles; the roles' types were checked where the entry is declared. */
export const recordView = (site: Site, entry: AnyCollection, item: Item): RecordView => {
  const roles: AnyRoles = entry.roles;
  const value = (field: string | undefined) => readRole(item, field);
  const ids = chapterIds(value(roles.chapters));
  const sourceUrl = textOrNull(value(roles.source?.field));
  const cite = value(roles.cite) as string;
  const years = value(roles.years);
  return {
    anchor: entry.anchor,
    id: item.id,
    anchorId: anchorId(entry.anchor, item.id),
    title: value(roles.title) as string,
    facts: (roles.facts ?? []).flatMap(({ label, field, lead }) => {
      const text = factText(value(field));
      return text === null ? [] : [{ label, text, inline: lead ? `${lead} ${text}` : text }];
    }),
    flag: roles.current && value(roles.current.field) === true ? roles.current.label : null,
    place: textOrNull(value(roles.place)),
    years: typeof years === "number" || typeof years === "string" ? years : null,
    span: roles.span
      ? { start: value(roles.span.start) as number | null, end: value(roles.span.end) as number | null }
      : null,
    summary: textOrNull(value(roles.summary)),
    quote: textOrNull(value(roles.quote)),
    source:
      roles.source && sourceUrl
        ? { label: roles.source.label, url: sourceUrl, archived: value(roles.source.archived) === true }
        : null,
    links: (value(roles.links) ?? []) as readonly Link[],
    chapters: site.chapters
      .filter((c) => ids.includes(c.id))
      .map((c) => ({ id: c.id, name: c.name, url: site.urls.story(c.id) })),
    cite,
    citesItself: cite === site.urls.onAgent(entry.anchor, item.id),
    kind: textOrNull(value(roles.kind)),
    keywords: (value(roles.keywords) ?? []) as readonly string[],
    picture: site.pictures[anchorId(entry.anchor, item.id)] ?? null,
  };
};

/** Every record of a collection as views, in compiled order. */
export const collectionViews = (site: Site, entry: AnyCollection): RecordView[] =>
  site[entry.key].map((item) => recordView(site, entry, item));

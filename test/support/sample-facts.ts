/**
 * The shipped sample's identifying facts, read from its own content files, and a finder for them in any text.
 * A service compiled from another person's record must show none of them: a hit means a fact or a piece of copy
 * about the sample person lives in code.
 */
import type { ContentFiles } from "../../src/content/compile.js";
import {
  SAMPLE_CHAPTER_IDS as CHAPTER_IDS,
  type Fields,
  listOf,
  SAMPLE_PROFILE_ID as PROFILE_ID,
  yamlOf,
} from "./content.js";

export type FactKind = "name" | "place" | "organization" | "pronoun";

export interface Fact {
  readonly kind: FactKind;
  readonly term: string;
  /** How the term is found: whole words, ignoring case (two-letter region codes: exact case). */
  readonly pattern: RegExp;
}

export interface Leak {
  readonly fact: Fact;
  /** The text around the hit, for the report. */
  readonly context: string;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Letters and digits on both sides stop a match: "his" is not found in "this", "Org A" not in "Org AB". */
const wholeWord = (term: string, flags: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`, `${flags}u`);

const fact = (kind: FactKind, term: string): Fact => ({
  kind,
  term,
  pattern: wholeWord(term, /^[A-Z]{2}$/.test(term) ? "g" : "gi"),
});

const strings = (...values: unknown[]): string[] =>
  values.filter((v): v is string => typeof v === "string" && v.trim() !== "");

/** "Austin, TX" → ["Austin", "TX"]; "Austin, Texas" → ["Austin", "Texas"]. */
const placeParts = (place: string): string[] => place.split(",").map((part) => part.trim());

const objects = (value: unknown): Fields[] =>
  Array.isArray(value) ? value.filter((v): v is Fields => typeof v === "object" && v !== null) : [];

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Fields)[key] : undefined;

/**
 * Names, places, organizations and pronouns of the person a record describes, from the record's files: the
 * profile's names, home, birthplace and places; every chapter's place, organizations and roles; the places and
 * organizations of the timeline, talks and projects; the company; every neutral "Org X" name in any file; and
 * the pronouns site.yaml declares.
 */
export const factsOf = (files: ContentFiles): Fact[] => {
  const profile = yamlOf(files, "profile.md");
  const site = yamlOf(files, "site.yaml");
  const chapters = Object.keys(files)
    .filter((file) => file.startsWith("chapters/"))
    .map((file) => yamlOf(files, file));
  const timeline = listOf(files, "timeline.yaml");
  const talks = listOf(files, "talks.yaml");
  const projects = listOf(files, "projects.yaml");

  const names = strings(profile.name, profile.givenName, profile.familyName);
  const places = [
    ...strings(field(profile.basedIn, "city"), field(profile.basedIn, "region"), field(profile.basedIn, "label")),
    ...strings(
      field(profile.birthplace, "city"),
      field(profile.birthplace, "region"),
      field(profile.birthplace, "label"),
    ),
    ...strings(...objects(profile.places).map((p) => p.place)),
    ...strings(...chapters.map((c) => c.place)),
    ...strings(...timeline.map((t) => t.place)),
    ...strings(...talks.map((t) => t.location)),
  ].flatMap(placeParts);
  const organizations = [
    ...strings(field(site.company, "name")),
    ...chapters.flatMap((c) => [
      ...strings(...objects(c.organizations).flatMap((o) => [o.name, o.fullName])),
      ...strings(...objects(c.roles).map((r) => r.organization)),
    ]),
    ...strings(...timeline.map((t) => t.organization)),
    ...strings(...projects.map((p) => p.organization)),
    ...Object.values(files).flatMap((text) => [...text.matchAll(/\bOrg [A-Z]\b/g)].map((m) => m[0])),
  ];
  const pronouns = strings(...Object.values(field(site.subject, "pronouns") ?? {}));

  const all = [
    ...names.map((t) => fact("name", t)),
    ...places.map((t) => fact("place", t)),
    ...organizations.map((t) => fact("organization", t)),
    ...pronouns.map((t) => fact("pronoun", t)),
  ];
  const unique = new Map(
    all.map((f) => [`${f.kind}:${f.pattern.flags.includes("i") ? f.term.toLowerCase() : f.term}`, f]),
  );
  return [...unique.values()];
};

/**
 * Identifiers the contract fixes (docs/contract.md#profile, #chapter-ids): the six chapter ids and the profile id, as
 * they appear in URLs, anchors, enums and `id` fields. They are blanked before searching, lower case only, so a
 * capitalised "Austin" in copy is still found.
 */
const CONTRACT_IDS = new RegExp(
  `(?<![a-z0-9])(?:${[PROFILE_ID, ...CHAPTER_IDS].map(escapeRegExp).join("|")})(?![a-z0-9])`,
  "g",
);

/** Every occurrence of a fact in `text`, with some context. */
export const findLeaks = (text: string, facts: readonly Fact[]): Leak[] => {
  const masked = text.replace(CONTRACT_IDS, (id) => "_".repeat(id.length));
  return facts.flatMap((f) =>
    [...masked.matchAll(f.pattern)].map((m) => {
      const at = m.index ?? 0;
      const context = text.slice(Math.max(0, at - 40), at + m[0].length + 40).replace(/\s+/g, " ");
      return { fact: f, context };
    }),
  );
};

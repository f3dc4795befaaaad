/**
 * A hostile record: the sample with markup in every text field. Built by walking each file's content schema beside
 * its data, so a field added to a schema is covered without a word here: every string leaf the schema accepts the
 * hostile text for (prefixed to what was there, or alone) gets it, and so does every optional text field the
 * sample leaves out; what the schema refuses it for (ids, URLs, dates, enums) keeps its value, and so does a string
 * the compiled record refuses it in (a reference to another record's id). Markdown bodies get it too. Synonyms are
 * rules, not text shown anywhere, and stay as they are.
 */
import { z } from "@hono/zod-openapi";
import { parse, stringify } from "yaml";
import type { ContentFiles } from "../../src/content/collector.js";
import { compileContent } from "../../src/content/compile.js";
import { knownKeysAt, schemaAt } from "../../src/content/known-keys.js";
import { parseMarkdownFile } from "../../src/content/parse.js";
import { formatPath, formatProblems } from "../../src/content/problems.js";
import { ChapterSource } from "../../src/schema/chapter.js";
import { COLLECTIONS } from "../../src/schema/collections.js";
import { ProfileSource } from "../../src/schema/profile.js";
import { PageSource, SiteSource } from "../../src/schema/site.js";

/** Names no page uses, so that finding one in a parsed page can only mean field text became markup. */
export const HOSTILE_TAG = "x-hostile";
export const HOSTILE_ATTRIBUTES = ["onmouseover", "onfocus", "onerror", "data-hostile"] as const;

/** Markup, entities, both quotes, a script, attribute breakouts, comment, CDATA and raw-text terminators. */
export const HOSTILE =
  `<${HOSTILE_TAG} data-hostile="1">&amp; & < > "onmouseover="alert(1)" 'onfocus='alert(2)' ` +
  `<script>alert(3)</script></script></style></title></textarea><img src=x onerror=alert(4)> ]]> <!-- --></${HOSTILE_TAG}>`;

/** The schema each content file is read with (as compile.ts reads it); a file of no known kind is an error. */
const schemaOf = (file: string): z.ZodType | undefined => {
  if (file === "site.yaml") return SiteSource;
  if (file === "profile.md") return ProfileSource;
  if (file.startsWith("chapters/")) return ChapterSource;
  if (file.startsWith("pages/")) return PageSource;
  if (file === "synonyms.yaml") return undefined;
  const collection = COLLECTIONS.find((c) => c.file === file);
  if (collection) return z.array(collection.source);
  throw new Error(`hostile record: no schema known for ${file}`);
};

const accepts = (schema: z.ZodType | undefined, value: unknown): boolean => schema?.safeParse(value).success === true;

/** `file: path` of the strings that keep their value: the ones the compiled record refused the hostile text in. */
type Kept = ReadonlySet<string>;

/** The value at `path` made hostile where its schema allows; objects also get their absent optional text fields. */
const poison = (file: string, root: z.ZodType, value: unknown, path: PropertyKey[], kept: Kept): unknown => {
  if (typeof value === "string") {
    const schema = schemaAt(root, path);
    if (kept.has(`${file}: ${formatPath(path)}`)) return value;
    return [`${HOSTILE} ${value}`, HOSTILE].find((candidate) => accepts(schema, candidate)) ?? value;
  }
  if (Array.isArray(value)) return value.map((item, i) => poison(file, root, item, [...path, i], kept));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = poison(file, root, item, [...path, key], kept);
  for (const key of knownKeysAt(root, path)) {
    const field = schemaAt(root, [...path, key]);
    if (!(key in out) && accepts(field, HOSTILE) && accepts(field, undefined)) out[key] = HOSTILE;
  }
  return out;
};

const poisonFiles = (files: ContentFiles, kept: Kept): ContentFiles =>
  Object.fromEntries(
    Object.entries(files).map(([file, text]) => {
      if (!/\.(ya?ml|md)$/.test(file)) return [file, text];
      const schema = schemaOf(file);
      if (!schema) return [file, text];
      if (file.endsWith(".yaml")) return [file, stringify(poison(file, schema, parse(text), [], kept))];
      const parsed = parseMarkdownFile(file, text);
      if (!parsed.ok) throw new Error(`${file}: ${parsed.problem.message}`);
      const data = poison(file, schema, parsed.value.data, [], kept);
      return [file, `---\n${stringify(data)}---\n\n${HOSTILE}\n\n${parsed.value.body}\n`];
    }),
  );

/** The record made hostile, valid: each round keeps the strings the last one's compile refused. */
export const hostileFiles = (files: ContentFiles): ContentFiles => {
  const kept = new Set<string>();
  for (;;) {
    const hostile = poisonFiles(files, kept);
    const result = compileContent(hostile, "http://localhost:8787");
    if (result.ok) return hostile;
    const refused = result.problems.map((p) => `${p.file}: ${p.path}`).filter((key) => !kept.has(key));
    if (refused.length === 0) throw new Error(`hostile record is invalid:\n${formatProblems(result.problems)}`);
    for (const key of refused) kept.add(key);
  }
};

/**
 * A JSON Resume with the hostile text in every string its schema accepts it in (the importer's own validation is
 * the judge, one string at a time), so the import's generated copy is tried too.
 */
export const hostileResume = (resume: unknown, valid: (resume: unknown) => boolean): unknown => {
  let current = structuredClone(resume);
  const strings: PropertyKey[][] = [];
  const collect = (value: unknown, path: PropertyKey[]): void => {
    if (typeof value === "string") strings.push(path);
    else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        collect(item, [...path, i]);
      });
    } else if (typeof value === "object" && value !== null)
      for (const [key, item] of Object.entries(value)) collect(item, [...path, key]);
  };
  collect(current, []);
  for (const path of strings) {
    const next = structuredClone(current) as Record<PropertyKey, unknown>;
    const parent = path
      .slice(0, -1)
      .reduce<Record<PropertyKey, unknown>>((at, key) => at[key] as Record<PropertyKey, unknown>, next);
    const key = path.at(-1) ?? "";
    parent[key] = `${HOSTILE} ${String(parent[key])}`;
    if (valid(next)) current = next;
  }
  return current;
};

/**
 * Which record the tests run on. The shipped sample lives in sample/ (the owner's record, once there is one, in
 * content/); a second, invented person lives in
 * test/fixtures/second-person. CONTENT_DIR (the variable the server itself reads) is the one switch: set, the
 * generic suites compile that folder instead of the sample, e.g.
 * `CONTENT_DIR=test/fixtures/second-person npx vitest run test/api` (test/fixtures/infra-engineer, a third person in
 * another field, passes them too). Suites about the sample itself (test/sample)
 * ignore it and always read sample/; unit tests under src/ always read the second person's fixture.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { type ContentFiles, compileContent } from "../../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, loadContentFiles, SAMPLE_CONTENT_DIR } from "../../src/content/load.js";
import { formatProblems } from "../../src/content/problems.js";
import type { Site } from "../../src/content/site.js";
import { idOf } from "../../src/schema/common.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The shipped sample record, whatever content/ holds: suites about the sample's own copy read it here. */
export const SAMPLE_DIR = SAMPLE_CONTENT_DIR;
/** A complete record of an invented person: other name, pronouns, places, organizations and chapter titles. */
export const SECOND_PERSON_DIR = resolve(ROOT, "test/fixtures/second-person");

/**
 * The folder the generic suites compile: CONTENT_DIR (relative to the repository root), else the sample. They
 * test the code on a record whose every collection has items, so they keep passing whatever content/ holds; the
 * owner's own record (what the server serves by default) is checked by test/content-swap/own-record.test.ts.
 */
export const CONTENT_DIR = process.env.CONTENT_DIR ? resolve(ROOT, process.env.CONTENT_DIR) : SAMPLE_DIR;

/** What the server serves with no setting: content/ once it holds a record, else the sample. */
export const SERVED_DIR = DEFAULT_CONTENT_DIR;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** The sample's chapter ids and profile id, as docs/contract.md fixes them for the sample. */
export const SAMPLE_CHAPTER_IDS = ["louisiana", "austin", "org-a", "org-b", "org-c-ai", "org-d"] as const;
export const SAMPLE_PROFILE_ID = "kyle-ledbetter";

/**
 * A content folder's chapter ids in story order, read from its file names: synchronous, so a suite can list a
 * test per chapter (`it.each`) for whatever record it runs on.
 */
export const chapterIdsIn = (dir: string = CONTENT_DIR): string[] =>
  readdirSync(join(dir, "chapters"))
    .flatMap((name) => {
      const match = /^(\d+)-(.+)\.md$/.exec(name);
      return match ? [[Number(match[1]), match[2] ?? ""] as const] : [];
    })
    .sort(([a], [b]) => a - b)
    .map(([, id]) => id);

/** A content folder's profile id: the one its profile.md states, else its name as an id (as the compiler does). */
export const profileIdIn = (dir: string = CONTENT_DIR): string => {
  const front = parse(FRONT_MATTER.exec(readFileSync(join(dir, "profile.md"), "utf8"))?.[1] ?? "") as Fields;
  return typeof front.id === "string" ? front.id : idOf(String(front.name ?? ""));
};

/** The record the generic suites run on: its chapter ids and profile id. */
export const CHAPTER_IDS = chapterIdsIn(CONTENT_DIR);
export const PROFILE_ID = profileIdIn(CONTENT_DIR);
/** A well-formed chapter id the record does not have: "texas" (a place the sample's story names) unless it has one. */
export const MISSING_CHAPTER_ID = CHAPTER_IDS.includes("texas") ? "no-such-chapter" : "texas";

/** Both records, for suites cheap enough to run over each (`describe.each(RECORDS)`). */
export const RECORDS = [
  { record: "the sample", dir: SAMPLE_DIR },
  { record: "the second person", dir: SECOND_PERSON_DIR },
] as const;

const loaded = new Map<string, Promise<ContentFiles>>();

/** The files of a content folder (CONTENT_DIR by default), read once per test file. */
export const contentFiles = (dir: string = CONTENT_DIR): Promise<ContentFiles> => {
  const known = loaded.get(dir);
  if (known) return known;
  const files = loadContentFiles(dir);
  loaded.set(dir, files);
  return files;
};

export const sampleFiles = (): Promise<ContentFiles> => contentFiles(SAMPLE_DIR);
export const secondPersonFiles = (): Promise<ContentFiles> => contentFiles(SECOND_PERSON_DIR);

export const compileOrThrow = (files: ContentFiles, origin: string): Site => {
  const result = compileContent(files, origin);
  if (!result.ok) throw new Error(`fixture content is invalid:\n${formatProblems(result.problems)}`);
  return result.site;
};

/** A record's fields as written in its file: field names to plain values. */
export type Fields = Record<string, unknown>;

/**
 * The YAML data of a content file as written (the front matter of a Markdown file), read independently of the
 * compiler, so that expectations about a record come from its files rather than from what the code made of them.
 */
export const yamlOf = (files: ContentFiles, file: string): Fields => {
  const text = files[file];
  if (text === undefined) throw new Error(`no content file ${file}`);
  const source = file.endsWith(".md") ? (FRONT_MATTER.exec(text)?.[1] ?? "") : text;
  return parse(source) as Fields;
};

/** The items of a YAML list file. */
export const listOf = (files: ContentFiles, file: string): Fields[] => {
  const items: unknown = yamlOf(files, file);
  if (!Array.isArray(items)) throw new Error(`${file} is not a list`);
  return items as Fields[];
};

/** How many records a content file (or a folder such as `chapters/`, one file each) holds. */
export const countItems = (files: ContentFiles, file: string): number =>
  file.endsWith("/") ? Object.keys(files).filter((f) => f.startsWith(file)).length : listOf(files, file).length;

/** The import's two fixtures: the JSON Resume schema's own sample, and a LinkedIn export zipped from CSV files. */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The sample résumé @jsonresume/schema ships, the one its own tests validate. */
export const JSON_RESUME_SAMPLE = createRequire(import.meta.url).resolve("@jsonresume/schema/sample.resume.json");

/** Synthetic export files, written from the public column list (BOM, CRLF, quoted multi-line cells included). */
export const LINKEDIN_DIR = resolve(ROOT, "test/fixtures/linkedin-export");

export const jsonResumeSample = (): unknown => JSON.parse(readFileSync(JSON_RESUME_SAMPLE, "utf8"));

/** The fixture's CSV files (or only `names`) as an export ZIP, inside a folder the way some exports nest them. */
export const linkedInZip = (names?: readonly string[]): Uint8Array =>
  zipSync(
    Object.fromEntries(
      readdirSync(LINKEDIN_DIR)
        .filter((name) => names === undefined || names.includes(name))
        .map((name) => [`Basic_LinkedInDataExport/${name}`, new Uint8Array(readFileSync(join(LINKEDIN_DIR, name)))]),
    ),
  );

/** Rich records of people in other professions, written for these tests: every section of the schema and more. */
export const RICH_JSON_RESUMES = ["epidemiologist.json", "structural-engineer.json"].map((name) =>
  resolve(ROOT, "test/fixtures/import", name),
);

/** The JSON Resumes the imported records of test/fixtures were made from, as their owners brought them. */
export const SOURCE_JSON_RESUMES = readdirSync(resolve(ROOT, "test/fixtures/sources"))
  .filter((name) => name.endsWith(".resume.json"))
  .map((name) => resolve(ROOT, "test/fixtures/sources", name));

/** The LinkedIn exports the imported records of test/fixtures were made from, as folders of their CSV files. */
export const SOURCE_LINKEDIN_DIRS = readdirSync(resolve(ROOT, "test/fixtures/sources"))
  .filter((name) => name.endsWith("-linkedin"))
  .map((name) => resolve(ROOT, "test/fixtures/sources", name));

/** A LinkedIn export with every résumé file (13 of them, a phone number file among them). */
export const LINKEDIN_TEACHER_DIR = resolve(ROOT, "test/fixtures/linkedin-teacher");

/** A folder of export CSV files as an export ZIP. */
export const zipFolder = (dir: string): Uint8Array =>
  zipSync(Object.fromEntries(readdirSync(dir).map((name) => [name, new Uint8Array(readFileSync(join(dir, name)))])));

/**
 * `npm run import -- <resume.json | linkedin-export.zip> [--out <folder>] [--force]`: writes a complete content
 * folder (default content/) from a JSON Resume or a LinkedIn data export, checks it the way the server will,
 * and reports what it imported, what it derived and which texts are left as PLACEHOLDER for you to write.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { compileContent } from "../../src/content/compile.js";
import { folderName, OWN_CONTENT_DIR } from "../../src/content/load.js";
import { findPlaceholders, formatPlaceholders } from "../../src/content/placeholders.js";
import { formatProblems } from "../../src/content/problems.js";
import { parseCommandLine } from "../command-line.js";
import type { ImportReport } from "./import/draft.js";
import { writeFolderOrExit } from "./import/folder.js";
import { fromJsonResume } from "./import/json-resume.js";
import { fromLinkedIn, unzipExport } from "./import/linkedin.js";
import { type ImportedRecord, withEvents } from "./import/record.js";
import { toContent } from "./import/to-content.js";
import { renderContent } from "./import/write.js";

const USAGE =
  "usage: npm run import -- <resume.json | linkedin-export.zip> [--out <folder>] [--force] [--event <publisher>]…";

const { values, positionals } = parseCommandLine(USAGE, {
  allowPositionals: true,
  options: {
    out: { type: "string" },
    force: { type: "boolean", default: false },
    // A publisher that is an event (a conference): its publications are talks. Repeat it for several.
    event: { type: "string", multiple: true, default: [] },
    help: { type: "boolean" },
  },
});
const [input] = positionals;
if (values.help || input === undefined) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

/**
 * The top-level keys of a JSON Resume (schema 1.x) besides `basics`: a file with neither `basics` nor one of these
 * is some other JSON (a package.json, an API answer), and importing it would write a record of placeholders.
 */
const JSON_RESUME_SECTIONS = [
  "work",
  "volunteer",
  "education",
  "awards",
  "certificates",
  "publications",
  "skills",
  "languages",
  "interests",
  "references",
  "projects",
];

/** The files of a LinkedIn data export this import reads (scripts/owner/import/linkedin.ts), the profile first. */
const LINKEDIN_FILES = [
  "Profile.csv",
  "Positions.csv",
  "Education.csv",
  "Projects.csv",
  "Skills.csv",
  "Languages.csv",
  "Certifications.csv",
  "Email Addresses.csv",
];

/** Stops with one line saying what is wrong with the file, not a stack trace: a usage error (exit 2), nothing written. */
const refuse = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isZip = (file: string, bytes: Buffer): boolean =>
  (bytes[0] === 0x50 && bytes[1] === 0x4b) || /\.zip$/i.test(file);

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const readRecord = (file: string): ImportedRecord => {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return refuse(
      code === "ENOENT"
        ? `${file}: no such file`
        : code === "EISDIR"
          ? `${file} is a folder: give the résumé file (JSON Resume) or the LinkedIn export (.zip)`
          : `${file} cannot be read: ${messageOf(error)}`,
    );
  }
  // A ZIP starts with "PK": a LinkedIn export whatever its name, as is anything named .zip (an empty one included);
  // anything else is read as JSON Resume.
  if (isZip(file, bytes)) {
    const holds = `a LinkedIn data export holds CSV files such as ${LINKEDIN_FILES.join(", ")}`;
    let files: Readonly<Record<string, string>>;
    try {
      files = unzipExport(bytes);
    } catch (error) {
      return refuse(`${file} is not a ZIP archive this can read (${messageOf(error)}): ${holds}`);
    }
    const known = Object.keys(files).filter((name) =>
      LINKEDIN_FILES.some((expected) => expected.toLowerCase() === name.toLowerCase()),
    );
    if (known.length === 0) {
      const found = Object.keys(files).length === 0 ? "no CSV file" : `only ${Object.keys(files).join(", ")}`;
      return refuse(`${file} is not a LinkedIn data export: it holds ${found}, and ${holds}`);
    }
    try {
      return fromLinkedIn(files);
    } catch (error) {
      return refuse(`${file} is not a LinkedIn data export this can read: ${messageOf(error)}`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    return refuse(`${file} is neither JSON (${messageOf(error)}) nor a LinkedIn export (.zip)`);
  }
  if (!isObject(json) || !["basics", ...JSON_RESUME_SECTIONS].some((key) => key in json)) {
    return refuse(
      `${file} is not a JSON Resume: it has no "basics" and none of its sections (${JSON_RESUME_SECTIONS.join(", ")})`,
    );
  }
  const result = fromJsonResume(json);
  if (!result.ok)
    return refuse(`${file} is not a valid JSON Resume:\n${result.errors.map((e) => `  ${e}`).join("\n")}`);
  return result.record;
};

const out = resolve(values.out ?? OWN_CONTENT_DIR);
const record = withEvents(readRecord(resolve(input)), values.event);
const { draft, report } = toContent(record, new Date().toISOString().slice(0, 10));
const files = renderContent(draft);

const compiled = compileContent(files, "https://example.com");
if (!compiled.ok) {
  // Not expected: the draft is typed by the content schemas. Written nowhere, so a working folder stays intact.
  console.error(`the import produced invalid content (a bug):\n${formatProblems(compiled.problems)}`);
  process.exit(1);
}
const backup = writeFolderOrExit(out, files, values.force);

const section = (title: string, lines: ImportReport[keyof ImportReport]) =>
  lines.length > 0 ? `${title}:\n${lines.map((l) => `  - ${l}`).join("\n")}` : `${title}: none`;
// The same list check:content prints, read from the files as written.
const placeholders = findPlaceholders(files);
console.log(
  [
    `Imported ${record.source} ${input} into ${out} (${Object.keys(files).length} files).`,
    ...(backup ? [`The record it replaced is kept in ${backup}.`] : []),
    section("Imported", report.imported),
    section("Derived", report.derived),
    placeholders.length > 0
      ? `Left to write, ${placeholders.length} (marked PLACEHOLDER, or a stand-in address; until none is left the record is a draft, which only a local preview serves):\n${formatPlaceholders(placeholders, folderName(out))}`
      : "Left to write: none",
    ...(report.notImported.length > 0 ? [section("Not imported", report.notImported)] : []),
    `Next: npm run check:content${values.out ? ` ${values.out}` : ""}, then ${values.out ? `CONTENT_DIR=${values.out} ` : ""}npm start.`,
  ].join("\n\n"),
);

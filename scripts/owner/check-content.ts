/**
 * Validates a content directory (the argument, else CONTENT_DIR, else what the server serves: content/ once it
 * holds a record, else the sample) and prints every problem; exits non-zero when there is any. Then warns of
 * drift between files (title and name, pronouns and prose) and lists the texts still marked PLACEHOLDER, which make
 * the record a draft (content/placeholders.ts); `--strict` fails on those too.
 */
import { loadConfig } from "../../src/config.js";
import { compileContent } from "../../src/content/compile.js";
import { driftWarnings } from "../../src/content/drift.js";
import { DEFAULT_CONTENT_DIR, folderName } from "../../src/content/load.js";
import { formatPlaceholders } from "../../src/content/placeholders.js";
import { formatProblems } from "../../src/content/problems.js";
import { countOf } from "../../src/schema/collection.js";
import { COLLECTIONS } from "../../src/schema/collections.js";
import { searchDocuments } from "../../src/search/index-data/documents.js";
import { parseCommandLine } from "../command-line.js";
import { loadContentFolder } from "../content-folder.js";

const { values, positionals } = parseCommandLine("usage: npm run check:content [-- <folder>] [--strict]", {
  allowPositionals: true,
  options: { strict: { type: "boolean", default: false } },
});
const dir = positionals[0] ?? loadConfig().contentDir ?? DEFAULT_CONTENT_DIR;
const files = await loadContentFolder(dir);
const result = compileContent(files, "https://example.com");
if (!result.ok) {
  console.error(
    `content has ${result.problems.length} problem(s):\n${formatProblems(result.problems, folderName(dir))}`,
  );
  process.exit(1);
}
const { site } = result;
const counts = [
  countOf(site.chapters.length, { one: "chapter", other: "chapters" }),
  ...COLLECTIONS.map(({ key, noun }) => countOf(site[key].length, noun)),
];
console.log(`content OK: ${counts.join(", ")}`);
// Not a warning: a record is valid without keywords, but they are what search finds it by in other people's words
// (measured on a second record: Recall@3 0.714 without, 0.759 with; docs/search.md).
const records = searchDocuments(site);
const bare = records.filter((r) => r.keywords.length === 0).length;
if (bare > 0) {
  console.log(
    `keywords: ${bare} of ${records.length} records have none; search finds a record by the words people use for it ` +
      "through its keywords (docs/content-reference.md, Keywords)",
  );
}
const warnings = driftWarnings(site, new Date().toISOString().slice(0, 10));
if (warnings.length > 0) console.warn(`${warnings.length} warning(s):\n${formatProblems(warnings, folderName(dir))}`);
const { placeholders } = site;
if (placeholders.length > 0) {
  console.warn(
    `draft: ${placeholders.length} text(s) left to write (marked PLACEHOLDER, or a stand-in address); a local preview ` +
      `shows the record under a draft banner, and build, export and deploy refuse it until none is left:\n` +
      formatPlaceholders(placeholders, folderName(dir)),
  );
}
if (values.strict && warnings.length + placeholders.length > 0) process.exit(1);

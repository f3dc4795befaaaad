/**
 * Validates a content directory (the argument, else CONTENT_DIR, else content/) and prints every problem; exits
 * non-zero when there is any.
 */
import { loadConfig } from "../src/config.js";
import { compileContent } from "../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, loadContentFiles } from "../src/content/load.js";
import { formatProblems } from "../src/content/problems.js";
import { COLLECTIONS } from "../src/schema/collections.js";

const dir = process.argv[2] ?? loadConfig().contentDir ?? DEFAULT_CONTENT_DIR;
const result = compileContent(await loadContentFiles(dir), "https://example.com");
if (!result.ok) {
  console.error(`content has ${result.problems.length} problem(s):\n${formatProblems(result.problems)}`);
  process.exit(1);
}
const { site } = result;
const counts = [
  `${site.chapters.length} chapters`,
  ...COLLECTIONS.map(({ key, noun }) => `${site[key].length} ${noun}`),
];
console.log(`content OK: ${counts.join(", ")}`);

/**
 * Scores search against the relevance set (test/sample/questions.yaml): Recall@1, Recall@3, MRR and every
 * question whose record did not come first. Exits non-zero below the thresholds the relevance test enforces.
 * Usage: npm run eval:search [-- path/to/questions.yaml]
 */
import { readFile } from "node:fs/promises";
import { compileContent } from "../src/content/compile.js";
import { loadContentFiles } from "../src/content/load.js";
import { formatProblems } from "../src/content/problems.js";
import { evaluate, formatEvaluation, parseRelevanceSet, passes } from "../src/search/evaluate.js";
import { buildSearchIndex } from "../src/search/index.js";

const questionsPath = process.argv[2] ?? new URL("../test/sample/questions.yaml", import.meta.url);
const compiled = compileContent(await loadContentFiles(), "https://example.com");
if (!compiled.ok) {
  console.error(`content is invalid:\n${formatProblems(compiled.problems)}`);
  process.exit(1);
}
const evaluation = evaluate(buildSearchIndex(compiled.site), parseRelevanceSet(await readFile(questionsPath, "utf8")));
console.log(formatEvaluation(evaluation));
if (!passes(evaluation)) process.exit(1);

/**
 * Scores search against every relevance set (test/sample/questions*.yaml) through both surfaces, REST and MCP:
 * Recall@1, Recall@3, MRR and every question whose record did not come first, against each set's floor (what
 * test/sample/relevance.test.ts enforces) and the target. Exits non-zero when a set falls below its floor.
 * Usage: npm run eval:search [-- --quiet] [--own]   (--quiet prints the figures without the misses; --own scores
 * only the owner's set)
 * A held-out set's misses are never printed unless asked with --show-held-out: whoever tunes the ranking must
 * not read them question by question.
 * The sets are about the sample (or the test/fixtures record a set names), so they are scored on that record
 * whatever content/ holds. An owner's own set, `questions.yaml` in the served record (CONTENT_DIR, else content/;
 * same format: `- q: …` with `expect: { type, id }`), is scored on that record and reported against the target,
 * without a floor.
 */

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { loadConfig } from "../../src/config.js";
import { compileContent } from "../../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, folderName, loadContentFiles, SAMPLE_CONTENT_DIR } from "../../src/content/load.js";
import { formatProblems } from "../../src/content/problems.js";
import { loadNearWords } from "../../src/search/analysis/near-words.js";
import {
  type Evaluation,
  evaluate,
  formatEvaluation,
  parseRelevanceSet,
  passes,
} from "../../src/search/evaluation/evaluate.js";
import { buildSearchIndex } from "../../src/search/index.js";
import { loadQuestions, RELEVANCE_SETS, recordDir, setLabel, TARGET } from "../../test/sample/relevance-sets.js";
import { type Surfaces, surfaces } from "../../test/sample/surfaces.js";
import { parseCommandLine } from "../command-line.js";

const NEAR_WORDS = await loadNearWords();

const { values } = parseCommandLine("usage: npm run eval:search [-- --quiet] [--own] [--show-held-out]", {
  options: {
    quiet: { type: "boolean", default: false },
    own: { type: "boolean", default: false },
    "show-held-out": { type: "boolean", default: false },
  },
});
const quiet = values.quiet;
const showHeldOut = values["show-held-out"];
/** Only the owner's own set: the sample's sets say nothing about another record. */
const ownOnly = values.own;
// The owner's set: questions.yaml in the served record, when that is not the sample.
const ownDir = resolve(loadConfig().contentDir ?? DEFAULT_CONTENT_DIR);
const ownSet = join(ownDir, "questions.yaml");
const hasOwnSet = ownDir !== SAMPLE_CONTENT_DIR && existsSync(ownSet);
if (ownOnly && !hasOwnSet) {
  // Asked for the owner's figures alone, an empty table would read as a pass.
  console.error(
    ownDir === SAMPLE_CONTENT_DIR
      ? "--own: the served record is the shipped sample (content/ holds no profile.md and CONTENT_DIR is unset)"
      : `--own: ${folderName(ownSet)} does not exist: write your questions there (docs/your-own-profile.md, Your own search questions)`,
  );
  process.exit(2);
}
const compile = async (dir: string) => {
  const compiled = compileContent(await loadContentFiles(dir), "https://example.com");
  if (!compiled.ok) {
    console.error(`content in ${dir} is invalid:\n${formatProblems(compiled.problems)}`);
    process.exit(1);
  }
  return compiled.site;
};
let ok = true;
const table: string[] = [];
/** One line of the table: the set, the surface, its size and figures, then what they meet. */
const row = (name: string, surface: string, e: Evaluation, verdict: string): string =>
  `${name.padEnd(24)} ${surface.padEnd(5)} ${String(e.total).padStart(3)}  ` +
  `${e.recallAt1.toFixed(3)}  ${e.recallAt3.toFixed(3)}  ${e.mrr.toFixed(3)}  ${verdict}`;
const meetsTarget = (e: Evaluation): string => (passes(e, TARGET) ? "target met" : "below target");
if (!ownOnly) {
  const records = new Map<string, { keys: ReadonlySet<string>; asks: Surfaces }>();
  for (const set of RELEVANCE_SETS) {
    const dir = recordDir(set) ?? SAMPLE_CONTENT_DIR;
    let record = records.get(dir);
    if (record === undefined) {
      const site = await compile(dir);
      record = { keys: buildSearchIndex(site, NEAR_WORDS).keys, asks: await surfaces(site) };
      records.set(dir, record);
    }
    const { keys, asks } = record;
    const name = setLabel(set);
    const questions = await loadQuestions(set);
    for (const [surface, ask] of Object.entries(asks)) {
      const e = await evaluate(ask, questions, keys);
      ok &&= passes(e, set.floor);
      table.push(row(name, surface, e, `${passes(e, set.floor) ? "floor ok" : "BELOW FLOOR"}, ${meetsTarget(e)}`));
      if (!quiet && (!set.heldOut || showHeldOut))
        console.log(`== ${name} via ${surface}\n${formatEvaluation(e, set.floor)}\n`);
    }
  }
}
console.log(
  `${"set".padEnd(24)} ${"via".padEnd(5)}   n  R@1    R@3    MRR    (target: Recall@3 ≥ ${TARGET.recallAt3}, MRR ≥ ${TARGET.mrr})`,
);

// The owner's own questions, on the owner's record.
if (hasOwnSet) {
  const own = await compile(ownDir);
  const { keys } = buildSearchIndex(own, NEAR_WORDS);
  const questions = parseRelevanceSet(await readFile(ownSet, "utf8"));
  const name = relative(process.cwd(), ownSet);
  for (const [surface, ask] of Object.entries(await surfaces(own))) {
    const e = await evaluate(ask, questions, keys);
    table.push(row(name, surface, e, meetsTarget(e)));
    if (!quiet) console.log(`== ${name} via ${surface}\n${formatEvaluation(e, TARGET)}\n`);
  }
}
console.log(table.join("\n"));
if (!ok) process.exit(1);

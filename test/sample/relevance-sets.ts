/**
 * The relevance sets, the target every set should reach and the floor each must not fall below (what
 * test/sample/relevance.test.ts enforces, on every surface). `questions.yaml` was written alongside the ranking;
 * `questions-heldout.yaml` was written from content/ alone before any tuning against it, so it measures how
 * search does on questions nobody tuned for; `questions-unseen.yaml` was written the same way after the ranking
 * work on both, to report how search does on questions nobody has seen. A floor is raised when the figures
 * improve, never lowered to let a change through.
 */
import { readFile } from "node:fs/promises";
import { type Figures, parseRelevanceSet, type RelevanceQuestion } from "../../src/search/evaluate.js";

/** What every set should reach. */
export const TARGET = { recallAt3: 0.97, mrr: 0.92 } as const satisfies Partial<Figures>;

export interface RelevanceSet {
  readonly name: string;
  readonly file: URL;
  readonly floor: Partial<Figures>;
  /** Held out: its misses are not printed (reading them question by question would turn it into a tuning set). */
  readonly heldOut?: boolean;
}

export const RELEVANCE_SETS: readonly RelevanceSet[] = [
  {
    name: "questions.yaml",
    file: new URL("./questions.yaml", import.meta.url),
    // 71 of 73 first; "what did he do at Org C AI" finds the chapter and both Org C AI roles before the quick
    // answer since question words stopped counting (before: Recall@3 1.0, MRR 0.984).
    floor: { recallAt1: 0.972, recallAt3: 0.986, mrr: 0.981 },
  },
  {
    name: "questions-heldout.yaml",
    file: new URL("./questions-heldout.yaml", import.meta.url),
    heldOut: true,
    // Baseline before any change: Recall@1 0.690, Recall@3 0.862, MRR 0.781; 0.810 / 0.931 / 0.875 before the
    // per-field length normalisation, rarity coverage and quantifier stop words.
    floor: { recallAt1: 0.836, recallAt3: 0.939, mrr: 0.893 },
  },
  {
    name: "questions-unseen.yaml",
    file: new URL("./questions-unseen.yaml", import.meta.url),
    heldOut: true,
    // Written after the ranking work on the two sets above and never tuned on; the floor is its first score
    // (Recall@1 0.826, Recall@3 0.936, MRR 0.889) rounded down.
    floor: { recallAt1: 0.825, recallAt3: 0.935, mrr: 0.888 },
  },
];

export const loadQuestions = async (set: RelevanceSet): Promise<RelevanceQuestion[]> =>
  parseRelevanceSet(await readFile(set.file, "utf8"));

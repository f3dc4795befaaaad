/**
 * Relevance evaluation, shared by `npm run eval:search` and test/sample/relevance.test.ts: a set of questions,
 * each with the record that must come back, scored as Recall@1, Recall@3 and mean reciprocal rank.
 */
import { z } from "@hono/zod-openapi";
import { parse } from "yaml";
import { SearchType } from "../schema/common.js";
import { REST_LIMIT } from "../schema/search.js";
import { type SearchIndex, search } from "./index.js";

export const THRESHOLDS = { mrr: 0.85, recallAt3: 0.95 } as const;

const RecordRef = z.object({ type: SearchType, id: z.string().min(1) }).strict();
export type RecordRef = z.infer<typeof RecordRef>;

export const RelevanceQuestion = z.object({ q: z.string().min(2), expect: RecordRef }).strict();
export type RelevanceQuestion = z.infer<typeof RelevanceQuestion>;

export const parseRelevanceSet = (yamlText: string): RelevanceQuestion[] =>
  z.array(RelevanceQuestion).min(1).parse(parse(yamlText));

export interface Outcome {
  readonly question: RelevanceQuestion;
  /** 1-based position of the expected record in the first REST_LIMIT.default results, or null. */
  readonly rank: number | null;
  readonly top: readonly RecordRef[];
}

export interface Evaluation {
  readonly total: number;
  readonly recallAt1: number;
  readonly recallAt3: number;
  readonly mrr: number;
  /** Every question whose record was not first, worst first. */
  readonly misses: readonly Outcome[];
  /** Expected records that are not in the index at all: a mistake in the question set. */
  readonly unknown: readonly RelevanceQuestion[];
}

const keyOf = (ref: RecordRef): string => `${ref.type}:${ref.id}`;

export const evaluate = (index: SearchIndex, questions: readonly RelevanceQuestion[]): Evaluation => {
  const outcomes: Outcome[] = questions.map((question) => {
    const top = search(index, { query: question.q, limit: REST_LIMIT.default }).map(({ type, id }) => ({ type, id }));
    const position = top.findIndex((r) => keyOf(r) === keyOf(question.expect));
    return { question, rank: position < 0 ? null : position + 1, top };
  });
  const share = (hit: (o: Outcome) => number): number =>
    outcomes.length === 0 ? 0 : outcomes.reduce((sum, o) => sum + hit(o), 0) / outcomes.length;
  return {
    total: outcomes.length,
    recallAt1: share((o) => (o.rank === 1 ? 1 : 0)),
    recallAt3: share((o) => (o.rank !== null && o.rank <= 3 ? 1 : 0)),
    mrr: share((o) => (o.rank === null ? 0 : 1 / o.rank)),
    misses: outcomes
      .filter((o) => o.rank !== 1)
      .sort((a, b) => (b.rank ?? Infinity) - (a.rank ?? Infinity) || a.question.q.localeCompare(b.question.q)),
    unknown: questions.filter((q) => !index.keys.has(keyOf(q.expect))),
  };
};

export const passes = (e: Evaluation): boolean =>
  e.unknown.length === 0 && e.mrr >= THRESHOLDS.mrr && e.recallAt3 >= THRESHOLDS.recallAt3;

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** A plain-text report: the figures against their thresholds, then every miss with what came first. */
export const formatEvaluation = (e: Evaluation): string =>
  [
    `questions  ${e.total}`,
    `Recall@1   ${percent(e.recallAt1)}`,
    `Recall@3   ${percent(e.recallAt3)}   (threshold ${percent(THRESHOLDS.recallAt3)})`,
    `MRR        ${e.mrr.toFixed(3)}    (threshold ${THRESHOLDS.mrr.toFixed(3)})`,
    "",
    e.misses.length === 0 ? "misses     none" : `misses     ${e.misses.length} (not first)`,
    ...e.misses.map(
      (m) =>
        `  ${m.rank === null ? "--" : `#${m.rank}`}  "${m.question.q}" → want ${keyOf(m.question.expect)}; got ${m.top
          .slice(0, 3)
          .map(keyOf)
          .join(", ")}`,
    ),
    ...e.unknown.map((q) => `  not in the index: ${keyOf(q.expect)} ("${q.q}")`),
  ].join("\n");

/**
 * Relevance evaluation, shared by `npm run eval:search` and test/sample/relevance.test.ts: a set of questions,
 * each with every record that truly answers it, scored as Recall@1, Recall@3 and mean reciprocal rank (a hit on
 * any expected record counts; the reciprocal rank is that of the first one). Questions are put to an `Ask`, the
 * search as some surface (REST, MCP, the function itself) returns it, so a surface's own limit and shaping count.
 */
import { z } from "@hono/zod-openapi";
import { parse } from "yaml";
import { SearchType } from "../../schema/search-type.js";

const RecordRef = z.object({ type: SearchType, id: z.string().min(1) }).strict();
export type RecordRef = z.infer<typeof RecordRef>;

export const RelevanceQuestion = z
  .object({
    q: z.string().min(2),
    /** One record, or every record that answers the question equally well. */
    expect: z.union([RecordRef, z.array(RecordRef).min(1)]),
  })
  .strict();
export type RelevanceQuestion = z.infer<typeof RelevanceQuestion>;

export const parseRelevanceSet = (yamlText: string): RelevanceQuestion[] =>
  z.array(RelevanceQuestion).min(1).parse(parse(yamlText));

/** The records a search returned for a query, best first. */
export type Ask = (query: string) => Promise<readonly RecordRef[]> | readonly RecordRef[];

export interface Figures {
  readonly recallAt1: number;
  readonly recallAt3: number;
  readonly mrr: number;
}

export interface Outcome {
  readonly question: RelevanceQuestion;
  /** 1-based position of the first expected record among the results, or null. */
  readonly rank: number | null;
  readonly top: readonly RecordRef[];
}

export interface Evaluation extends Figures {
  readonly total: number;
  /** Every question whose record was not first, worst first. */
  readonly misses: readonly Outcome[];
  /** Expected records that are not in the index at all: a mistake in the question set. */
  readonly unknown: readonly RecordRef[];
}

export const keyOf = (ref: RecordRef): string => `${ref.type}:${ref.id}`;

export const expected = (question: RelevanceQuestion): readonly RecordRef[] =>
  Array.isArray(question.expect) ? question.expect : [question.expect];

/** `known` holds the `<type>:<id>` of every record the index holds (`SearchIndex.keys`). */
export const evaluate = async (
  ask: Ask,
  questions: readonly RelevanceQuestion[],
  known: ReadonlySet<string>,
): Promise<Evaluation> => {
  const outcomes: Outcome[] = [];
  for (const question of questions) {
    const top = await ask(question.q);
    const wanted = new Set(expected(question).map(keyOf));
    const position = top.findIndex((r) => wanted.has(keyOf(r)));
    outcomes.push({ question, rank: position < 0 ? null : position + 1, top });
  }
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
    unknown: questions.flatMap(expected).filter((ref) => !known.has(keyOf(ref))),
  };
};

/** Whether every figure reaches its floor and every expected record exists. */
export const passes = (e: Evaluation, floor: Partial<Figures>): boolean =>
  e.unknown.length === 0 && (Object.keys(floor) as (keyof Figures)[]).every((name) => e[name] >= (floor[name] ?? 0));

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;
const LABELS: Readonly<Record<keyof Figures, string>> = { recallAt1: "Recall@1", recallAt3: "Recall@3", mrr: "MRR" };
const shown = (name: keyof Figures, x: number): string => (name === "mrr" ? x.toFixed(3) : percent(x));

/**
 * A plain-text report: the figures against their floors, then every miss with what came first, unless `misses` is
 * false (a held-out set, whose misses must not be read question by question).
 */
export const formatEvaluation = (e: Evaluation, floor: Partial<Figures> = {}, misses = true): string =>
  [
    `questions  ${e.total}`,
    ...(Object.keys(LABELS) as (keyof Figures)[]).map((name) => {
      const min = floor[name];
      return `${LABELS[name].padEnd(10)} ${shown(name, e[name]).padEnd(7)}${min === undefined ? "" : `  (floor ${shown(name, min)})`}`;
    }),
    "",
    e.misses.length === 0 ? "misses     none" : `misses     ${e.misses.length} (not first)`,
    ...(misses ? e.misses : []).map(
      (m) =>
        `  ${m.rank === null ? "--" : `#${m.rank}`}  "${m.question.q}" → want ${expected(m.question)
          .map(keyOf)
          .join(" | ")}; got ${m.top.slice(0, 3).map(keyOf).join(", ") || "nothing"}`,
    ),
    ...e.unknown.map((ref) => `  not in the index: ${keyOf(ref)}`),
  ].join("\n");

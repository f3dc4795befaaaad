/**
 * The order a question asks for ("first", "latest", "right before…", time.ts), applied to the candidates: which
 * records it ranks and how they are lifted above the rest, and kept so through the scoring that follows.
 */
import type { Span } from "./anchors.js";
import { STAGE_TYPE } from "./stages.js";
import type { Order } from "./time.js";
import { meets } from "./window.js";

/**
 * Order: the candidates of one kind that are about the question (within `ORDER_GATE` of the best of that kind's
 * score) and carry years are put first, in the order asked. The kind is the one the question names ("his first
 * talk" orders talks, not the chapters around them), else that of the best candidate; with a window, only records
 * in it ("right before Seattle": the last one before). The gate is low on purpose:
 * among records of the kind asked for, a word such as "gave" matching one of them says little next to the order.
 * Measured on every set once "ever" stopped matching "every" in records: 0.1 keeps three first places and two top-three
 * answers that 0.15 gates out ("the first incident writeup she ever published" is an account of an outage), and loses
 * one first place.
 */
export const ORDER_GATE = 0.1;

export interface Dated {
  readonly score: number;
  readonly years: Span | null;
  /** The record's type: an order ranks records of one kind ("his first talk" ranks talks). */
  readonly type: string;
  /** The record is of a type or kind the question names ("talk", "job"). */
  readonly asked: boolean;
}

/**
 * Each candidate's step in the order asked, in the order given: 0 for a record the order leaves alone, else higher
 * for a record that comes first (records of the same years share a step).
 */
export const orderSteps = (
  candidates: readonly Dated[],
  order: Order | null,
  window: Span | null = null,
  /** The question names no topic, so what it orders, unless it names a kind, is the stages of his career. */
  stages = false,
): number[] => {
  const steps = candidates.map(() => 0);
  if (order === null) return steps;
  // The kind ordered is that of the best record of a kind the question names, else the stages of his career
  // ("what did he do right after graduating"), else that of the best record.
  const named = candidates.some((c) => c.asked);
  const bestOf = (of: (c: Dated) => boolean) =>
    candidates.reduce<Dated | undefined>(
      (max, c) => (of(c) && (max === undefined || c.score > max.score) ? c : max),
      undefined,
    );
  // A list of the kind without dates (the talks practice) orders nothing: the best dated record of the kind does.
  const asked = bestOf((c) => c.asked);
  const top = named
    ? asked?.type === "practice" && asked.years === null
      ? (bestOf((c) => c.asked && c.years !== null) ?? asked)
      : asked
    : ((stages ? bestOf((c) => c.type === STAGE_TYPE && c.years !== null) : undefined) ?? bestOf(() => true));
  if (top === undefined) return steps;
  // Of a kind the question names, only records of that kind: "her job before…" orders jobs, not the volunteer
  // roles on the same timeline. After an anchor, only records that begin after it, or in the year it ended (years
  // are whole): what came after his studies is not the job he held through them.
  const eligible = candidates.flatMap((c, i) =>
    c.years !== null &&
    c.type === top.type &&
    (!named || c.asked) &&
    // A question of no topic leaves nothing for a gate to tell apart: every stage is one it may ask for.
    (stages || c.score >= top.score * ORDER_GATE) &&
    (window === null || (meets(c.years, window) && c.years.from >= window.from - 1))
      ? [{ i, years: c.years }]
      : [],
  );
  eligible.sort((a, b) =>
    order === "earliest"
      ? a.years.from - b.years.from || a.years.to - b.years.to
      : b.years.to - a.years.to || b.years.from - a.years.from,
  );
  let step = eligible.length;
  let previous: Span | undefined;
  for (const { i, years } of eligible) {
    if (previous && (previous.from !== years.from || previous.to !== years.to)) step--;
    steps[i] = step;
    previous = years;
  }
  return steps;
};

/**
 * Each candidate's factor for the order asked: each ordered record is lifted above the best candidate, the first
 * in order highest; records of the same years keep their own order by score.
 */
export const orderFactors = (
  candidates: readonly Dated[],
  order: Order | null,
  window: Span | null = null,
  stages = false,
): number[] => liftFactors(candidates, orderSteps(candidates, order, window, stages));

/** The factors that lift each candidate by its step (orderSteps) above the best of them. */
export const liftFactors = (candidates: readonly { readonly score: number }[], steps: readonly number[]): number[] => {
  const best = candidates.reduce((max, c) => Math.max(max, c.score), 0);
  return steps.map((step, i) => {
    const score = candidates[i]?.score ?? 0;
    return step > 0 && score > 0 ? (best * (1 + step) + score) / score : 1;
  });
};

/**
 * The ordered records of a list re-scored since (by proximity, length…) put back in their order: they keep the
 * scores they hold among them, the highest going to the first in order, so what came after cannot undo it.
 */
export const keepOrder = <T extends { readonly score: number }>(list: readonly T[], stepOf: (t: T) => number): T[] => {
  const ordered = list.filter((t) => stepOf(t) > 0);
  const scores = ordered.map((t) => t.score).sort((a, b) => b - a);
  const byStep = [...ordered].sort((a, b) => stepOf(b) - stepOf(a) || b.score - a.score);
  const rescored = new Map(byStep.map((t, k) => [t, scores[k] ?? t.score]));
  return list.map((t) => {
    const score = rescored.get(t);
    return score === undefined ? t : { ...t, score };
  });
};

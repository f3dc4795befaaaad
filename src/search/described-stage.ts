/**
 * A stage of his career named by what it was rather than by its name: "before she joined the gold and nickel
 * producer" names the mining company whose record says what it is; "after leaving the renal unit" the renal
 * dietitian's post. Only a clause of a move in his career is read so (career-move.ts); it is searched among the dated
 * stages and their chapters, and the best of them stand for the anchor the question gives no name of.
 */

import { FIELD_BOOSTS, PAIR_BOOST } from "./build-index.js";
import type { SearchIndex } from "./index-data/index-data.js";
import type { Anchor } from "./intent/anchors.js";
import { STAGE_TYPE } from "./intent/stages.js";
import { planQuery } from "./ranking/query.js";
import { scoreQuery } from "./ranking/score.js";

/**
 * Stages scoring within this factor of the best are all described: "before she took over the ward" names the first
 * of the ward roles. Measured on the tuning sets: 1.2 and 1.5 alike; 2 and 3 each lose two to four questions, by
 * taking in stages the clause barely touches.
 */
const CLOSE = 1.5;

/** The records that are a stage: a dated timeline entry, or the chapter that tells one (and says what the employer is). */
const isStage = (type: string): boolean => type === STAGE_TYPE || type === "chapter";

/** The span of the stages `clause` describes; undefined when no dated stage holds a word of it. */
export const describedStage = (index: SearchIndex, clause: string): Anchor | undefined => {
  const plan = planQuery(clause);
  if (plan.words.length === 0) return undefined;
  const m = scoreQuery(index.engine, index.vocabulary, plan, [], FIELD_BOOSTS, PAIR_BOOST);
  const found: { score: number; years: Anchor["span"]; chapter: boolean; key: string }[] = [];
  for (const doc of m.touched) {
    const entry = index.docs[doc];
    if (!entry?.years || !isStage(entry.type)) continue;
    found.push({
      score: (m.scores[doc] ?? 0) * (m.matchedTerms[doc] ?? 0),
      years: entry.years,
      chapter: entry.type !== STAGE_TYPE,
      key: `${entry.type}:${entry.id}`,
    });
  }
  const best = Math.max(0, ...found.map((f) => f.score));
  if (best === 0) return undefined;
  const near = found.filter((f) => f.score * CLOSE >= best);
  // A chapter spans every role he held there: a role it holds that the clause names too is the stage meant
  // ("before she took over bereavement services" is the lead's post, not her years at that board).
  const close = near.filter(
    (f) => !f.chapter || !near.some((g) => !g.chapter && g.years.from >= f.years.from && g.years.to <= f.years.to),
  );
  return {
    name: clause.trim(),
    span: { from: Math.min(...close.map((f) => f.years.from)), to: Math.max(...close.map((f) => f.years.to)) },
    records: close.map((f) => f.key),
  };
};

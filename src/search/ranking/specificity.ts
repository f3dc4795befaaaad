/**
 * Specificity: a record that is about the question outranks one that merely mentions it. A record far longer than
 * the typical one (a chapter, the profile) matches any broad question somewhere in its body; when none of the
 * question's words is in its title or summary (the fields that say what a record is about), its score is
 * discounted past the median length, gently. A record whose title or summary holds the question keeps its score.
 * Measured (docs/decisions.md, "Search"): an unconditional discount, or a boost for the share of the question in title
 * and summary, cost Recall@1 on every set the project owns, the sealed one included; this form costs none.
 */
import { type Engine, fieldFrequency } from "../index-data/engine.js";
import type { Lookup } from "./score.js";

/** Fields that say what a record is: title (0) and summary (1). */
const HEAD_FIELDS = [0, 1] as const;

/** The query words (as bits) that the record's title or summary holds. */
export const headBits = (engine: Engine, lookups: readonly Lookup[], doc: number): number => {
  let bits = 0;
  for (const { id, bits: b } of lookups) {
    if (b === 0 || (bits & b) === b) continue;
    if (HEAD_FIELDS.some((f) => fieldFrequency(engine, id, doc, f) > 0)) bits |= b;
  }
  return bits >>> 0;
};

/** Past the median length, a record's score falls with the length ratio to this power (0.25 and 0.4 lost R@1). */
export const LENGTH_EXPONENT = 0.15;

/** Each record's length (its title, summary and body terms). */
export const recordLengths = (engine: Engine): Float64Array => {
  const out = new Float64Array(engine.docCount);
  for (let d = 0; d < engine.docCount; d++) {
    let sum = 0;
    for (let f = 0; f < engine.fieldCount; f++) sum += engine.lengths[d * engine.fieldCount + f] ?? 0;
    out[d] = sum;
  }
  return out;
};

export const medianOf = (values: Float64Array): number => {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The discount of a record of `length` terms whose title and summary hold none of the question (`head` 0). */
export const lengthFactor = (length: number, median: number, head: number): number =>
  head !== 0 || median <= 0 || length <= median ? 1 : (median / length) ** LENGTH_EXPONENT;

/**
 * A term's rarity across records (BM25's inverse document frequency, at least a small positive share so a term
 * every record holds still counts): how much a sentence holding it says of a question.
 */
export const rarity = (engine: Engine, id: number): number => {
  const df = (engine.offsets[id + 1] ?? 0) - (engine.offsets[id] ?? 0);
  const n = engine.docCount;
  return Math.max(0.05, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
};

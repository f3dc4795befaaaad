/**
 * A compact inverted index over term ids with BM25+ scoring. Postings (document, term frequency per field) live
 * in flat typed arrays, so a query that matches most of 10,000 records adds numbers into one array instead of
 * allocating an object per match. The scoring is MiniSearch's (BM25+ per field, k 1.2, b 0.7, d 0.5, document
 * frequency counted per field), so field boosts behave as documented there; a field may have its own b.
 */
import { sortedIncludes } from "./sorted.js";

const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;
const MAX_TF = 0xffff;

export interface Engine {
  readonly docCount: number;
  readonly fieldCount: number;
  /** Postings of term t are entries offsets[t] .. offsets[t + 1] - 1, documents ascending. */
  readonly offsets: Uint32Array;
  readonly postingDocs: Uint32Array;
  /** fieldCount frequencies per posting. */
  readonly postingTfs: Uint16Array;
  /** Documents that hold term t in field f, at t * fieldCount + f. */
  readonly fieldDf: Uint32Array;
  /** Terms in field f of document d, at d * fieldCount + f. */
  readonly lengths: Uint32Array;
  readonly avgLengths: Float64Array;
  /** BM25's length normalisation b, per field. */
  readonly b: Float64Array;
}

/**
 * `docs[d][f]` lists the term ids of field f of document d, repeats included; ids are below `termCount`.
 * `lengthNormalisation[f]` is field f's b (BM25's 0.7 where not given).
 */
export const buildEngine = (
  docs: readonly (readonly (readonly number[])[])[],
  fieldCount: number,
  termCount: number,
  lengthNormalisation: readonly number[] = [],
): Engine => {
  const lengths = new Uint32Array(docs.length * fieldCount);
  const df = new Uint32Array(termCount);
  const lastDoc = new Int32Array(termCount).fill(-1);
  docs.forEach((fields, d) => {
    fields.forEach((list, f) => {
      lengths[d * fieldCount + f] = list.length;
      for (const t of list) {
        if (lastDoc[t] !== d) {
          lastDoc[t] = d;
          df[t] = (df[t] ?? 0) + 1;
        }
      }
    });
  });

  const offsets = new Uint32Array(termCount + 1);
  for (let t = 0; t < termCount; t++) offsets[t + 1] = (offsets[t] ?? 0) + (df[t] ?? 0);
  const total = offsets[termCount] ?? 0;
  const postingDocs = new Uint32Array(total);
  const postingTfs = new Uint16Array(total * fieldCount);
  const fieldDf = new Uint32Array(termCount * fieldCount);
  const cursor = offsets.slice(0, termCount);
  const slotOf = new Uint32Array(termCount);
  lastDoc.fill(-1);
  docs.forEach((fields, d) => {
    fields.forEach((list, f) => {
      for (const t of list) {
        if (lastDoc[t] !== d) {
          lastDoc[t] = d;
          const slot = cursor[t] ?? 0;
          cursor[t] = slot + 1;
          slotOf[t] = slot;
          postingDocs[slot] = d;
        }
        const at = (slotOf[t] ?? 0) * fieldCount + f;
        const tf = postingTfs[at] ?? 0;
        if (tf === 0) fieldDf[t * fieldCount + f] = (fieldDf[t * fieldCount + f] ?? 0) + 1;
        if (tf < MAX_TF) postingTfs[at] = tf + 1;
      }
    });
  });

  const avgLengths = new Float64Array(fieldCount);
  for (let f = 0; f < fieldCount; f++) {
    let sum = 0;
    for (let d = 0; d < docs.length; d++) sum += lengths[d * fieldCount + f] ?? 0;
    avgLengths[f] = docs.length === 0 ? 0 : sum / docs.length;
  }

  return {
    docCount: docs.length,
    fieldCount,
    offsets,
    postingDocs,
    postingTfs,
    fieldDf,
    lengths,
    avgLengths,
    b: Float64Array.from({ length: fieldCount }, (_, f) => lengthNormalisation[f] ?? BM25.b),
  };
};

/**
 * Adds `weight` × the BM25+ score of term `id` to every document holding it, summed over fields with their
 * boosts, and writes those documents into `hits`; returns how many. `hits` must have room for `docCount`.
 */
export const accumulate = (
  engine: Engine,
  id: number,
  weight: number,
  fieldBoosts: readonly number[],
  scores: Float64Array,
  hits: Uint32Array,
): number => {
  const { fieldCount, docCount, offsets, postingDocs, postingTfs, fieldDf, lengths, avgLengths, b } = engine;
  // Per field: boost × idf, and the two parts of BM25's length normalisation that do not depend on the document.
  const scale = new Float64Array(fieldCount);
  const lengthFactor = new Float64Array(fieldCount);
  const constant = new Float64Array(fieldCount);
  for (let f = 0; f < fieldCount; f++) {
    const n = fieldDf[id * fieldCount + f] ?? 0;
    scale[f] = weight * (fieldBoosts[f] ?? 1) * Math.log(1 + (docCount - n + 0.5) / (n + 0.5));
    lengthFactor[f] = (BM25.k * (b[f] ?? BM25.b)) / (avgLengths[f] || 1);
    constant[f] = BM25.k * (1 - (b[f] ?? BM25.b));
  }
  const start = offsets[id] ?? 0;
  const end = offsets[id + 1] ?? 0;
  for (let p = start; p < end; p++) {
    const doc = postingDocs[p] ?? 0;
    let score = 0;
    for (let f = 0; f < fieldCount; f++) {
      const tf = postingTfs[p * fieldCount + f] ?? 0;
      if (tf === 0) continue;
      const norm = (constant[f] ?? 0) + (lengthFactor[f] ?? 0) * (lengths[doc * fieldCount + f] ?? 0);
      score += (scale[f] ?? 0) * (BM25.d + (tf * (BM25.k + 1)) / (tf + norm));
    }
    scores[doc] = (scores[doc] ?? 0) + score;
    hits[p - start] = doc;
  }
  return end - start;
};

/** Whether document `doc` holds term `id`. */
export const holds = (engine: Engine, id: number, doc: number): boolean =>
  sortedIncludes(engine.postingDocs, doc, engine.offsets[id] ?? 0, engine.offsets[id + 1] ?? 0);

/** How often document `doc` holds term `id` in field `field`; 0 when it does not. */
export const fieldFrequency = (engine: Engine, id: number, doc: number, field: number): number => {
  let lo = engine.offsets[id] ?? 0;
  let hi = (engine.offsets[id + 1] ?? 0) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = engine.postingDocs[mid] ?? 0;
    if (at === doc) return engine.postingTfs[mid * engine.fieldCount + field] ?? 0;
    if (at < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
};

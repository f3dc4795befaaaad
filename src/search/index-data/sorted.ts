/** Binary search over ascending Uint32Arrays: postings, a sentence's terms, the vocabulary's surfaced ids. */

/** Where `value` is in the ascending `sorted[from..to)`; -1 when it is not there. */
export const sortedIndexOf = (sorted: Uint32Array, value: number, from = 0, to = sorted.length): number => {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = sorted[mid] ?? 0;
    if (at === value) return mid;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
};

/** Whether `sorted[from..to)` contains `value`. */
export const sortedIncludes = (sorted: Uint32Array, value: number, from = 0, to = sorted.length): boolean =>
  sortedIndexOf(sorted, value, from, to) >= 0;

/**
 * Counts by key in bounded memory: a month of logs holds millions of distinct queries, paths and clients, and
 * the report wants only the commonest. The map grows to twice its capacity, then keeps the `capacity` keys
 * with the highest counts and forgets the rest. A key's count is exact while it stays; a key forgotten and
 * seen again starts over, so a rare key's count can be low, never high. Keys that matter (the top ones) stay.
 */
export interface Counted<S> {
  readonly key: string;
  count: number;
  /** Figures kept beside the count (sums, maxima), folded by the caller's `update`. */
  stats: S;
}

export class BoundedCounter<S = undefined> {
  private readonly entries = new Map<string, Counted<S>>();

  constructor(
    private readonly capacity: number,
    private readonly initial: () => S,
  ) {}

  /** Counts `key` once and lets `update` fold this occurrence into its stats. */
  add(key: string, update?: (stats: S) => S): void {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { key, count: 0, stats: this.initial() };
      this.entries.set(key, entry);
    }
    entry.count++;
    if (update) entry.stats = update(entry.stats);
    if (this.entries.size > this.capacity * 2) this.prune(this.capacity);
  }

  /** The `n` highest counts, highest first (ties by key, so the order is stable). */
  top(n: number): Counted<S>[] {
    return [...this.entries.values()].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1)).slice(0, n);
  }

  get size(): number {
    return this.entries.size;
  }

  private prune(keep: number): void {
    const kept = this.top(keep);
    this.entries.clear();
    for (const entry of kept) this.entries.set(entry.key, entry);
  }
}

/** A counter without stats. */
export const counter = (capacity: number): BoundedCounter<undefined> => new BoundedCounter(capacity, () => undefined);

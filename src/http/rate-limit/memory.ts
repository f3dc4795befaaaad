/** In-process counters for a single replica. Bounded: entries of past windows are swept as time moves on. */
import type { RateLimitStore } from "./store.js";

export class MemoryStore implements RateLimitStore {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, ttlMs: number): Promise<number> {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now, ttlMs);
    const entry = this.counts.get(key);
    if (entry && entry.expiresAt > now) {
      entry.count += 1;
      return entry.count;
    }
    this.counts.set(key, { count: 1, expiresAt: now + ttlMs });
    return 1;
  }

  get size(): number {
    return this.counts.size;
  }

  private sweep(now: number, ttlMs: number): void {
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
    this.nextSweep = now + ttlMs;
  }
}

/** Where counters live: one process (memory) or shared by replicas (Redis). Same contract for both. */
export interface RateLimitStore {
  /** Adds one to `key` and returns the new count; the key is forgotten after `ttlMs`. */
  increment(key: string, ttlMs: number): Promise<number>;
  close?(): Promise<void>;
}

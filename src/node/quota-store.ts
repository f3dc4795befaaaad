/**
 * Where the quota is counted: in this process (RATE_LIMIT_STORE=memory), or in Redis shared by the replicas,
 * behind a fail-open wrapper that counts in this process while Redis is away. The Redis client is loaded only
 * when configured: it is a tenth of the bundle.
 */
import { FailOpenStore, type StoreEvent } from "../http/rate-limit/fail-open.js";
import { MemoryStore } from "../http/rate-limit/memory.js";
import type { RateLimitStore } from "../http/rate-limit/store.js";

export interface QuotaStore {
  readonly store: RateLimitStore;
  /** "memory" or "redis", as the ready line says it. */
  readonly kind: "memory" | "redis";
  /** Counting in this process because Redis is away. */
  readonly degraded: () => boolean;
  /** Resolves once Redis is connected or `waitMs` has passed (at once for memory). */
  readonly connected: (waitMs: number) => Promise<unknown>;
}

export const quotaStore = async (
  setting: { readonly rateLimitStore: string; readonly rateLimitTimeoutMs: number },
  onEvent: (event: StoreEvent) => void,
): Promise<QuotaStore> => {
  if (setting.rateLimitStore === "memory") {
    return { store: new MemoryStore(), kind: "memory", degraded: () => false, connected: async () => undefined };
  }
  const { RedisStore } = await import("../http/rate-limit/redis.js");
  const redis = new RedisStore(setting.rateLimitStore, setting.rateLimitTimeoutMs);
  const store = new FailOpenStore(redis, new MemoryStore(), onEvent);
  return { store, kind: "redis", degraded: () => store.degraded, connected: (waitMs) => redis.connected(waitMs) };
};

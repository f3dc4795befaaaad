/**
 * Fixed-window counting per client: windows are aligned to the clock (every client's window turns over at
 * the same instant), so the reset time is the same arithmetic on every replica.
 */
import { DEFAULT_POLICY, type RateLimitPolicy } from "./policy.js";
import type { RateLimitStore } from "./store.js";

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly remaining: number;
  /** Whole seconds until the window turns over (at least 1). */
  readonly resetSeconds: number;
}

export interface Limiter {
  /** The policy it counts against, for the headers and messages that state it. */
  readonly policy: RateLimitPolicy;
  hit(client: string): Promise<RateLimitDecision>;
}

export const createLimiter = (
  store: RateLimitStore,
  now: () => number,
  policy: RateLimitPolicy = DEFAULT_POLICY,
): Limiter => {
  const windowMs = policy.windowSeconds * 1000;
  return {
    policy,
    async hit(client) {
      const at = now();
      const window = Math.floor(at / windowMs);
      const windowEnd = (window + 1) * windowMs;
      const count = await store.increment(`rl:${policy.name}:${window}:${client}`, windowEnd - at);
      return {
        allowed: count <= policy.quota,
        remaining: Math.max(0, policy.quota - count),
        resetSeconds: Math.max(1, Math.ceil((windowEnd - at) / 1000)),
      };
    },
  };
};

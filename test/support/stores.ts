/** Rate-limit stores that put a server into a state a test needs, without sending 120 requests first. */
import type { RateLimitStore } from "../../src/http/rate-limit/store.js";

/** Every client is already over the quota: the next counted request gets 429. */
export const exhaustedStore = (): RateLimitStore => ({ increment: async () => 121 });

/** The counter's backend is down: the request must fail fast as a 500, not hang. */
export const failingStore = (message = "store unreachable at 10.0.0.7:6379"): RateLimitStore => ({
  increment: () => Promise.reject(new Error(message)),
});

/** A store that never limits, for tests that send many searches but are not about the quota. */
export const unlimitedStore = (): RateLimitStore => ({ increment: async () => 1 });

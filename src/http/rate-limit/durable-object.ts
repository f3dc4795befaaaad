/**
 * The quota on Cloudflare Workers: one Durable Object per client and window holds that window's count. An
 * object handles one call at a time, so an increment is atomic; every location reaches the same object, so the
 * count is global. (The platform's rate-limiting binding was the other choice: it counts per location and only
 * answers allowed or not, with no count left for the RateLimit header.) The count lives in the object's storage,
 * so an evicted or restarted object keeps it; an alarm at the end of the window deletes it.
 */

import { DurableObject } from "cloudflare:workers";
import type { DurableObjectNamespace } from "@cloudflare/workers-types/index.js";
import type { RateLimitStore } from "./store.js";

const COUNT = "count";

export class RateLimitCounter extends DurableObject {
  async increment(ttlMs: number): Promise<number> {
    const count = (this.ctx.storage.kv.get<number>(COUNT) ?? 0) + 1;
    this.ctx.storage.kv.put(COUNT, count);
    if (count === 1) await this.ctx.storage.setAlarm(Date.now() + ttlMs);
    return count;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

/** The RateLimitStore over the counters: the key (policy, window, client) names the object. */
export class DurableObjectStore implements RateLimitStore {
  constructor(private readonly counters: DurableObjectNamespace<RateLimitCounter>) {}

  increment(key: string, ttlMs: number): Promise<number> {
    return this.counters.getByName(key).increment(ttlMs);
  }
}

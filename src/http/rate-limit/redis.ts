/**
 * Counters in Redis, shared by every replica. One Lua script makes "add one, set the expiry on first use"
 * atomic, so two replicas can never both see a fresh window.
 */
import { Redis } from "ioredis";
import type { RateLimitStore } from "./store.js";

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export class RedisStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.redis.defineCommand("rlIncrement", { numberOfKeys: 1, lua: INCREMENT });
    // Without a listener ioredis prints every failed reconnect. An outage already surfaces where it matters:
    // each counted request fails as a logged 500 with a request id, and ioredis keeps reconnecting.
    this.redis.on("error", () => {});
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const command = (this.redis as unknown as { rlIncrement(key: string, ttl: number): Promise<number> }).rlIncrement;
    return Number(await command.call(this.redis, key, Math.max(1, Math.ceil(ttlMs))));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

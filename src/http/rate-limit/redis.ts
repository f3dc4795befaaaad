/**
 * Counters in Redis, shared by every replica. One Lua script makes "add one, set the expiry on first use"
 * atomic, so two replicas can never both see a fresh window.
 *
 * Every command fails within `timeoutMs`: nothing is queued while disconnected and nothing is retried, so a
 * dead or frozen Redis costs a request at most that long; `FailOpenStore` then counts in memory meanwhile.
 * ioredis keeps reconnecting in the background with the backoff below.
 */
import { Redis } from "ioredis";
import type { SharedStore } from "./fail-open.js";

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Reconnect delays grow by this step per attempt, up to the cap. */
const RECONNECT_STEP_MS = 100;
const RECONNECT_MAX_MS = 2_000;

type WithIncrement = Redis & { rlIncrement(key: string, ttlMs: number): Promise<number> };

export class RedisStore implements SharedStore {
  private readonly redis: WithIncrement;
  /** Why the connection failed last (refused, wrong password, TLS), until it is ready again. */
  private connectionError: string | undefined;

  constructor(url: string, timeoutMs: number) {
    this.redis = new Redis(url, {
      commandTimeout: timeoutMs,
      connectTimeout: Math.max(timeoutMs, 1_000),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      retryStrategy: (attempt) => Math.min(attempt * RECONNECT_STEP_MS, RECONNECT_MAX_MS),
      // Through unknown: a direct cast has the compiler compare ioredis's command types, 2 s of every typecheck.
    }) as unknown as WithIncrement;
    this.redis.defineCommand("rlIncrement", { numberOfKeys: 1, lua: INCREMENT });
    // Connection errors are reported once per outage by FailOpenStore, through the failed command's error
    // (explained below); without a listener ioredis would print every failed reconnect.
    this.redis.on("error", (error: Error) => {
      this.connectionError = error.message;
    });
    this.redis.on("ready", () => {
      this.connectionError = undefined;
    });
  }

  /**
   * A command's error, with the connection's own when it is not ready: ioredis rejects a command sent while
   * disconnected with "Stream isn't writeable", which tells an operator nothing of a wrong port or password.
   */
  private explained(error: unknown): Error {
    const message = error instanceof Error ? error.message : String(error);
    if (this.redis.status === "ready" || this.connectionError === undefined) return new Error(message);
    return new Error(`${message} (connection ${this.redis.status}: ${this.connectionError})`);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    try {
      return Number(await this.redis.rlIncrement(key, Math.max(1, Math.ceil(ttlMs))));
    } catch (error) {
      throw this.explained(error);
    }
  }

  /** Resolves true once connected, or false after `waitMs`: start-up need not wait for an absent Redis. */
  connected(waitMs: number): Promise<boolean> {
    if (this.redis.status === "ready") return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.redis.off("ready", onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), waitMs);
      this.redis.once("ready", onReady);
    });
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    // QUIT waits for an answer a frozen Redis never sends.
    this.redis.disconnect();
  }
}

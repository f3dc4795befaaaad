import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter.js";
import { MemoryStore } from "./memory.js";
import { DEFAULT_POLICY } from "./policy.js";

/** A clock the test moves by hand; starts `offsetMs` into a window. */
const clockAt = (offsetMs: number) => {
  let t = 29_000_000 * 60_000 + offsetMs;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
};

const limiterAt = (offsetMs: number) => {
  const clock = clockAt(offsetMs);
  return { clock, limiter: createLimiter(new MemoryStore(clock.now), clock.now) };
};

describe("fixed-window limiter", () => {
  it("allows the quota, counting down, then refuses", async () => {
    const { limiter } = limiterAt(15_000);
    for (let n = 1; n <= DEFAULT_POLICY.quota; n++) {
      expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: DEFAULT_POLICY.quota - n, resetSeconds: 45 });
    }
    expect(await limiter.hit("a")).toEqual({ allowed: false, remaining: 0, resetSeconds: 45 });
    expect(await limiter.hit("a")).toEqual({ allowed: false, remaining: 0, resetSeconds: 45 });
  });

  it("turns over at the window boundary, aligned to the clock", async () => {
    const { clock, limiter } = limiterAt(59_000);
    for (let n = 0; n <= DEFAULT_POLICY.quota; n++) await limiter.hit("a");
    expect(await limiter.hit("a")).toMatchObject({ allowed: false, resetSeconds: 1 });
    clock.advance(999);
    expect(await limiter.hit("a")).toMatchObject({ allowed: false, resetSeconds: 1 });
    clock.advance(1);
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: DEFAULT_POLICY.quota - 1, resetSeconds: 60 });
  });

  it("rounds the reset up to whole seconds, never below 1", async () => {
    expect((await limiterAt(0).limiter.hit("a")).resetSeconds).toBe(60);
    expect((await limiterAt(100).limiter.hit("a")).resetSeconds).toBe(60);
    expect((await limiterAt(1_000).limiter.hit("a")).resetSeconds).toBe(59);
    expect((await limiterAt(59_999).limiter.hit("a")).resetSeconds).toBe(1);
  });

  it("keeps clients apart", async () => {
    const { limiter } = limiterAt(0);
    for (let n = 0; n < DEFAULT_POLICY.quota; n++) await limiter.hit("a");
    expect((await limiter.hit("a")).allowed).toBe(false);
    expect(await limiter.hit("b")).toMatchObject({ allowed: true, remaining: DEFAULT_POLICY.quota - 1 });
  });

  it("asks the store for one key per policy, window and client, expiring at the window's end", async () => {
    const calls: [string, number][] = [];
    const clock = clockAt(20_000);
    const limiter = createLimiter(
      {
        increment: async (key, ttlMs) => {
          calls.push([key, ttlMs]);
          return 1;
        },
      },
      clock.now,
    );
    await limiter.hit("198.51.100.7");
    clock.advance(60_000);
    await limiter.hit("198.51.100.7");
    expect(calls).toEqual([
      ["rl:svc-public:29000000:198.51.100.7", 40_000],
      ["rl:svc-public:29000001:198.51.100.7", 40_000],
    ]);
  });

  it("follows a different policy when given one", async () => {
    const clock = clockAt(0);
    const limiter = createLimiter(new MemoryStore(clock.now), clock.now, { name: "tiny", quota: 2, windowSeconds: 10 });
    expect((await limiter.hit("a")).remaining).toBe(1);
    expect((await limiter.hit("a")).remaining).toBe(0);
    expect(await limiter.hit("a")).toEqual({ allowed: false, remaining: 0, resetSeconds: 10 });
  });

  it("passes a store failure on to the caller", async () => {
    const limiter = createLimiter({ increment: () => Promise.reject(new Error("down")) }, () => 0);
    await expect(limiter.hit("a")).rejects.toThrow("down");
  });
});

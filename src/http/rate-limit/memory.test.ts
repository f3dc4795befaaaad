import { describe, expect, it } from "vitest";
import { MemoryStore } from "./memory.js";

const manualClock = (start = 1_000_000) => {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
};

describe("MemoryStore", () => {
  it("counts per key", async () => {
    const store = new MemoryStore(manualClock().now);
    expect(await store.increment("a", 60_000)).toBe(1);
    expect(await store.increment("a", 60_000)).toBe(2);
    expect(await store.increment("b", 60_000)).toBe(1);
  });

  it("forgets a key once its time to live has passed", async () => {
    const clock = manualClock();
    const store = new MemoryStore(clock.now);
    await store.increment("a", 1_000);
    await store.increment("a", 1_000);
    clock.advance(999);
    expect(await store.increment("a", 1_000)).toBe(3);
    clock.advance(1);
    expect(await store.increment("a", 1_000)).toBe(1);
  });

  it("sweeps the entries of past windows, so its size stays bounded", async () => {
    const clock = manualClock();
    const store = new MemoryStore(clock.now);
    for (let i = 0; i < 1_000; i++) await store.increment(`w1:client-${i}`, 60_000);
    expect(store.size).toBe(1_000);
    clock.advance(60_000);
    await store.increment("w2:client-0", 60_000);
    expect(store.size).toBe(1);
    for (let window = 3; window < 50; window++) {
      clock.advance(60_000);
      for (let i = 0; i < 10; i++) await store.increment(`w${window}:client-${i}`, 60_000);
    }
    expect(store.size).toBeLessThanOrEqual(20);
  });
});

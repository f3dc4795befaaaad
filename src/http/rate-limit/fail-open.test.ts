import { describe, expect, it } from "vitest";
import { FailOpenStore, type SharedStore, type StoreEvent } from "./fail-open.js";
import { MemoryStore } from "./memory.js";

/** A shared store that can be switched off: counts like one, fails like a lost connection. */
const switchable = () => {
  const counts = new MemoryStore();
  const state = { up: true, calls: 0 };
  const store: SharedStore = {
    increment: async (key, ttlMs) => {
      state.calls += 1;
      if (!state.up) throw new Error("Connection is closed.");
      return counts.increment(key, ttlMs);
    },
    ping: async () => {
      if (!state.up) throw new Error("Connection is closed.");
    },
  };
  return { store, state };
};

const until = async (condition: () => boolean): Promise<void> => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("FailOpenStore", () => {
  it("counts in the shared store while it answers", async () => {
    const shared = switchable();
    const events: StoreEvent[] = [];
    const store = new FailOpenStore(shared.store, new MemoryStore(), (e) => events.push(e));
    expect(await store.increment("k", 60_000)).toBe(1);
    expect(await store.increment("k", 60_000)).toBe(2);
    expect(store.degraded).toBe(false);
    expect(events).toEqual([]);
  });

  it("counts locally during an outage without asking the shared store again, logs it once, then hands back", async () => {
    const shared = switchable();
    const events: StoreEvent[] = [];
    const store = new FailOpenStore(shared.store, new MemoryStore(), (e) => events.push(e));
    await store.increment("k", 60_000);
    shared.state.up = false;
    expect(await store.increment("k", 60_000)).toBe(1);
    const callsWhenOpened = shared.state.calls;
    for (let n = 2; n <= 5; n++) expect(await store.increment("k", 60_000)).toBe(n);
    expect(shared.state.calls).toBe(callsWhenOpened);
    expect(events.map((e) => e.event)).toEqual(["rate_limit_store_down"]);

    shared.state.up = true;
    await until(() => !store.degraded);
    expect(await store.increment("k", 60_000)).toBe(2);
    expect(events.map((e) => e.event)).toEqual(["rate_limit_store_down", "rate_limit_store_up"]);
    await store.close();
  });
});

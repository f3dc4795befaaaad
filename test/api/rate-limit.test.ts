/**
 * The fair-use quota through the app (docs/contract.md#fair-use): 120 searches per 60 s a client, a fixed window on an
 * injected clock, only search counting, clients told apart by socket address unless TRUST_PROXY says otherwise.
 */
import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { testApp } from "../support/app.js";
import { call, callError } from "../support/request.js";
import { startServer } from "../support/server.js";

const SEARCH = "/api/v1/search?q=design";
const WINDOW_START = 29_000_000 * 60_000;

/** A clock the test moves by hand, starting `offsetMs` into a window. */
const manualClock = (offsetMs: number) => {
  let t = WINDOW_START + offsetMs;
  return {
    now: () => t,
    set: (offset: number) => {
      t = WINDOW_START + offset;
    },
  };
};

const search = (app: Hono, client = "192.0.2.1", headers: Record<string, string> = {}) =>
  call(app, SEARCH, { client, headers });

/** Spends `n` searches of `client`'s quota, each required to succeed. */
const spend = async (app: Hono, n: number, client = "192.0.2.1", headers: Record<string, string> = {}) => {
  for (let i = 0; i < n; i++) {
    const { status } = await search(app, client, headers);
    if (status !== 200) throw new Error(`search ${i + 1} of ${n} answered ${status}`);
  }
};

const remaining = (res: Response): number => Number(/;r=(\d+)/.exec(res.headers.get("ratelimit") ?? "")?.[1]);

describe("the search quota", () => {
  it("allows 120 searches in a window, then answers 429 rate_limited with Retry-After", async () => {
    const clock = manualClock(15_000);
    const app = await testApp({ now: clock.now });
    for (let n = 1; n <= 120; n++) {
      const { res, status } = await search(app);
      expect(status).toBe(200);
      expect(res.headers.get("ratelimit")).toBe(`"svc-public";r=${120 - n};t=45`);
    }
    const { res, status, body } = await callError(app, SEARCH, { client: "192.0.2.1" });
    expect(status).toBe(429);
    expect(body.error.code).toBe("rate_limited");
    expect(res.headers.get("retry-after")).toBe("45");
    expect(res.headers.get("ratelimit")).toBe('"svc-public";r=0;t=45');
    expect(res.headers.get("ratelimit-policy")).toBe('"svc-public";q=120;w=60');
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("makes Retry-After the whole seconds to the window's end, and resets at the boundary", async () => {
    const clock = manualClock(0);
    const app = await testApp({ now: clock.now });
    await spend(app, 120);
    clock.set(58_500);
    const limited = await search(app);
    expect(limited.status).toBe(429);
    expect(limited.res.headers.get("retry-after")).toBe("2");
    clock.set(59_999);
    expect((await search(app)).res.headers.get("retry-after")).toBe("1");
    clock.set(60_000);
    const fresh = await search(app);
    expect(fresh.status).toBe(200);
    expect(fresh.res.headers.get("ratelimit")).toBe('"svc-public";r=119;t=60');
  });

  it("counts failed searches too (400s spend quota)", async () => {
    const app = await testApp({ now: manualClock(0).now });
    const failed = await callError(app, "/api/v1/search?q=x", { client: "192.0.2.1" });
    expect(failed.status).toBe(400);
    expect(failed.res.headers.get("ratelimit")).toBe('"svc-public";r=119;t=60');
    expect(remaining((await search(app)).res)).toBe(118);
  });

  it("does not count the other endpoints: 1,000 profile requests leave the quota whole", async () => {
    const app = await testApp({ now: manualClock(0).now });
    for (let i = 0; i < 1_000; i++) {
      const path = ["/api/v1/profile", "/api/v1/chapters/org-a", "/api/v1", "/openapi.json"][i % 4] ?? "";
      const { status, res } = await call(app, path, { client: "192.0.2.1" });
      expect(status).toBe(200);
      expect(res.headers.get("ratelimit")).toBeNull();
    }
    expect(remaining((await search(app)).res)).toBe(119);
  });

  it("keeps clients apart", async () => {
    const app = await testApp({ now: manualClock(0).now });
    await spend(app, 120, "192.0.2.1");
    expect((await search(app, "192.0.2.1")).status).toBe(429);
    const other = await search(app, "192.0.2.2");
    expect(other.status).toBe(200);
    expect(remaining(other.res)).toBe(119);
  });
});

describe("who the client is", () => {
  it("ignores a spoofed X-Forwarded-For by default: same socket, same bucket", async () => {
    const app = await testApp({ now: manualClock(0).now });
    for (let i = 0; i < 120; i++) {
      const { status } = await search(app, "192.0.2.1", { "X-Forwarded-For": `203.0.113.${i}` });
      expect(status).toBe(200);
    }
    expect((await search(app, "192.0.2.1", { "X-Forwarded-For": "198.51.100.250" })).status).toBe(429);
  });

  it("ignores a spoofed X-Forwarded-For over a real socket too", async () => {
    const server = await startServer({ now: manualClock(0).now });
    try {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${server.origin}${SEARCH}`, { headers: { "X-Forwarded-For": `203.0.113.${i}` } });
        counts.push(remaining(res));
      }
      expect(counts).toEqual([119, 118, 117]);
    } finally {
      await server.close();
    }
  });

  it("with trustProxy X-Forwarded-For, the last entry is the client", async () => {
    const app = await testApp({ now: manualClock(0).now, trustProxy: "X-Forwarded-For" });
    const via = (chain: string) => ({ "X-Forwarded-For": chain });
    await spend(app, 120, "10.0.0.1", via("203.0.113.9, 198.51.100.1"));
    // Same last entry, whatever the client claimed before it: same bucket.
    expect((await search(app, "10.0.0.1", via("1.2.3.4, 198.51.100.1"))).status).toBe(429);
    expect((await search(app, "10.0.0.2", via("198.51.100.1"))).status).toBe(429);
    // Another last entry through the same proxy socket: another client.
    const other = await search(app, "10.0.0.1", via("203.0.113.9, 198.51.100.2"));
    expect(other.status).toBe(200);
    expect(remaining(other.res)).toBe(119);
  });
});

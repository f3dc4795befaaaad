/**
 * Replicas share one quota through a real redis-server: two app instances, one Redis, one clock. When Redis
 * crashes or freezes, the quota fails open: every search and MCP call is still answered, only the requests in
 * flight when Redis failed wait on it (for the command timeout, by its own error), the rest are counted in each
 * process meanwhile; then counting is shared again by itself. Bounds are counts, not times: a busy machine
 * changes how long things take, not how many requests wait on Redis.
 * Without redis-server the suite is skipped locally and fails in CI (test/support/tool-gate.ts).
 */
import type { Hono } from "hono";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FailOpenStore, type SharedStore, type StoreEvent } from "../../src/http/rate-limit/fail-open.js";
import { MemoryStore } from "../../src/http/rate-limit/memory.js";
import { RedisStore } from "../../src/http/rate-limit/redis.js";
import { testApp, testSite } from "../support/app.js";
import { MCP_ACCEPT } from "../support/mcp-raw.js";
import { freePort } from "../support/port.js";
import { type RunningRedis, redisAvailable, startRedis } from "../support/redis.js";
import { call } from "../support/request.js";

const available = redisAvailable();
const SEARCH = "/api/v1/search?q=design";
const WINDOW_START = 29_000_000 * 60_000;
/** Exact shared counts must not trip over a slow moment of a busy machine. */
const PATIENT_MS = 2_000;
/** The outage tests use a short command timeout, as production does. */
const TIMEOUT_MS = 50;
/**
 * A frozen Redis never answers: without the command timeout, requests would wait for SIGCONT, which the test
 * sends only after they are answered. This only turns that hang into a clear failure: at 300 times the
 * timeout no busy machine reaches it.
 */
const HANG_MS = 15_000;

const mcpSearch = (app: Hono, client: string) =>
  app.request("/mcp", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: MCP_ACCEPT,
      "MCP-Protocol-Version": "2025-11-25",
      "x-test-client": client,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "search", arguments: { query: "design" } },
    }),
  });

/** `work`, or a failure naming `what` once HANG_MS have passed without it. */
const withoutHanging = async <T>(work: Promise<T>, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} still waiting after ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    return await Promise.race([work, hang]);
  } finally {
    clearTimeout(timer);
  }
};

/** A shared store that counts the increments it failed: each is a request that waited on Redis and lost. */
const countingFailures = (store: SharedStore): { store: SharedStore; failures: () => number } => {
  let failures = 0;
  return {
    store: {
      increment: (key, ttlMs) =>
        store.increment(key, ttlMs).catch((error: unknown) => {
          failures += 1;
          throw error;
        }),
      ping: () => store.ping(),
      close: async () => store.close?.(),
    },
    failures: () => failures,
  };
};

const waitFor = async (condition: () => boolean, what: string, ms = 20_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.skipIf(!available)("the Redis rate-limit store", () => {
  let redis: RunningRedis;
  let inspector: Redis;
  const stores: { close(): Promise<void> }[] = [];

  const replica = async (now: () => number): Promise<Hono> => {
    const store = new RedisStore(redis.url, PATIENT_MS);
    stores.push(store);
    await store.connected(PATIENT_MS);
    return testApp({ site: await testSite(), store, now });
  };

  beforeAll(async () => {
    redis = await startRedis();
    inspector = new Redis(redis.url);
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    inspector?.disconnect();
    await redis?.stop();
  });

  it("shares one quota between two replicas: the 121st search across both is refused", async () => {
    let t = WINDOW_START + 15_000;
    const now = () => t;
    const [a, b] = [await replica(now), await replica(now)];
    for (let n = 1; n <= 120; n++) {
      const { status, res } = await call(n % 2 ? a : b, SEARCH, { client: "192.0.2.10" });
      expect(status).toBe(200);
      expect(res.headers.get("ratelimit")).toBe(`"svc-public";r=${120 - n};t=45`);
    }
    for (const app of [a, b]) {
      const { status, res } = await call(app, SEARCH, { client: "192.0.2.10" });
      expect(status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("45");
    }
    expect((await call(a, SEARCH, { client: "192.0.2.11" })).status).toBe(200);
    t = WINDOW_START + 60_000;
    expect((await call(b, SEARCH, { client: "192.0.2.10" })).status).toBe(200);
  });

  it("sets every counter to expire at the end of its window", async () => {
    const now = () => WINDOW_START + 2 * 60_000 + 20_000;
    const app = await replica(now);
    await call(app, SEARCH, { client: "192.0.2.20" });
    const key = "rl:svc-public:29000002:192.0.2.20";
    expect(await inspector.get(key)).toBe("1");
    const ttl = await inspector.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(40_000);
    const keys = await inspector.keys("rl:*");
    const ttls = await Promise.all(keys.map((k) => inspector.pttl(k)));
    expect(ttls.every((ms) => ms > 0 && ms <= 60_000)).toBe(true);
  });

  it("keeps the first expiry: later hits in the window do not extend it", async () => {
    const store = new RedisStore(redis.url, PATIENT_MS);
    stores.push(store);
    expect(await store.connected(PATIENT_MS)).toBe(true);
    await store.increment("rl:test:extend", 30_000);
    await store.increment("rl:test:extend", 600_000);
    expect(await inspector.pttl("rl:test:extend")).toBeLessThanOrEqual(30_000);
  });

  it("serves and counts in the process when Redis is unreachable, logging the outage once", async () => {
    const events: StoreEvent[] = [];
    const store = new FailOpenStore(
      new RedisStore(`redis://127.0.0.1:${await freePort()}`, TIMEOUT_MS),
      new MemoryStore(),
      (event) => events.push(event),
    );
    stores.push(store);
    const app = await testApp({ store });
    for (let n = 1; n <= 5; n++) {
      const { status, res } = await call(app, SEARCH, { client: "192.0.2.30" });
      expect(status).toBe(200);
      expect(res.headers.get("ratelimit")).toMatch(new RegExp(`^"svc-public";r=${120 - n};t=\\d+$`));
    }
    expect((await mcpSearch(app, "192.0.2.30")).status).toBe(200);
    expect(events.map((e) => e.event)).toEqual(["rate_limit_store_down"]);
  });

  it.each([
    ["nothing listens on the port", async () => `redis://127.0.0.1:${await freePort()}`, /ECONNREFUSED/],
    ["the credentials are wrong", async () => redis.url.replace("//", "//someone:wrong@"), /WRONGPASS/],
  ])("says why it cannot use Redis when %s, not only that the stream is not writeable", async (_, url, cause) => {
    const events: StoreEvent[] = [];
    const shared = new RedisStore(await url(), TIMEOUT_MS);
    const store = new FailOpenStore(shared, new MemoryStore(), (event) => events.push(event));
    stores.push(store);
    // As the server starts: it waits a moment for Redis, then serves.
    expect(await shared.connected(500)).toBe(false);
    const app = await testApp({ store });
    expect((await call(app, SEARCH, { client: "192.0.2.31" })).status).toBe(200);
    expect(events).toEqual([
      expect.objectContaining({ event: "rate_limit_store_down", error: expect.stringMatching(cause) }),
    ]);
  });

  describe("through an outage of a shared Redis", () => {
    let outage: RunningRedis;
    const events: StoreEvent[][] = [[], []];
    let failOpen: FailOpenStore[] = [];
    let replicas: Hono[] = [];
    /** Per replica, how many of its increments Redis has failed so far. */
    let failures: (() => number)[] = [];

    beforeAll(async () => {
      outage = await startRedis();
      const shared = events.map(() => new RedisStore(outage.url, TIMEOUT_MS));
      await Promise.all(shared.map((store) => store.connected(PATIENT_MS)));
      const counted = shared.map(countingFailures);
      failures = counted.map((c) => c.failures);
      failOpen = counted.map(
        (c, i) => new FailOpenStore(c.store, new MemoryStore(), (event) => events[i]?.push(event)),
      );
      stores.push(...failOpen);
      const site = await testSite();
      replicas = await Promise.all(failOpen.map((store) => testApp({ site, store })));
    });
    afterAll(async () => {
      await outage?.stop();
    });

    /** Requests each replica has in flight at once in `traffic`: a search and an MCP call. */
    const IN_FLIGHT = 2;

    /** Searches and MCP calls from both replicas, a round at a time, each round concurrent; every status. */
    const traffic = async (rounds: number, client: string): Promise<number[]> => {
      const statuses: number[] = [];
      const answered = async (request: () => Response | Promise<Response>): Promise<void> => {
        const res = await request();
        await res.arrayBuffer();
        statuses.push(res.status);
      };
      for (let round = 0; round < rounds; round++) {
        await Promise.all(
          replicas.flatMap((app) => [
            answered(() => app.request(SEARCH, { headers: { "x-test-client": client } })),
            answered(() => mcpSearch(app, client)),
          ]),
        );
      }
      return statuses;
    };

    /**
     * Once a replica has seen Redis fail it stops asking: only the requests it had in flight then wait on Redis.
     * A replica that kept asking during the outage would fail one increment per request.
     */
    const expectFailuresBounded = (before: readonly number[]): void => {
      failures.forEach((count, i) => {
        const failed = count() - (before[i] ?? 0);
        expect(failed, `replica ${i}: increments that waited on Redis and failed`).toBeGreaterThan(0);
        expect(failed, `replica ${i}: increments that waited on Redis and failed`).toBeLessThanOrEqual(IN_FLIGHT);
      });
    };

    /**
     * Both replicas counting in Redis again. With the outage tests' 50 ms command timeout, a slow moment of a busy
     * machine can time one increment out and open a replica before an outage starts; its probe closes it again.
     */
    const usingRedis = (): Promise<void> =>
      waitFor(() => failOpen.every((s) => !s.degraded), "both replicas to use Redis again");

    /** One search on each replica for a fresh client: shared counting shows as one count across both. */
    const sharedAgain = async (client: string): Promise<void> => {
      await usingRedis();
      const [a, b] = replicas as [Hono, Hono];
      expect((await call(a, SEARCH, { client })).res.headers.get("ratelimit")).toMatch(/^"svc-public";r=119;/);
      expect((await call(b, SEARCH, { client })).res.headers.get("ratelimit")).toMatch(/^"svc-public";r=118;/);
    };

    it("counts shared before the outage", async () => {
      await sharedAgain("198.51.100.1");
    });

    it("keeps answering while Redis is killed mid-stream and restarted, then shares counting again", async () => {
      await usingRedis();
      for (const log of events) log.length = 0;
      const before = failures.map((count) => count());
      const during = traffic(6, "198.51.100.2");
      outage.signal("SIGKILL");
      const statuses = [...(await during), ...(await traffic(4, "198.51.100.2"))];
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(failOpen.every((s) => s.degraded)).toBe(true);
      expectFailuresBounded(before);

      outage = await startRedis(outage.port);
      await sharedAgain("198.51.100.3");
      for (const log of events) {
        expect(log.map((e) => e.event)).toEqual(["rate_limit_store_down", "rate_limit_store_up"]);
      }
    });

    it("keeps answering while Redis is frozen (SIGSTOP), then shares counting again after SIGCONT", async () => {
      await usingRedis();
      for (const log of events) log.length = 0;
      const before = failures.map((count) => count());
      outage.signal("SIGSTOP");
      // Answered while Redis is still frozen: SIGCONT comes only after, so no request waited for it to thaw.
      const statuses = await withoutHanging(traffic(10, "198.51.100.4"), "requests to a frozen Redis");
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(failOpen.every((s) => s.degraded)).toBe(true);
      expectFailuresBounded(before);
      // Given up by the store's own command timeout, not by a lost connection: a frozen Redis keeps its socket.
      for (const log of events)
        expect(log[0]).toMatchObject({ event: "rate_limit_store_down", error: expect.stringMatching(/timed out/i) });

      outage.signal("SIGCONT");
      await sharedAgain("198.51.100.5");
      for (const log of events) {
        expect(log.map((e) => e.event)).toEqual(["rate_limit_store_down", "rate_limit_store_up"]);
      }
    });
  });
});

/** MCP and search share one quota per client (docs/contract.md#fair-use): a fixed clock, an injected store: exact. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryStore } from "../../src/http/rate-limit/memory.js";
import { connect } from "../support/mcp-client.js";
import { initializeMessage, post, rpc } from "../support/mcp-raw.js";
import { type RunningServer, startServer } from "../support/server.js";

/** The start of a 60-second window, so the window's remaining time is exactly 60 seconds. */
const NOW = 1_800_000_000_000;
const QUOTA = 120;

let server: RunningServer;
beforeAll(async () => {
  const now = () => NOW;
  server = await startServer({ store: new MemoryStore(now), now });
});
afterAll(() => server.close());

const search = () => fetch(`${server.origin}/api/v1/search?q=design`);

/** The contract's error for the quota (docs/contract.md#errors), as search's 429 and MCP's JSON-RPC data say it. */
const RATE_LIMITED = {
  status: 429,
  code: "rate_limited",
  message: "This client is over the fair-use quota of 120 requests per 60 seconds.",
  hint: "Wait the number of seconds in the Retry-After header, then retry.",
  docs: expect.stringMatching(/\/developers\/errors#rate_limited$/),
};
const remaining = (res: Response): number => Number(/;r=(\d+);/.exec(res.headers.get("ratelimit") ?? "")?.[1]);

describe("the quota shared by search and MCP", () => {
  it("counts REST searches and MCP POSTs together, and only those", async () => {
    for (let i = 1; i <= 100; i++) {
      const res = await search();
      expect(res.status).toBe(200);
      if (i === 100) expect(remaining(res)).toBe(QUOTA - 100);
    }
    const init = await post(server.origin, initializeMessage("2025-11-25"));
    expect(init.status).toBe(200);
    expect(init.headers.get("ratelimit")).toBe(`"svc-public";r=${QUOTA - 101};t=60`);

    // Not counted: preflights, refused methods and the other endpoints.
    await fetch(`${server.origin}/mcp`, { method: "OPTIONS" });
    await fetch(`${server.origin}/mcp`);
    await fetch(`${server.origin}/api/v1/profile`);

    for (let i = 102; i <= QUOTA; i++) {
      const res = await post(server.origin, rpc("ping", i));
      expect(res.status).toBe(200);
      expect(remaining(res)).toBe(QUOTA - i);
    }
  });

  it("then refuses MCP with 429, Retry-After and a JSON-RPC error answering the request's id", async () => {
    const res = await post(server.origin, rpc("tools/list", 42), { Origin: "https://agent.example" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("ratelimit")).toBe('"svc-public";r=0;t=60');
    expect(res.headers.get("ratelimit-policy")).toBe('"svc-public";q=120;w=60');
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(await res.json()).toEqual({
      jsonrpc: "2.0",
      id: 42,
      error: { code: -32000, message: expect.stringMatching(/60 seconds/), data: RATE_LIMITED },
    });
  });

  it("with id null when the request has none to answer: a notification, a body that is not JSON, a batch", async () => {
    for (const body of [{ jsonrpc: "2.0", method: "notifications/initialized" }, "{not json", [rpc("ping", 1)]]) {
      const res = await post(server.origin, body);
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32000, data: RATE_LIMITED } });
    }
  });

  it("and refuses search too, with the same error object MCP carries as data, and an SDK client cannot connect", async () => {
    const res = await search();
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: RATE_LIMITED });
    await expect(connect(server.origin)).rejects.toThrow(/Too Many Requests/);
  });
});

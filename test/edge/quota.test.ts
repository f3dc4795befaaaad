/**
 * The fair-use quota on Workers, counted in Durable Objects: search and MCP share one count per client, the
 * 121st request in a window is refused, other clients are untouched, and the counter object deletes itself
 * when its window's alarm fires.
 */
import { listDurableObjectIds, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEFAULT_POLICY } from "../../src/http/rate-limit/policy.js";
import { rateLimitOf, spendQuota } from "./quota.js";
import { workerFetch } from "./worker-fetch.js";

const search = (client: string) => workerFetch(client)("/api/v1/search?q=design");
const mcpPing = (client: string) =>
  workerFetch(client)("/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  });

const counterIds = async (): Promise<Set<string>> =>
  new Set((await listDurableObjectIds(env.RATE_LIMIT)).map((id) => id.toString()));

describe("the quota in Durable Objects", () => {
  it("counts search and MCP together per client, refuses the request over quota, spares other clients", async () => {
    const client = "198.51.100.1";
    const reset = await spendQuota(workerFetch(client));

    const refused = await search(client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(reset);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    const refusedMcp = await mcpPing(client);
    expect(refusedMcp.status).toBe(429);
    expect(await refusedMcp.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 } });

    const other = await search("198.51.100.2");
    expect(other.status).toBe(200);
    expect(rateLimitOf(other).remaining).toBe(DEFAULT_POLICY.quota - 1);
    const otherMcp = await mcpPing("198.51.100.2");
    expect(rateLimitOf(otherMcp).remaining).toBe(DEFAULT_POLICY.quota - 2);
  });

  it("keeps one counter object per client and window, which its alarm deletes", async () => {
    const client = "198.51.100.3";
    const before = await counterIds();
    expect(rateLimitOf(await search(client)).remaining).toBe(DEFAULT_POLICY.quota - 1);
    const created = [...(await counterIds())].filter((id) => !before.has(id));
    expect(created).toHaveLength(1);
    const counter = env.RATE_LIMIT.get(env.RATE_LIMIT.idFromString(created[0] ?? ""));
    const count = () => runInDurableObject(counter, (_object, state) => state.storage.kv.get<number>("count"));

    expect(await count()).toBe(1);
    await search(client);
    expect(await count()).toBe(2);
    expect(await runDurableObjectAlarm(counter)).toBe(true);
    expect(await count()).toBeUndefined();
  });
});

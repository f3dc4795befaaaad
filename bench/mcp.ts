/**
 * `npm run bench:mcp`: microseconds per /mcp request inside one process (`app.request()`, no sockets), through
 * the SDK path and through the direct path (src/mcp/transport/direct.ts) for the requests `npm run bench` sends, next to
 * a REST search of the same words. Rounds of each are interleaved, so a machine whose load changes during the
 * run slows every column alike: compare columns, not runs. The ratios against node:http come from
 * `npm run bench`.
 */
import type { Hono } from "hono";
import { createApp } from "../src/app.js";
import { compileContent } from "../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, loadContentFiles } from "../src/content/load.js";
import { loadNearWords } from "../src/search/analysis/near-words.js";
import { lazySearchIndex } from "../src/search/index.js";
import { mcpRouter } from "../test/support/mcp-router.js";
import { benchNode } from "./spawn.js";

const NEAR_WORDS = await loadNearWords();

benchNode();

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const BATCH = 200;
const ORIGIN = "http://127.0.0.1:8787";

const compiled = compileContent(await loadContentFiles(DEFAULT_CONTENT_DIR), ORIGIN);
if (!compiled.ok) throw new Error("the sample content does not compile");
const { site } = compiled;
const index = lazySearchIndex(site, NEAR_WORDS);
const app = await createApp({ site, clientAddress: (c) => c.req.header("x-test-client") });
const routers = { sdk: mcpRouter(site, index, false), direct: mcpRouter(site, index, true) };

const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

type Send = (target: Hono, client: string) => Response | Promise<Response>;

/** The request bench/run.ts sends for a target, from a client of its own so the quota never counts. */
const mcp =
  (era: "legacy" | "modern", method: string, params: Record<string, unknown>): Send =>
  (target, client) => {
    const modern = era === "modern";
    const name = typeof params.name === "string" ? params.name : undefined;
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method,
      params: modern ? { ...params, _meta: MODERN_META } : params,
    });
    return target.request(`${ORIGIN}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        // As over HTTP: with a length the body limit is a comparison, not a counting stream around the body.
        "content-length": String(Buffer.byteLength(body)),
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": modern ? "2026-07-28" : "2025-11-25",
        "x-test-client": client,
        ...(modern ? { "mcp-method": method, ...(name ? { "mcp-name": name } : {}) } : {}),
      },
      body,
    });
  };

const SEARCH = { name: "search", arguments: { query: "design systems" } };
const CASES: [string, Send][] = [
  ["tools/call search (2025-11-25)", mcp("legacy", "tools/call", SEARCH)],
  ["tools/call search (2026-07-28)", mcp("modern", "tools/call", SEARCH)],
  ["tools/list (2025-11-25)", mcp("legacy", "tools/list", {})],
  ["tools/list (2026-07-28)", mcp("modern", "tools/list", {})],
  ["tools/call get_profile (2026-07-28)", mcp("modern", "tools/call", { name: "get_profile", arguments: {} })],
];
const restSearch = (client: string) =>
  app.request(`${ORIGIN}/api/v1/search?q=design+systems`, { headers: { "x-test-client": client } });

let client = 0;
/** Microseconds for one batch of `send`. */
const time = async (send: (client: string) => Response | Promise<Response>): Promise<number> => {
  const start = process.hrtime.bigint();
  for (let i = 0; i < BATCH; i += 1) {
    client += 1;
    const response = await send(`10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`);
    if (response.status !== 200) throw new Error(`status ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
  return Number(process.hrtime.bigint() - start) / 1000;
};

const totals = new Map<string, number>();
const add = (key: string, micros: number) => totals.set(key, (totals.get(key) ?? 0) + micros);
// One warm-up round (JIT, the search index, the direct path's table), then the measured ones.
for (let round = 0; round <= ROUNDS; round += 1) {
  const rest = await time(restSearch);
  if (round > 0) add("rest", rest);
  for (const [name, send] of CASES) {
    for (const path of ["sdk", "direct"] as const) {
      const micros = await time((c) => send(routers[path], c));
      if (round > 0) add(`${name} ${path}`, micros);
    }
  }
}

const perRequest = (key: string): number => (totals.get(key) ?? 0) / (ROUNDS * BATCH);
console.log(`\n${ROUNDS} interleaved rounds of ${BATCH} requests each, ${new Date().toISOString()}\n`);
console.log(`REST GET /api/v1/search?q=design+systems (full app): ${perRequest("rest").toFixed(0)} µs per request\n`);
console.log("| /mcp request (router alone) | SDK path µs | direct path µs | SDK ÷ direct |");
console.log("|---|---:|---:|---:|");
for (const [name] of CASES) {
  const sdk = perRequest(`${name} sdk`);
  const direct = perRequest(`${name} direct`);
  console.log(`| ${name} | ${sdk.toFixed(0)} | ${direct.toFixed(0)} | ${(sdk / direct).toFixed(1)} |`);
}

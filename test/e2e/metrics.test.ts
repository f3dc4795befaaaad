/**
 * /metrics from the built server: served on the admin listener only (the public port answers 404), in a format a
 * real Prometheus text parser reads, and the counters move with the requests served.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_ACCEPT } from "../support/mcp-raw.js";
import { ROOT } from "../support/spawn.js";

const SERVER = join(ROOT, "dist", "server.js");
const SERVING = /Serving \S+ on http:\/\/127\.0\.0\.1:(\d+)/;
const METRICS = /Metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics/;

let child: ChildProcess;
let origin: string;
let admin: string;

beforeAll(async () => {
  if (!existsSync(SERVER)) throw new Error("dist/server.js is missing: run `npm run build` (npm test does)");
  child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? "", PORT: "0", ADMIN_PORT: "0", NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${stdout}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const serving = SERVING.exec(stdout);
      const metrics = METRICS.exec(stdout);
      if (serving && metrics) {
        origin = `http://127.0.0.1:${serving[1]}`;
        admin = `http://127.0.0.1:${metrics[1]}`;
        resolve();
      }
    });
  });
});
afterAll(() => {
  child?.kill("SIGKILL");
});

const scrape = async (): Promise<PrometheusFamily[]> => {
  const response = await fetch(`${admin}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  return parsePrometheusTextFormat(await response.text());
};

const value = (families: PrometheusFamily[], name: string, labels: Record<string, string> = {}): number => {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return Number(sample?.value ?? sample?.count ?? 0);
};

const mcpSearch = (query: string) =>
  fetch(`${origin}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: MCP_ACCEPT, "mcp-protocol-version": "2025-06-18" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "search", arguments: { query } },
    }),
  });

describe("/metrics", () => {
  it("is not served on the public port", async () => {
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
  });

  it("parses as Prometheus text, with build info, and its counters move with the requests served", async () => {
    const before = await scrape();
    expect(value(before, "profile_service_build_info")).toBe(1);
    expect(before.find((f) => f.name === "profile_service_build_info")?.metrics[0]?.labels?.node_version).toBe(
      process.version,
    );
    expect((await fetch(`${origin}/llms.txt`)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${origin}/api/v1/search?q=design`)).status).toBe(200);
      expect((await mcpSearch("design")).status).toBe(200);
    }
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(moved("http_requests_total", { surface: "discovery", status: "200" })).toBe(1);
    expect(moved("http_requests_total", { surface: "api", status: "200" })).toBe(2);
    expect(moved("http_requests_total", { surface: "mcp", status: "200" })).toBe(2);
    // The parser keeps a histogram's buckets but not its labels: its presence and shape are what it can check.
    const latency = after.find((f) => f.name === "http_request_duration_seconds");
    expect(latency?.type).toBe("HISTOGRAM");
    expect(Object.keys(latency?.metrics[0]?.buckets ?? {})).toContain("+Inf");
    expect(moved("mcp_requests_total", { method: "tools/call", tool: "search" })).toBe(2);
    expect(moved("answer_cache_requests_total", { cache: "search", result: "hit" })).toBe(1);
    expect(moved("answer_cache_requests_total", { cache: "search", result: "miss" })).toBe(1);
    expect(moved("answer_cache_requests_total", { cache: "mcp", result: "hit" })).toBe(1);
    expect(after.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        "quota_refusals_total",
        "rate_limit_store_fallbacks_total",
        "content_reloads_total",
        "log_lines_dropped_total",
      ]),
    );
  });

  it("answers 404 for anything else on the admin listener", async () => {
    expect((await fetch(`${admin}/`)).status).toBe(404);
  });
});

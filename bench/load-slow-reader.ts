/**
 * `npm run bench:load:slow-reader`: does a log reader that lags cost requests? The load of `npm run bench:load`
 * (its mix, wrk, LOAD_CONNECTIONS connections for LOAD_SECONDS after LOAD_WARMUP seconds) runs three times against
 * the built server: with its stdout going to a file, then with stdout a pipe to a reader that lags 1 s per 100
 * lines (slow-reader.mjs), as a stuck log collector would, then to a file again, so that the plain runs bracket
 * whatever else the machine was doing meanwhile. The log sink (src/node/log-sink.ts) must then drop and
 * count lines, never stall a request or grow memory past its buffer. Latency and RSS are compared between the two
 * runs of this one invocation; the lines dropped are read from the server's own /metrics while the reader still
 * lags, and every request's line must be accounted for: read by the reader, dropped and counted, or still in the
 * bounded buffer. Prints one table and exits non-zero when a goal is missed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOG_BUFFER_BYTES } from "../src/node/log-sink.js";
import { mixScript, PATHS, requireWrk, runWrk, startServer, type WrkResult } from "./load-mix.js";
import { cpuTicks, rssMb, TICK_US } from "./proc.js";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 1_000);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP ?? 10);
/**
 * How much slower the run with the lagging reader may be, on p50 and p99, before it counts as slower: two runs of
 * the same server on two shared cores differ by about this much with no reader at all.
 */
const LATENCY_NOISE = { ratio: 1.25, ms: 2 };
/** Peak RSS may exceed the plain run's by the log buffer and this share of noise. */
const RSS_NOISE = 0.1;
/** A request's log line is longer than this, so the buffer can hold at most LOG_BUFFER_BYTES / it lines. */
const MIN_LINE_BYTES = 100;

interface Run {
  readonly wrk: WrkResult;
  readonly peakRssMb: number;
  /** The server's CPU time per request of the measured run, in µs. */
  readonly cpuUs: number;
  /** From /metrics after the load: requests answered (warm-up included) and log lines the sink dropped. */
  readonly served: number;
  /** The server's account, from /metrics: answers other than 2xx, 304 or 429, and answers slower than 2.5 s. */
  readonly failedServed: number;
  readonly slowServed: number;
  readonly dropped: number;
  /** Request lines that reached the log file. */
  readonly reached: number;
}

/** The sum of a metric's samples (every label set, or those whose line `where` accepts), from Prometheus text. */
const metric = (text: string, name: string, where: (line: string) => boolean = () => true): number =>
  text
    .split("\n")
    .filter((line) => (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) && where(line))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);

const measure = async (dir: string, slowReader: boolean, name: string): Promise<Run> => {
  const logFile = join(dir, `${name}.log`);
  const server = await startServer(logFile, { slowReader, env: { ADMIN_PORT: "0" } });
  try {
    const script = join(dir, "mix.lua");
    writeFileSync(script, mixScript(PATHS));
    if (WARMUP_SECONDS > 0) await runWrk(server.port, script, WARMUP_SECONDS, CONNECTIONS);
    let peakRssMb = 0;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, rssMb(server.pid));
    }, 500);
    const ticks = cpuTicks(server.pid);
    const wrk = await runWrk(server.port, script, SECONDS, CONNECTIONS).finally(() => clearInterval(sampler));
    const cpuUs = ((cpuTicks(server.pid) - ticks) * TICK_US) / Math.max(1, wrk.requests);
    // The metrics line is among the first the reader passes on, so it is in the file whatever the reader's lag.
    const adminPort = /Metrics on http:\/\/[^/]+:(\d+)\//.exec(readFileSync(logFile, "utf8").slice(0, 8_192))?.[1];
    if (!adminPort) throw new Error("the server printed no metrics address");
    const text = await (await fetch(`http://127.0.0.1:${adminPort}/metrics`)).text();
    // Read after the scrape: lines only move from the buffer to the file meanwhile, so none is counted twice.
    const reached = readFileSync(logFile, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("{") && line.includes('"status"')).length;
    return {
      wrk,
      peakRssMb,
      cpuUs,
      served: metric(text, "http_requests_total"),
      failedServed: metric(text, "http_requests_total", (line) => !/status="(2\d\d|304|429)"/.test(line)),
      slowServed:
        metric(text, "http_request_duration_seconds_bucket", (line) => line.includes('le="+Inf"')) -
        metric(text, "http_request_duration_seconds_bucket", (line) => line.includes('le="2.5"')),
      dropped: metric(text, "log_lines_dropped_total"),
      reached,
    };
  } finally {
    server.stop();
  }
};

requireWrk("bench:load:slow-reader");
const dir = mkdtempSync(join(tmpdir(), "bench-slow-reader-"));
const before = await measure(dir, false, "file-before");
const lagging = await measure(dir, true, "slow-reader");
const after = await measure(dir, false, "file-after");

/** Within noise of the slower of the plain runs that bracket it. */
const withinNoise = (pick: (w: WrkResult) => number): boolean => {
  const base = Math.max(pick(before.wrk), pick(after.wrk));
  return pick(lagging.wrk) <= Math.max(base * LATENCY_NOISE.ratio, base + LATENCY_NOISE.ms);
};
const bufferMb = LOG_BUFFER_BYTES / 1024 / 1024;
const unaccounted = lagging.served - lagging.reached - lagging.dropped;
const failed = (run: Run): number =>
  run.wrk.requests -
  Object.entries(run.wrk.statuses)
    .filter(([status]) => status.startsWith("2") || status === "429")
    .reduce((n, [, count]) => n + count, 0) +
  run.wrk.errors.timeout;

const goals: [string, boolean][] = [
  [
    `p50 and p99 with the lagging reader within ${LATENCY_NOISE.ratio}× (or +${LATENCY_NOISE.ms} ms) of the slower run without`,
    withinNoise((w) => w.p50) && withinNoise((w) => w.p99),
  ],
  // Judged on the server's account, as bench:load judges on its log: wrk's socket timeouts at this many
  // connections on two shared cores come and go between runs of the same server (the rows show them), and
  // are the connections' wait to be accepted, which no server-side writer can cause.
  [
    "the server answered every request well (2xx, 304 or 429) and none slower than 2.5 s, with the lagging reader",
    lagging.failedServed === 0 && lagging.slowServed === 0,
  ],
  [
    `peak RSS with the lagging reader ≤ without + the log buffer (${bufferMb} MB) + ${RSS_NOISE * 100}%`,
    lagging.peakRssMb <= (Math.max(before.peakRssMb, after.peakRssMb) + bufferMb) * (1 + RSS_NOISE),
  ],
  ["lines dropped and counted in /metrics (log_lines_dropped_total > 0)", lagging.dropped > 0],
  [
    `every request's line read, dropped or still in the buffer (0 ≤ unaccounted ≤ ${LOG_BUFFER_BYTES / MIN_LINE_BYTES})`,
    unaccounted >= 0 && unaccounted <= LOG_BUFFER_BYTES / MIN_LINE_BYTES,
  ],
];

const runs = [before, lagging, after];
const row = (name: string, value: (run: Run) => string | number): void =>
  console.log(`| ${name} | ${runs.map(value).join(" | ")} |`);
const latency = (w: WrkResult): string => `${w.p50.toFixed(1)} / ${w.p99.toFixed(1)} / ${w.max.toFixed(1)}`;
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, each run; ${new Date().toISOString()}\n`,
);
console.log("| measure | stdout to a file | stdout to a reader lagging 1 s per 100 lines | stdout to a file again |");
console.log("|---|---:|---:|---:|");
row("requests (wrk, measured run)", (r) => r.wrk.requests);
row("req/s", (r) => Math.round(r.wrk.requests / r.wrk.seconds));
row("p50 / p99 / max latency ms", (r) => latency(r.wrk));
row("server CPU µs per request", (r) => Math.round(r.cpuUs));
row("failed or timed out (wrk)", failed);
row("the server's account: failed / slower than 2.5 s", (r) => `${r.failedServed} / ${r.slowServed}`);
row("peak RSS MB", (r) => r.peakRssMb.toFixed(1));
row("requests served (metrics, warm-up included)", (r) => r.served);
row("request lines that reached the log", (r) => r.reached);
row("log lines dropped (log_lines_dropped_total)", (r) => r.dropped);
row("lines still in the buffer (served − reached − dropped)", (r) => r.served - r.reached - r.dropped);
for (const [goal, met] of goals) console.log(`| goal: ${goal} | ${met ? "met" : "MISSED"} | | |`);
process.exitCode = goals.every(([, met]) => met) ? 0 : 1;

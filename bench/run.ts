/**
 * `npm run bench`: load-tests each target of the service against a bare node:http server sending the same bytes
 * (bench/baseline.ts), in alternating rounds in the same run (BENCH_ROUNDS, default 5, of BENCH_SECONDS, default
 * 2, after a warm-up), and prints the median round's requests per second, latency, ratio and goal, and beside them
 * each server's CPU time per request. A last row measures the baseline against a second copy of itself: how far
 * a ratio moves in this run with no difference at all. Each server runs in its own process; the load generator
 * shares the machine's cores with them, so only ratios from one run are comparable.
 */

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { cpuTicks, TICK_US } from "./proc.js";
import { BUILD_ORIGIN, benchNode, serverArgs, start, startBaseline } from "./spawn.js";

const DURATION = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP = 1;
/** Only the targets whose name contains this (BENCH_ONLY="(304)", say); the control row is always measured. */
const ONLY = process.env.BENCH_ONLY ?? "";
const CONNECTIONS = 10;

/**
 * Three-word queries from words the content uses (24,360 of them), more than a whole run sends and so more than
 * the search's and the MCP tool's answer caches hold: the rows that cycle through them measure the ranking
 * itself, not a cache (the baseline sends the first one's bytes).
 */
const WORDS = [
  "design",
  "systems",
  "keynote",
  "podcast",
  "robotics",
  "studio",
  "team",
  "product",
  "leadership",
  "writing",
  "conference",
  "mentoring",
  "hiring",
  "prototype",
  "research",
  "accessibility",
  "career",
  "startup",
  "platform",
  "interview",
  "agency",
  "education",
  "ai",
  "tools",
  "open",
  "source",
  "talk",
  "article",
  "mobile",
  "web",
];
const QUERIES = WORDS.flatMap((a) =>
  WORDS.flatMap((b) => (b === a ? [] : WORDS.filter((c) => c !== a && c !== b).map((c) => `${a}+${b}+${c}`))),
);
let query = 0;
const variedQuery = (request: autocannon.Request): autocannon.Request => {
  query = (query + 1) % QUERIES.length;
  const words = QUERIES[query] as string;
  // A POST is an MCP search: the same words as its `query` argument.
  if (request.method === "POST" && typeof request.body === "string") {
    return { ...request, body: request.body.replace(/"query":"[^"]*"/, `"query":"${words.replaceAll("+", " ")}"`) };
  }
  return { ...request, path: `/api/v1/search?q=${words}` };
};

let client = 0;
/** Every request comes from a different client (via the trusted proxy header) so the quota measures nothing. */
const freshClient = (request: autocannon.Request): autocannon.Request => {
  client += 1;
  return {
    ...request,
    headers: {
      ...(request.headers as Record<string, string>),
      "x-bench-client": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    },
  };
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers with another status than the target's. */
  unexpected: number;
  /** The server process's CPU time (all its threads, user and system) per request, in microseconds. */
  cpuUs: number;
  /** The baseline's rate and CPU per request for the same bytes, measured beside it in the same round. */
  baseRps?: number;
  baseCpuUs?: number;
  /** The least ratio to the baseline this row should reach. */
  goal?: number;
}

/** A server under test: its process (for its CPU time) and the URL of the target on it. */
interface Side {
  readonly pid: number | undefined;
  readonly url: string;
}

/** The targets: table hits (200 and 304) at the ceiling, search at half of it, an MCP tool call at a quarter. */
const TARGETS = { cacheable: 0.9, notModified: 0.9, search: 0.5, mcpCall: 0.25 } as const;

/** One server's answers to one target for `duration` seconds; `unexpected` counts statuses other than the target's. */
const measure = async (side: Side, target: Target, duration = DURATION): Promise<Row> => {
  const ticks = cpuTicks(side.pid);
  const result = await autocannon({ url: side.url, connections: CONNECTIONS, duration, ...options(target) });
  const expected = result.statusCodeStats?.[`${expectedStatus(target)}`]?.count ?? 0;
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    unexpected: result.requests.total - expected,
    cpuUs: ((cpuTicks(side.pid) - ticks) * TICK_US) / Math.max(1, result.requests.total),
  };
};

// The built server, as `npm start` runs it; request logging off, as its cost is the log sink's, not the service's.
// BENCH_LOG=1 turns it on (its default), the lines read through a pipe as a collector would: with a new client on
// every request, what a public server pays. BENCH_METRICS=1 turns the metrics on (an admin listener on a free
// port), to measure what recording them costs.
const service = await start(
  benchNode(),
  serverArgs(),
  {
    PORT: "0",
    BASE_URL: BUILD_ORIGIN,
    TRUST_PROXY: "X-Bench-Client",
    LOG_REQUESTS: process.env.BENCH_LOG === "1" ? "1" : "0",
    ...(process.env.BENCH_METRICS === "1" ? { ADMIN_PORT: "0" } : {}),
  },
  /127\.0\.0\.1:(\d+)/,
);
const origin = `http://127.0.0.1:${service.port}`;

/** One benchmark target: a request, sent as autocannon sends it, and the least ratio it should reach. */
interface Target {
  readonly name: string;
  readonly path: string;
  readonly method?: "GET" | "POST";
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly fresh?: boolean;
  /** A different query string on each request, drawn from `QUERIES` (the path is the first). */
  readonly varied?: boolean;
  readonly goal?: number;
  /** The status the service must answer this request with (checked once, on the request the baseline copies). */
  readonly status?: 200 | 304;
}

const expectedStatus = (target: Target): 200 | 304 => target.status ?? 200;

/** The service's exact answer to a target, for the baseline to send back (identity coding, as autocannon). */
const capture = async (target: Target) => {
  const res = await fetch(`${origin}${target.path}`, {
    method: target.method ?? "GET",
    headers: { ...target.headers, "accept-encoding": "identity", "x-bench-client": "10.255.255.254" },
    ...(target.body ? { body: target.body } : {}),
  });
  const expected = expectedStatus(target);
  if (res.status !== expected) throw new Error(`${target.name}: ${res.status}, not ${expected}: ${await res.text()}`);
  return {
    status: res.status,
    headers: [...res.headers],
    body: Buffer.from(await res.arrayBuffer()).toString("base64"),
  };
};

/** One MCP request per era: legacy (2025-11-25, after an initialize a client made earlier) and 2026-07-28. */
const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};
const mcpRequest = (era: "legacy" | "modern", method: string, params: Record<string, unknown>) => {
  const modern = era === "modern";
  const name = typeof params.name === "string" ? params.name : undefined;
  return {
    method: "POST" as const,
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method,
      params: modern ? { ...params, _meta: MODERN_META } : params,
    }),
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": modern ? "2026-07-28" : "2025-11-25",
      ...(modern ? { "mcp-method": method, ...(name ? { "mcp-name": name } : {}) } : {}),
    },
    setupRequest: freshClient,
  };
};
const SEARCH = { name: "search", arguments: { query: "design systems" } };
const MCP_TARGETS: [string, "legacy" | "modern", string, Record<string, unknown>, boolean?][] = [
  ["POST /mcp tools/call search (2025-11-25)", "legacy", "tools/call", SEARCH],
  ["POST /mcp tools/call search (2026-07-28)", "modern", "tools/call", SEARCH],
  ["POST /mcp tools/call search, a new query each time (2026-07-28)", "modern", "tools/call", SEARCH, true],
  ["POST /mcp tools/list (2025-11-25)", "legacy", "tools/list", {}],
  ["POST /mcp tools/list (2026-07-28)", "modern", "tools/list", {}],
];

// The ETag of the representation autocannon is sent (it asks for no coding): a gzip twin's would not match it.
const orgB =
  (await fetch(`${origin}/api/v1/chapters/org-b`, { headers: { "accept-encoding": "identity" } })).headers.get(
    "etag",
  ) ?? "";
const TARGET_LIST: Target[] = [
  { name: "GET /api/v1/profile", path: "/api/v1/profile", goal: TARGETS.cacheable },
  {
    name: "GET /api/v1/chapters/org-b (304)",
    path: "/api/v1/chapters/org-b",
    headers: { "if-none-match": orgB },
    status: 304,
    goal: TARGETS.notModified,
  },
  { name: "GET /agent (HTML page)", path: "/agent", goal: TARGETS.cacheable },
  {
    name: "GET /api/v1/search?q=design+systems",
    path: "/api/v1/search?q=design+systems",
    fresh: true,
    goal: TARGETS.search,
  },
  {
    name: "GET /api/v1/search, a new query each time",
    path: `/api/v1/search?q=${QUERIES[0]}`,
    fresh: true,
    varied: true,
  },
  ...MCP_TARGETS.map(([name, era, method, params, varied = false]): Target => {
    const request = mcpRequest(era, method, params);
    const goal = method === "tools/call" && !varied ? { goal: TARGETS.mcpCall } : {};
    return {
      name,
      path: "/mcp",
      method: "POST",
      headers: request.headers,
      body: request.body,
      fresh: true,
      varied,
      ...goal,
    };
  }),
];

const dir = mkdtempSync(join(tmpdir(), "bench-"));
writeFileSync(join(dir, "responses.json"), JSON.stringify(await Promise.all(TARGET_LIST.map(capture))));
const baseline = await startBaseline(join(dir, "responses.json"));
/** A second copy of the baseline: measured against the first like any target, it shows this run's noise floor. */
const control = await startBaseline(join(dir, "responses.json"));

const options = (target: Target): Partial<autocannon.Options> => ({
  ...(target.headers ? { headers: target.headers } : {}),
  ...(target.fresh
    ? {
        requests: [
          {
            method: target.method ?? "GET",
            ...(target.body ? { body: target.body } : {}),
            ...(target.headers ? { headers: target.headers } : {}),
            setupRequest: target.varied ? (request) => freshClient(variedQuery(request)) : freshClient,
          },
        ],
      }
    : {}),
});

/** A row as printed: the median round, and the median ratio of CPU per request over all rounds. */
type Compared = Row & { readonly cpuRatio: number };

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * One row: both servers warm up (JIT, caches) before anything counts; then the rounds alternate, which side goes
 * first alternating too, so a burst of load from elsewhere or a drift of the machine's speed falls on both
 * sides alike. The round with the median rate ratio is kept, and the median ratio of CPU per request beside it.
 */
const compare = async (target: Target, base: Side, side: Side): Promise<Compared> => {
  await measure(base, target, WARM_UP);
  await measure(side, target, WARM_UP);
  const rounds: Row[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const baseFirst = round % 2 === 0;
    const first = await measure(baseFirst ? base : side, target);
    const second = await measure(baseFirst ? side : base, target);
    const [b, row] = baseFirst ? [first, second] : [second, first];
    rounds.push({ ...row, baseRps: b.rps, baseCpuUs: b.cpuUs, ...(target.goal ? { goal: target.goal } : {}) });
  }
  const ratio = (r: Row): number => r.rps / (r.baseRps ?? r.rps);
  const kept = [...rounds].sort((a, b) => ratio(a) - ratio(b))[Math.floor(rounds.length / 2)] as Row;
  return { ...kept, cpuRatio: median(rounds.map((r) => (r.baseCpuUs ?? r.cpuUs) / r.cpuUs)) };
};

try {
  const rows: Compared[] = [];
  for (const [i, target] of TARGET_LIST.entries()) {
    if (!target.name.includes(ONLY)) continue;
    const base = { pid: baseline.child.pid, url: `http://127.0.0.1:${baseline.port}/${i}` };
    rows.push(await compare(target, base, { pid: service.child.pid, url: `${origin}${target.path}` }));
  }
  const [first] = TARGET_LIST;
  if (first) {
    const { goal: _, ...plain } = first;
    rows.push(
      await compare(
        { ...plain, name: "control: bare node:http against a second copy of itself (the first row's bytes)" },
        { pid: baseline.child.pid, url: `http://127.0.0.1:${baseline.port}/0` },
        { pid: control.child.pid, url: `http://127.0.0.1:${control.port}/0` },
      ),
    );
  }

  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s each (the median round), ${new Date().toISOString()}\n`,
  );
  console.log(
    "| target | req/s | baseline req/s (same bytes) | ratio | goal | CPU µs/req (baseline) | CPU ratio | p50 ms | p99 ms | errors | other statuses |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const ratio = r.rps / (r.baseRps ?? r.rps);
    const goal = r.goal === undefined ? "" : `≥ ${r.goal} ${ratio >= r.goal ? "met" : "missed"}`;
    const cpu = `${r.cpuUs.toFixed(1)} (${(r.baseCpuUs ?? 0).toFixed(1)})`;
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${Math.round(r.baseRps ?? 0)} | ${ratio.toFixed(2)} | ${goal} | ${cpu} | ${r.cpuRatio.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.unexpected} |`,
    );
  }
  console.log(
    "\nratio: requests per second over the baseline's; CPU ratio: the baseline's CPU per request over the server's (the median round's of each); both 1.0 at the ceiling.",
  );
} finally {
  service.child.kill("SIGTERM");
  baseline.child.kill("SIGTERM");
  control.child.kill("SIGTERM");
}

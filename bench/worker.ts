/**
 * `npm run bench:worker`: the Workers build (dist/worker/index.js, built first) in workerd through Miniflare,
 * configured from wrangler.toml: bundle size, time until workerd answers, and the CPU each request costs the
 * workerd process: the first request of a fresh isolate (a table hit) and its first search, and a fresh isolate's
 * first request when that is a search, each the median over BENCH_ISOLATES fresh isolates (default 3); later table
 * hits and searches.
 *
 * CPU is what Cloudflare's plans limit (10 ms a request on the free plan), and wall time on a shared machine says
 * little about it. It is read from the kernel: the sum over workerd's threads of /proc/<pid>/task/<tid>/schedstat
 * (nanoseconds on a CPU) before and after each request. That includes what workerd and Miniflare's own entry
 * worker spend on every request, more than Cloudflare bills the worker for, so the same run measures a worker that
 * only answers "ok" as the baseline, and each figure is printed raw and net of that baseline. Linux only.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";

process.env.XDG_CONFIG_HOME ??= mkdtempSync(join(tmpdir(), "wrangler-config-"));
process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
const { unstable_getMiniflareWorkerOptions } = await import("wrangler");

const REPEATS = 50;
/** Fresh isolates each first-request figure is the median of (BENCH_ISOLATES). */
const ISOLATES = Number(process.env.BENCH_ISOLATES ?? 3);
const ORIGIN = "http://localhost:8787";

const built = spawnSync("npx", ["tsx", "scripts/build/build-worker.ts"], {
  stdio: "inherit",
  env: { ...process.env, BASE_URL: ORIGIN },
});
if (built.status !== 0) process.exit(built.status ?? 1);
const { main, workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
const bundleDir = join(main ?? "dist/worker/index.js", "..");
const bundleBytes = readdirSync(bundleDir)
  .filter((name) => !name.endsWith(".map"))
  .map((name) => readFileSync(join(bundleDir, name)));
const total = (parts: readonly Buffer[]) => parts.reduce((sum, part) => sum + part.length, 0);

/** The workerd processes Miniflare started: children of this process whose command is workerd. */
const workerdPids = (): number[] =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        return ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd");
      } catch {
        return false;
      }
    })
    .map(Number);

/** Nanoseconds the process's threads have spent on a CPU. */
const cpuNs = (pid: number): number =>
  readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => {
    try {
      return sum + Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      return sum; // a thread that ended between the listing and the read
    }
  }, 0);

type Options = ConstructorParameters<typeof Miniflare>[0];

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/** One workerd with one worker, and the CPU its requests cost. */
const measure = async (options: Options) => {
  const mf = new Miniflare(options);
  const started = performance.now();
  await mf.ready;
  const readyMs = performance.now() - started;
  const [pid] = workerdPids();
  if (pid === undefined) throw new Error("no workerd process found under this one");
  /** What workerd spent until ready: its own start and the isolate's, module load included. */
  const startupMs = cpuNs(pid) / 1e6;
  /** CPU milliseconds workerd spent on one request (read to the end). */
  const cpuOf = async (path: string, expect: string): Promise<number> => {
    const before = cpuNs(pid);
    const body = await (await mf.dispatchFetch(`${ORIGIN}${path}`)).text();
    const spent = (cpuNs(pid) - before) / 1e6;
    if (!body.includes(expect)) throw new Error(`unexpected response to ${path}: ${body.slice(0, 200)}`);
    return spent;
  };
  const repeated = async (path: (i: number) => string, expect: string): Promise<number> => {
    const spent: number[] = [];
    for (let i = 0; i < REPEATS; i++) spent.push(await cpuOf(path(i), expect));
    return median(spent);
  };
  return { mf, readyMs, startupMs, cpuOf, repeated };
};

/** The figures of a fresh isolate's first requests, over several fresh isolates: one alone varies by milliseconds. */
const inFreshIsolates = async <T extends Record<string, number>>(
  options: Options,
  run: (isolate: Awaited<ReturnType<typeof measure>>) => Promise<T>,
): Promise<T> => {
  const runs: T[] = [];
  for (let i = 0; i < ISOLATES; i++) {
    const isolate = await measure(options);
    runs.push(await run(isolate));
    await isolate.mf.dispose();
  }
  const first = runs[0] ?? ({} as T);
  return Object.fromEntries(Object.keys(first).map((key) => [key, median(runs.map((r) => r[key] ?? Number.NaN))])) as T;
};

// The baseline: a worker that does nothing, its first request and later ones.
const emptyOptions: Options = { modules: true, script: `export default { fetch: () => new Response("ok") }` };
const { emptyFirst, emptyStartup } = await inFreshIsolates(emptyOptions, async (empty) => ({
  emptyStartup: empty.startupMs,
  emptyFirst: await empty.cpuOf("/", "ok"),
}));
const empty = await measure(emptyOptions);
await empty.cpuOf("/", "ok");
const emptyLater = await empty.repeated(() => "/", "ok");
await empty.mf.dispose();

const workerConfig: Options = { ...workerOptions, modules: true, scriptPath: main, bindings: { BASE_URL: ORIGIN } };
const FIRST_SEARCH = "/api/v1/search?q=design+systems";
/** A fresh isolate's first requests: a table hit then its first search; and, the strictest case, a search first. */
const firsts = async (options: Options) => ({
  ...(await inFreshIsolates(options, async (worker) => ({
    readyMs: worker.readyMs,
    startupMs: worker.startupMs,
    first: await worker.cpuOf("/api/v1/profile", '"data"'),
    firstSearch: await worker.cpuOf(FIRST_SEARCH, '"data"'),
  }))),
  ...(await inFreshIsolates(options, async (worker) => ({
    searchFirst: await worker.cpuOf(FIRST_SEARCH, '"data"'),
  }))),
});
const { readyMs, startupMs, first, firstSearch, searchFirst } = await firsts(workerConfig);
// Again without the quota's Durable Object binding (the worker then counts in memory): workerd runs the object in
// this very process, so the figures above include its first call (creating the object and its storage), which
// Cloudflare bills to the object, not to the worker.
const { durableObjects: _quota, ...withoutQuota } = workerConfig as Options & { durableObjects?: unknown };
const apart = await firsts(withoutQuota as Options);
const warm = await measure(workerConfig);
await warm.cpuOf(FIRST_SEARCH, '"data"');
const tableHits = await warm.repeated(() => "/agent", "<html");
const searches = await warm.repeated((i) => `/api/v1/search?q=design+leadership+${i}`, '"data"');
await warm.mf.dispose();

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const ms = (value: number) => value.toFixed(1);
/** A figure raw, and net of the empty worker's figure for the same kind of request. */
const net = (value: number, baseline: number) => `${ms(Math.max(0, value - baseline))} (raw ${ms(value)})`;
const lines: [string, string][] = [
  ["bundle MB (minified, every module)", mb(total(bundleBytes))],
  ["bundle MB (gzip)", mb(total(bundleBytes.map((part) => gzipSync(part))))],
  [`workerd ready ms (wall, median of ${ISOLATES})`, ms(readyMs)],
  [`startup cpu ms (workerd until ready, median of ${ISOLATES}; Cloudflare allows 1 s)`, net(startupMs, emptyStartup)],
  [`empty worker: first request cpu ms (median of ${ISOLATES} isolates)`, ms(emptyFirst)],
  [`empty worker: later request cpu ms (median of ${REPEATS})`, ms(emptyLater)],
  [`first request cpu ms (median of ${ISOLATES} isolates)`, net(first, emptyFirst)],
  [
    `first search cpu ms (the second request; the worker alone, its quota in memory)`,
    net(apart.firstSearch, emptyLater),
  ],
  [`first request a search cpu ms (the worker alone, its quota in memory)`, net(apart.searchFirst, emptyFirst)],
  [`first search cpu ms with the quota's Durable Object (the object's own CPU included)`, net(firstSearch, emptyLater)],
  [
    `first request a search cpu ms with the quota's Durable Object (the object's own CPU included)`,
    net(searchFirst, emptyFirst),
  ],
  [`table hit cpu ms (GET /agent, median of ${REPEATS})`, net(tableHits, emptyLater)],
  [`search cpu ms (a new query each time, median of ${REPEATS})`, net(searches, emptyLater)],
];
for (const [label, value] of lines) console.log(`${label}: ${value}`);

/**
 * `npm run bench:worker`: the Workers build (dist/worker/index.js, built first) in workerd through Miniflare,
 * configured from wrangler.toml: bundle size, time until workerd answers, the first request (which builds the
 * app: content compile, search index, rendering and gzip of every response) and the median of the next ones.
 * Wall-clock times on a shared machine: compare them within one run, on an idle machine.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";

process.env.XDG_CONFIG_HOME ??= mkdtempSync(join(tmpdir(), "wrangler-config-"));
process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
const { unstable_getMiniflareWorkerOptions } = await import("wrangler");

const REPEATS = 50;
const ORIGIN = "http://localhost:8787";

const built = spawnSync("npx", ["tsx", "scripts/build-worker.ts"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
const { main, workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
const bundle = readFileSync(main ?? "dist/worker/index.js");

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

const started = performance.now();
const mf = new Miniflare({ ...workerOptions, modules: true, scriptPath: main, bindings: { BASE_URL: ORIGIN } });
await mf.ready;
const readyMs = performance.now() - started;
const [first, firstMs] = await timed(async () => (await mf.dispatchFetch(`${ORIGIN}/api/v1/profile`)).text());
if (!first.includes('"data"')) throw new Error(`unexpected first response: ${first.slice(0, 200)}`);
const later: number[] = [];
for (let i = 0; i < REPEATS; i++) {
  later.push((await timed(async () => (await mf.dispatchFetch(`${ORIGIN}/agent`)).arrayBuffer()))[1]);
}
await mf.dispose();
later.sort((a, b) => a - b);

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
console.table({
  "bundle (minified)": mb(bundle.length),
  "bundle (gzip)": mb(gzipSync(bundle).length),
  "workerd ready, ms": Math.round(readyMs),
  "first request (builds the app), ms": Math.round(firstMs),
  [`later requests (GET /agent), median of ${REPEATS}, ms`]: Number(later[REPEATS >> 1]?.toFixed(2)),
});

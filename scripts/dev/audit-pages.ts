/**
 * `npm run audit:pages [-- --all | --page=/resume …] [--runs=3] [--no-build]`: the pages as a visitor's browser
 * and the W3C checker see them. Builds, starts the built server on a loopback port (as `npm start` does), reads
 * its sitemap, and for one page of each kind (every page with --all) and the 404 page runs Lighthouse with its
 * mobile and desktop presets in Debian's Chromium (test/support/lighthouse.ts), and the Nu Html Checker over all
 * of them in one JVM. Prints each page's four scores and its Nu error count; exits 1 when a page falls below a
 * floor (FLOORS) or has a Nu error. With --runs=N each page and preset is run N times and the run with the median
 * performance score is kept, as Lighthouse advises where timings vary (a shared machine).
 *
 * Lighthouse refuses to audit a 404 response, so the 404 page is audited through a loopback proxy that answers
 * that one path with status 200 and the page's own bytes and headers.
 */
import { spawn, spawnSync } from "node:child_process";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createNetServer } from "node:net";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../../src/content/load.js";
import {
  belowFloor,
  CATEGORIES,
  FLOORS,
  type LighthouseReport,
  lighthouse,
  losses,
  PRESETS,
  type Preset,
  SKIPPED_AUDITS,
} from "../../test/support/lighthouse.js";
import { isNuError, nuCheck } from "../../test/support/nu.js";
import { MISSING_PATH, onePerKind, type SitePage, sitePages } from "../../test/support/site-pages.js";
import { findTool, installCommand, TOOLS, type ToolName } from "../../test/support/tools.js";

const args = process.argv.slice(2);
const option = (name: string): string[] =>
  args.flatMap((a) => (a.startsWith(`--${name}=`) ? [a.slice(name.length + 3)] : []));
/** `--page=/resume` (repeatable): only those pages. */
const only = option("page");
const runs = Math.max(1, Number(option("runs")[0] ?? 1));

const need = (name: ToolName): string => {
  const found = findTool(name);
  if (found === undefined) {
    console.error(`${name} is missing: ${installCommand([TOOLS[name].debianPackage])}`);
    process.exit(2);
  }
  return found;
};
const chromium = need("chromium");
const java = need("java");

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

if (!args.includes("--no-build")) {
  const built = spawnSync("npm", ["run", "build", "--silent"], { cwd: PACKAGE_ROOT, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(PACKAGE_ROOT, "dist", "server.js")], {
  cwd: PACKAGE_ROOT,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BASE_URL: origin, LOG_REQUESTS: "false" },
  stdio: ["ignore", "ignore", "inherit"],
});

/** Every request to the app, except that MISSING_PATH answers 200: the only way Lighthouse audits the 404 page. */
const proxy = createServer((req, res) => {
  const upstream = request(`${origin}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(req.url === MISSING_PATH ? 200 : (answer.statusCode ?? 502), answer.headers);
    answer.pipe(res);
  });
  upstream.on("error", () => res.writeHead(502).end());
  req.pipe(upstream);
});

const waitForServer = async (): Promise<void> => {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer on ${origin}`);
};

/** The run with the median performance score of `runs` runs. */
const medianRun = async (url: string, preset: Preset): Promise<LighthouseReport> => {
  const reports: LighthouseReport[] = [];
  for (let i = 0; i < runs; i++) reports.push(await lighthouse(url, preset, chromium));
  const byPerformance = reports.sort(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  const median = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!median) throw new Error("no Lighthouse run");
  return median;
};

const score = (n: number | null): string => (n === null ? "–" : n.toFixed(2));

let failed = false;
try {
  await waitForServer();
  proxy.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => proxy.once("listening", () => resolve()));
  const proxied = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const all = await sitePages(origin);
  const pages: SitePage[] =
    only.length > 0 ? all.filter((p) => only.includes(p.path)) : args.includes("--all") ? all : onePerKind(all);

  const documents = await Promise.all(
    pages.map(async (page) => ({
      name: `${page.path === "/" ? "home" : page.path.slice(1).replace(/\//g, "_")}.html`,
      body: await (await fetch(`${origin}${page.path}`)).text(),
    })),
  );
  const nu = (await nuCheck(java, documents)).filter(isNuError);
  const nuErrors = (i: number): number => nu.filter((m) => m.document === documents[i]?.name).length;

  console.log(
    `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}and Nu errors, ${SKIPPED_AUDITS.join(", ")} skipped`,
  );
  console.log(`${"page".padEnd(22)}${"preset".padEnd(9)}perf  a11y  bp    seo   nu`);
  for (const [i, page] of pages.entries()) {
    for (const preset of PRESETS) {
      const report = await medianRun(`${page.status === 404 ? proxied : origin}${page.path}`, preset);
      const scores = CATEGORIES.map((c) => score(report.categories[c].score).padEnd(6)).join("");
      console.log(`${page.path.padEnd(22)}${preset.padEnd(9)}${scores}${nuErrors(i)}`);
      if (report.runtimeError) console.log(`  ${report.runtimeError.message}`);
      for (const category of belowFloor(report)) {
        failed = true;
        console.log(`  ${category} below ${FLOORS[category]}: ${losses(report, category).join("; ") || "no score"}`);
      }
    }
    if (nuErrors(i) > 0) failed = true;
  }
  for (const m of nu) console.log(`nu ${m.document}:${m.line ?? "?"}: ${m.message}`);
  const floors = CATEGORIES.map((c) => `${c} ${FLOORS[c]}`).join(", ");
  console.log(failed ? "\nFAIL: below a floor or a Nu error (above)." : `\nOK: ${floors}; 0 Nu errors.`);
} finally {
  server.kill();
  proxy.close();
}
process.exit(failed ? 1 : 0);

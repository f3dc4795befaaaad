/**
 * Lighthouse 12 (pinned: later releases need Node 22) in Debian's Chromium, run as its CLI in a child process:
 * the pages audit (scripts/dev/audit-pages.ts) and the pages test (test/pages/lighthouse.test.ts) share the
 * categories, the floors and the one audit left out. No vitest import: the audit runs this outside a test run.
 *
 * `robots-txt` is skipped: the spec requires Content-Signal lines in robots.txt, which that audit flags as
 * unknown directives.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { CHROMIUM_ARGS } from "./chromium-args.js";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The lowest score each category may have on every page, in both presets. */
export const FLOORS: Record<Category, number> = {
  performance: 0.95,
  accessibility: 1,
  "best-practices": 1,
  seo: 0.95,
};

export const PRESETS = ["mobile", "desktop"] as const;
export type Preset = (typeof PRESETS)[number];

export const SKIPPED_AUDITS = ["robots-txt"] as const;

const CLI = join(dirname(createRequire(import.meta.url).resolve("lighthouse/package.json")), "cli", "index.js");

export interface LighthouseReport {
  readonly categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  readonly audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
  readonly runtimeError?: { code: string; message: string };
}

/** One run on `url`, in a child process: asynchronous, so a server in the calling process keeps answering. */
export const lighthouse = async (url: string, preset: Preset, chromium: string): Promise<LighthouseReport> => {
  const dir = await mkdtemp(join(tmpdir(), "lighthouse-"));
  try {
    const output = join(dir, "report.json");
    const child = spawn(
      process.execPath,
      [
        CLI,
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        `--skip-audits=${SKIPPED_AUDITS.join(",")}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`,
        ...(preset === "desktop" ? ["--preset=desktop"] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    if (code !== 0) throw new Error(`lighthouse ${url} (${preset}) exited ${code}: ${stderr}`);
    return JSON.parse(await readFile(output, "utf8")) as LighthouseReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** The audits that cost a category points: those with weight that did not pass, with their displayed value. */
export const losses = (report: LighthouseReport, category: Category): string[] =>
  report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const audit = report.audits[ref.id];
      return `${ref.id} ${audit?.score ?? "?"}${audit?.displayValue ? ` (${audit.displayValue})` : ""}`;
    });

/** The categories below their floor (a category Lighthouse could not score counts as below). */
export const belowFloor = (report: LighthouseReport, categories: readonly Category[] = CATEGORIES): Category[] =>
  categories.filter((c) => {
    const score = report.categories[c].score;
    return score === null || score < FLOORS[c];
  });

/**
 * npm run insights -- <log files…> --out <folder> [--top N] [--weak F]
 *
 * Reads request logs (JSON lines as the server writes them; .gz files too), streamed, and writes
 * <folder>/insights.json (the figures, scripts/owner/insights/shape.ts) and <folder>/index.html (the same figures as
 * one self-contained report, readable offline). docs/insights.md says what each figure means.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseCommandLine } from "../command-line.js";
import { createAggregate, DEFAULT_OPTIONS } from "./insights/aggregate.js";
import { classifyLine } from "./insights/classify.js";
import { forEachLine, unreadableFiles } from "./insights/read-lines.js";
import { renderReport } from "./insights/report-html.js";

const USAGE = `Usage: npm run insights -- <log files…> --out <folder> [--top ${DEFAULT_OPTIONS.top}] [--weak ${DEFAULT_OPTIONS.weakFraction}]`;

const { values, positionals } = parseCommandLine(USAGE, {
  allowPositionals: true,
  options: {
    out: { type: "string" },
    top: { type: "string", default: String(DEFAULT_OPTIONS.top) },
    weak: { type: "string", default: String(DEFAULT_OPTIONS.weakFraction) },
  },
});

if (positionals.length === 0 || !values.out) {
  console.error(USAGE);
  process.exit(2);
}

const top = Number(values.top);
const weakFraction = Number(values.weak);
if (!Number.isInteger(top) || top < 1 || !(weakFraction > 0 && weakFraction <= 1)) {
  console.error("--top must be a whole number from 1, --weak a fraction in (0, 1].");
  process.exit(2);
}

// Before any line is read: a mistyped name or a pattern that matched nothing stops at once, not after the others.
const problems = unreadableFiles(positionals);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(2);
}

const started = performance.now();
const aggregate = createAggregate({ ...DEFAULT_OPTIONS, top, weakFraction });
await forEachLine(positionals, (text) => {
  const line = classifyLine(text);
  if (line.kind === "request") aggregate.request(line.line);
  else if (line.kind === "refusal") aggregate.refusal(line.line);
  else if (line.kind === "event") aggregate.event();
  else aggregate.ignored();
});
const insights = aggregate.finish(positionals, new Date().toISOString());

const chartSource = await readFile(
  join(dirname(createRequire(import.meta.url).resolve("chart.js")), "chart.umd.min.js"),
  "utf8",
);
await mkdir(values.out, { recursive: true });
await writeFile(join(values.out, "insights.json"), `${JSON.stringify(insights, null, 2)}\n`);
await writeFile(join(values.out, "index.html"), renderReport(insights, chartSource));

const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(
  `${insights.lines.read.toLocaleString("en")} lines (${insights.lines.ignored} ignored) in ${seconds.toFixed(1)} s, peak RSS ${peakMb.toFixed(0)} MB → ${join(values.out, "index.html")}`,
);

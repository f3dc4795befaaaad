/**
 * npm run bench:insights [-- --lines N]: writes a synthetic day of mixed request logs (default 1.2 million lines:
 * pages, Markdown twins, API and MCP searches from many agent families, refusals, server events and foreign
 * lines; a long tail of one-off questions to stress the bounded tables), then times `npm run insights` on it and
 * prints its run time and peak RSS. The target: under 30 s with bounded memory.
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { RequestLogLine } from "../src/schema/request-log.js";
import { benchNode } from "./spawn.js";

const { values } = parseArgs({ options: { lines: { type: "string", default: "1200000" } } });
const total = Number(values.lines);

/** A deterministic generator (mulberry32), so every run writes the same logs. */
const random = (() => {
  let state = 0x2545f491;
  return (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const FAMILIES: readonly [string, boolean][] = [
  ["browser", false],
  ["gptbot", true],
  ["claudebot", true],
  ["chatgpt-user", true],
  ["perplexitybot", true],
  ["googlebot", true],
  ["bingbot", true],
  ["claude-code", true],
  ["curl", true],
  ["python-requests", true],
  ["unknown", false],
];
const PAGES = ["/", "/agent", "/resume", "/about", "/contact", "/privacy", "/developers", "/story/org-b"];
const FORMATS = ["/resume.json", "/feed.xml", "/feed.json", "/contact.vcf"];
const DISCOVERY = ["/llms.txt", "/llms-full.txt", "/robots.txt", "/sitemap.xml", "/openapi.json", "/.well-known/mcp"];
const QUESTIONS = [
  "design systems",
  "what did he do at org b",
  "talks about accessibility",
  "design system work",
  "work on design systems",
  "contact email",
  "years of experience",
  "favourite programming language",
  "salary expectations",
  "salary expectation",
  "is he available for hire",
  "available to hire",
  "robotics projects",
  "writing about research",
  "where does he live",
  "team leadership",
];
const TOOLS = ["search", "get_profile", "list_chapters", "get_chapter", "list_talks"];
const CLIENTS: readonly [string, string][] = [
  ["claude-ai", "0.1.0"],
  ["cursor", "1.2.0"],
  ["mcp-remote", "0.15.1"],
  ["openai-mcp", "1.0.0"],
];

const hourStart = Date.parse("2026-11-24T00:00:00Z");
const line = (i: number): string => {
  const roll = random();
  if (roll < 0.003) return "Serving http://localhost:8787 on http://127.0.0.1:8787 (rate-limit store: memory)";
  const time = new Date(hourStart + Math.floor((i / total) * 86_400_000)).toISOString();
  if (roll < 0.004) return JSON.stringify({ time, level: "info", event: "content_reloaded" });
  if (roll < 0.005) return JSON.stringify({ time, refused: "parse", status: 400, ms: 0.4, client: "c" });
  const [family, bot] = pick(FAMILIES);
  const client = `c${Math.floor(random() * 5000)}`;
  const status = random() < 0.02 ? 429 : 200;
  const base = { time, method: "GET", status, ms: Math.round(random() * 50) / 10, client };
  const agent = { "user_agent.name": family, "user_agent.bot": bot };
  // One question in five is a one-off (a typo, a pasted sentence): the long tail the tables must stay bounded in.
  const question = (): string =>
    random() < 0.2 ? `${pick(QUESTIONS)} ${Math.floor(random() * 1e9)}` : pick(QUESTIONS);
  const found = (query: string) => {
    const weak = query.includes("salary") || query.includes("programming") || query.includes("live");
    const results = weak ? (random() < 0.5 ? 0 : 2) : 8;
    return {
      "search.query": query,
      "search.results": results,
      ...(results ? { "search.top_score": weak ? 900 : 40_000 } : {}),
    };
  };
  const kind = random();
  let entry: RequestLogLine;
  if (kind < 0.3) entry = { ...base, path: pick(PAGES), surface: "page", ...agent };
  else if (kind < 0.4) entry = { ...base, path: `${pick(PAGES)}.md`, surface: "markdown", ...agent };
  else if (kind < 0.5) entry = { ...base, path: pick(DISCOVERY), surface: "discovery", ...agent };
  else if (kind < 0.55) entry = { ...base, path: pick(FORMATS), surface: "format", ...agent };
  else if (kind < 0.75) {
    const searched = status === 200 ? found(question()) : {};
    entry = { ...base, path: "/api/v1/search", surface: "api", ...agent, ...searched };
  } else {
    const tool = pick(TOOLS);
    const [name, version] = pick(CLIENTS);
    const searched = tool === "search" && status === 200 ? found(question()) : {};
    entry = {
      ...base,
      method: "POST",
      path: "/mcp",
      surface: "mcp",
      ...agent,
      "mcp.method.name": "tools/call",
      "gen_ai.tool.name": tool,
      "mcp.client.name": name,
      "mcp.client.version": version,
      ...searched,
    };
  }
  return JSON.stringify(entry);
};

const folder = mkdtempSync(join(tmpdir(), "insights-bench-"));
const file = join(folder, "requests.log");
const out = createWriteStream(file);
for (let i = 0; i < total; i++) {
  if (!out.write(`${line(i)}\n`)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
}
await new Promise<void>((resolve) => out.end(() => resolve()));
console.log(`wrote ${total.toLocaleString("en")} lines, ${(statSync(file).size / 1e6).toFixed(0)} MB: ${file}`);

const run = spawnSync(
  benchNode(),
  ["--import", "tsx", "scripts/owner/insights.ts", file, "--out", join(folder, "report")],
  {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  },
);
process.stdout.write(run.stdout);
if (run.status !== 0) process.exit(run.status ?? 1);
console.log(`report: ${join(folder, "report", "index.html")}`);

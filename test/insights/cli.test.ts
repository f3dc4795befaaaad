/** `npm run insights` on a small log, plain and gzipped: the figures in insights.json and a report that loads nothing. */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { Insights } from "../../scripts/owner/insights/shape.js";
import { runTsx } from "../support/spawn.js";

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ time: "2026-11-24T10:00:00.000Z", method: "GET", status: 200, ms: 1, client: "c", ...fields });

const LOG = [
  "Serving http://localhost:8787 on http://127.0.0.1:8787",
  line({ path: "/", surface: "page", "user_agent.name": "browser", "user_agent.bot": false }),
  line({ path: "/llms.txt", surface: "discovery", "user_agent.name": "gptbot", "user_agent.bot": true }),
  line({
    path: "/api/v1/search",
    surface: "api",
    "search.query": "design systems",
    "search.results": 4,
    "search.top_score": 9000,
  }),
  line({
    path: "/api/v1/search",
    surface: "api",
    "search.query": "</script><script src=https://evil.example/x.js>",
    "search.results": 0,
  }),
  line({ path: "/mcp", surface: "mcp", method: "POST", "mcp.method.name": "tools/call", "gen_ai.tool.name": "search" }),
  '{"time":"2026-11-24T10:05:00.000Z","level":"warn","event":"log_lines_dropped","count":3}',
].join("\n");

describe("npm run insights", () => {
  it("writes insights.json and a self-contained index.html from plain and gzipped logs", async () => {
    const folder = mkdtempSync(join(tmpdir(), "insights-"));
    writeFileSync(join(folder, "a.log"), `${LOG}\n`);
    writeFileSync(join(folder, "b.log.gz"), gzipSync(`${LOG}\n`));
    const out = join(folder, "report");
    const run = await runTsx([
      "scripts/owner/insights.ts",
      join(folder, "a.log"),
      join(folder, "b.log.gz"),
      "--out",
      out,
    ]);
    expect(run.code, run.stderr).toBe(0);

    const insights = Insights.parse(JSON.parse(readFileSync(join(out, "insights.json"), "utf8")));
    expect(insights.lines).toEqual({ read: 14, requests: 10, refusals: 0, events: 2, ignored: 2 });
    expect(insights.surfaces).toMatchObject({ page: 2, discovery: 2, api: 4, mcp: 2 });
    expect(insights.questions.find((q) => q.query === "design systems")).toMatchObject({ count: 2, bestScore: 9000 });
    expect(insights.gaps.groups.map((g) => g.label)).toContain("</script><script src=https://evil.example/x.js>");
    expect(insights.mcp.tools).toEqual([{ name: "search", count: 2 }]);

    const html = readFileSync(join(out, "index.html"), "utf8");
    expect(html).toContain("new Chart(");
    // The figures are data, not markup (the questions are the clients' text): checked apart from the markup.
    const data = /<script type="application\/json" id="insights">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(data)).toEqual(insights);
    const markup = html.replace(data, "");
    // Nothing is loaded from elsewhere: no src or href to a URL, no stylesheet import, no source map.
    expect(markup).not.toMatch(/<[a-z][^>]*\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
    expect(markup).not.toMatch(/@import|sourceMappingURL|<link\b/i);
    // The hostile question appears only escaped.
    expect(html).not.toContain("<script src=https://evil");
  });

  it("names a log file that is not there, or a folder, before reading any", async () => {
    const folder = mkdtempSync(join(tmpdir(), "insights-"));
    writeFileSync(join(folder, "a.log"), `${LOG}\n`);
    const missing = join(folder, "2026-11-*.log");
    const out = join(folder, "report");
    const run = await runTsx(["scripts/owner/insights.ts", join(folder, "a.log"), missing, folder, "--out", out]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split("\n")).toEqual([
      `${missing}: no such log file`,
      `${folder} is not a file: give the log files themselves`,
    ]);
    expect(existsSync(out)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { MAX_CLIENT_LABELS, serverMetrics } from "./metrics.js";

const VOCABULARY = { methods: ["tools/call", "tools/list"], tools: ["search", "get_profile"] };
const metricsFor = () => serverMetrics({ logLinesDropped: () => 0, storeDegraded: () => false }, VOCABULARY);

/** The sample lines of one family, `name{labels} value`, from the exposition. */
const samples = (text: string, name: string): string[] =>
  text.split("\n").filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe("the MCP labels", () => {
  it("keep the server's own methods and tools after a client has sent many names of its own", async () => {
    const metrics = metricsFor();
    for (let i = 0; i < MAX_CLIENT_LABELS * 2; i++) {
      metrics.mcpRequest(`junk/${i}`, "");
      metrics.mcpRequest("tools/call", `junk_${i}`);
    }
    metrics.mcpRequest("tools/call", "search");
    metrics.mcpRequest("tools/list", "");
    const lines = samples(await metrics.registry.metrics(), "mcp_requests_total");
    expect(lines).toContain('mcp_requests_total{method="tools/call",tool="search"} 1');
    expect(lines).toContain('mcp_requests_total{method="tools/list",tool=""} 1');
    // Names the server does not know are still bounded: a few kept, the rest counted as `other`.
    expect(lines.length).toBeLessThanOrEqual(2 * MAX_CLIENT_LABELS + 4);
    expect(lines).toContain(`mcp_requests_total{method="other",tool=""} ${MAX_CLIENT_LABELS}`);
  });
});

/**
 * The exposition checked by the text format's rules a scraper relies on: HELP and TYPE once before a family's
 * samples, and a histogram's buckets cumulative, ending at +Inf, equal to its _count.
 */
const checkExposition = (text: string): string[] => {
  const problems: string[] = [];
  const typed = new Map<string, string>();
  const helped = new Set<string>();
  const buckets = new Map<string, { le: string; value: number }[]>();
  const counts = new Map<string, number>();
  const familyOf = (name: string): string => {
    for (const suffix of ["_bucket", "_sum", "_count"]) {
      const base = name.slice(0, -suffix.length);
      if (name.endsWith(suffix) && typed.get(base) === "histogram") return base;
    }
    return name;
  };
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      const [, kind, name = "", rest] = meta;
      const seen = kind === "HELP" ? helped.has(name) : typed.has(name);
      if (seen) problems.push(`${kind} twice for ${name}`);
      if (kind === "HELP") helped.add(name);
      else typed.set(name, rest ?? "");
      continue;
    }
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*",?)*\})? (\S+)$/.exec(line);
    if (!sample) {
      problems.push(`not a sample: ${line}`);
      continue;
    }
    const [, name = "", labels = "", value = ""] = sample;
    const family = familyOf(name);
    if (!typed.has(family) || !helped.has(family)) problems.push(`${name} before its HELP and TYPE`);
    // Go's ParseFloat, which Prometheus reads values with, takes NaN and Inf in any case (prom-client writes `Nan`).
    if (Number.isNaN(Number(value)) && !/^([+-]?inf|nan)$/i.test(value)) problems.push(`bad value: ${line}`);
    const series = labels.replace(/le="[^"]*",?/, "");
    if (name === `${family}_bucket`) {
      const le = /le="([^"]*)"/.exec(labels)?.[1] ?? "";
      const list = buckets.get(`${family}${series}`) ?? [];
      list.push({ le, value: Number(value) });
      buckets.set(`${family}${series}`, list);
    }
    if (name === `${family}_count` && family !== name) counts.set(`${family}${series}`, Number(value));
  }
  for (const [series, list] of buckets) {
    if (list.at(-1)?.le !== "+Inf") problems.push(`${series}: no +Inf bucket last`);
    if (list.some((b, i) => i > 0 && b.value < (list[i - 1]?.value ?? 0))) problems.push(`${series}: not cumulative`);
    if (list.at(-1)?.value !== counts.get(series)) problems.push(`${series}: +Inf bucket is not _count`);
  }
  return problems;
};

describe("the exposition", () => {
  it("follows the text format: HELP and TYPE first, escaped labels, cumulative buckets to +Inf", async () => {
    const metrics = metricsFor();
    for (const seconds of [0.0001, 0.003, 0.2, 9]) metrics.request("api", 200, seconds);
    metrics.request("mcp", 429, 0.001);
    metrics.mcpRequest("tools/call", 'a "quoted"\\tool\nname');
    metrics.answerCache("search", true);
    metrics.contentReload("failed");
    metrics.buildInfo({ version: "1.0.0", contentHash: "abc" });
    const text = await metrics.registry.metrics();
    expect(checkExposition(text)).toEqual([]);
    expect(text).toContain('tool="a \\"quoted\\"\\\\tool\\nname"');
  });
});

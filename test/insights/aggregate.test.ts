import { describe, expect, it } from "vitest";
import { createAggregate, DEFAULT_OPTIONS } from "../../scripts/owner/insights/aggregate.js";
import { BoundedCounter, counter } from "../../scripts/owner/insights/bounded-counter.js";
import { classifyLine } from "../../scripts/owner/insights/classify.js";
import { fastCheck } from "../../scripts/owner/insights/fast-check.js";
import { contentWords, groupGaps, jaccard } from "../../scripts/owner/insights/gaps.js";
import { RequestLogLine } from "../../src/schema/request-log.js";
import { logLine } from "../support/log-line.js";

const request = logLine;

describe("BoundedCounter", () => {
  it("keeps the commonest keys within twice its capacity", () => {
    const count = counter(10);
    for (let i = 0; i < 1_000; i++) count.add(`rare-${i}`);
    for (let i = 0; i < 50; i++) count.add("common");
    expect(count.size).toBeLessThanOrEqual(20);
    expect(count.top(1)[0]).toMatchObject({ key: "common", count: 50 });
  });

  it("folds each occurrence into the key's stats", () => {
    const max = new BoundedCounter<number>(10, () => 0);
    for (const n of [3, 9, 4]) max.add("k", (best) => Math.max(best, n));
    expect(max.top(1)[0]).toMatchObject({ count: 3, stats: 9 });
  });
});

describe("content gaps", () => {
  it("compares questions by their content words", () => {
    expect(contentWords("What are his design systems?")).toEqual(new Set(["design", "system"]));
    expect(jaccard(contentWords("design systems"), contentWords("the design system"))).toBe(1);
  });

  it("groups questions asking the same thing, commonest first", () => {
    const groups = groupGaps([
      { query: "salary expectation", count: 2, empty: 2 },
      { query: "salary expectations", count: 5, empty: 5 },
      { query: "where does he live", count: 3, empty: 0 },
    ]);
    expect(groups.map((g) => [g.label, g.count])).toEqual([
      ["salary expectations", 7],
      ["where does he live", 3],
    ]);
  });
});

describe("the aggregate", () => {
  it("counts surfaces, agents, MCP tools and clients, formats and refusals", () => {
    const aggregate = createAggregate();
    aggregate.request(request({ "user_agent.name": "gptbot", "user_agent.bot": true }));
    aggregate.request(request({ path: "/feed.xml", surface: "format" }));
    aggregate.request(request({ path: "/api/v1/search", surface: "api", status: 429 }));
    aggregate.request(
      request({
        path: "/mcp",
        surface: "mcp",
        method: "POST",
        "mcp.method.name": "tools/call",
        "gen_ai.tool.name": "search",
        "mcp.client.name": "cursor",
        "mcp.client.version": "1.2",
      }),
    );
    aggregate.refusal({ time: "2026-11-24T11:00:00.000Z", refused: "parse", status: 400, ms: 1, client: "c" });
    aggregate.event();
    aggregate.ignored();
    const insights = aggregate.finish(["a.log"], "now");
    expect(insights.lines).toEqual({ read: 7, requests: 4, refusals: 1, events: 1, ignored: 1 });
    expect(insights.surfaces).toMatchObject({ page: 1, format: 1, api: 1, mcp: 1 });
    expect(insights.refusals.bySurface.api).toBe(1);
    expect(insights.refusals.early).toEqual([{ name: "parse", count: 1 }]);
    expect(insights.mcp.tools).toEqual([{ name: "search", count: 1 }]);
    expect(insights.mcp.clients).toEqual([{ name: "cursor", version: "1.2", count: 1 }]);
    expect(insights.formats).toEqual([{ path: "/feed.xml", surface: "format", count: 1 }]);
    expect(insights.agents[0]).toEqual({ name: "unknown", count: 3, bot: false });
    expect(insights.traffic).toMatchObject({ bucket: "hour", buckets: ["2026-11-24T10:00:00Z"] });
    expect(insights.traffic.byAgent.gptbot).toEqual([1]);
  });

  it("finds questions with no answer or a weak one, against the logs' median best score", () => {
    const aggregate = createAggregate({ ...DEFAULT_OPTIONS, weakFraction: 0.25 });
    const search = (query: string, results: number, top?: number) =>
      aggregate.request(
        request({
          path: "/api/v1/search",
          surface: "api",
          "search.query": query,
          "search.results": results,
          ...(top === undefined ? {} : { "search.top_score": top }),
        }),
      );
    for (let i = 0; i < 5; i++) search("design systems", 8, 40_000);
    search("salary", 0);
    search("where does he live", 2, 500);
    const { gaps, questions } = aggregate.finish([], "now");
    expect(questions[0]).toMatchObject({ query: "design systems", count: 5, meanResults: 8, bestScore: 40_000 });
    expect(gaps.groups.map((g) => g.label).sort()).toEqual(["salary", "where does he live"]);
    expect(gaps.groups.find((g) => g.label === "salary")?.empty).toBe(1);
  });
});

describe("reading lines", () => {
  it("accepts the log's lines, counts the server's events and ignores the rest", () => {
    expect(classifyLine(JSON.stringify(request())).kind).toBe("request");
    expect(classifyLine('{"time":"t","level":"info","event":"content_reloaded"}').kind).toBe("event");
    expect(classifyLine("Serving http://localhost on …").kind).toBe("ignored");
    expect(classifyLine('{"path":3}').kind).toBe("ignored");
    expect(classifyLine("{not json").kind).toBe("ignored");
  });

  it("judges a line as zod's own parse does", () => {
    const isRequest = fastCheck(RequestLogLine);
    const samples: unknown[] = [
      request(),
      request({ surface: "mcp", "gen_ai.tool.name": "search", "user_agent.bot": true }),
      { ...request(), surface: "elsewhere" },
      { ...request(), status: "200" },
      { ...request(), aborted: false },
      { time: "t" },
    ];
    for (const sample of samples) {
      expect(isRequest(sample as object), JSON.stringify(sample)).toBe(RequestLogLine.safeParse(sample).success);
    }
  });
});

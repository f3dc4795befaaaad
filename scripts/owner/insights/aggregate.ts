/**
 * The report's figures from request log lines, one line at a time, in bounded memory: every per-key table is a
 * BoundedCounter, the time series has one bucket per hour of the logs (a month is 720). Pure: lines in,
 * figures out; reading files is read-lines.ts's job.
 */
import { type RefusalLogLine, type RequestLogLine, SURFACES, type Surface } from "../../../src/schema/request-log.js";
import { BoundedCounter, counter } from "./bounded-counter.js";
import { groupGaps } from "./gaps.js";
import type { Insights } from "./shape.js";

export interface AggregateOptions {
  /** A top score below this fraction of the median top score is a weak answer. */
  readonly weakFraction: number;
  /** Rows per table in the report. */
  readonly top: number;
  /** Keys each bounded table keeps (queries, paths, clients). */
  readonly capacity: number;
}

export const DEFAULT_OPTIONS: AggregateOptions = { weakFraction: 0.25, top: 25, capacity: 5_000 };

/** Agent families drawn as their own line over time; the rest are summed as `other`. */
const CHARTED_AGENTS = 8;
/** Families kept per hour; more in one hour are counted as `other`. */
const FAMILIES_PER_HOUR = 64;
/** Over this many days of logs, the time series is per day rather than per hour. */
const HOURLY_UP_TO_DAYS = 3;

interface QuestionStats {
  mcp: number;
  results: number;
  empty: number;
  best: number | null;
}

const zeroSurfaces = (): Record<Surface, number> =>
  Object.fromEntries(SURFACES.map((s) => [s, 0])) as Record<Surface, number>;

/** Top scores in powers of two, for a median in fixed memory. */
const scoreBucket = (score: number): number => (score <= 1 ? 0 : Math.min(63, Math.ceil(Math.log2(score))));

export const createAggregate = (options: AggregateOptions = DEFAULT_OPTIONS) => {
  const { capacity } = options;
  const lines = { read: 0, requests: 0, refusals: 0, events: 0, ignored: 0 };
  let from: string | null = null;
  let to: string | null = null;
  const hours = new Map<string, { surfaces: Record<Surface, number>; agents: Map<string, number> }>();
  const surfaces = zeroSurfaces();
  const refusals = zeroSurfaces();
  const agents = new BoundedCounter<boolean>(capacity, () => false);
  const statuses = new Map<string, number>();
  const questions = new BoundedCounter<QuestionStats>(capacity, () => ({ mcp: 0, results: 0, empty: 0, best: null }));
  const emptyQuestions = counter(capacity);
  const scores = new Array<number>(64).fill(0);
  const methods = counter(capacity);
  const tools = counter(capacity);
  const clients = new BoundedCounter<string>(capacity, () => "");
  const formats = new BoundedCounter<string>(capacity, () => "");
  const early = counter(capacity);

  const span = (time: string): void => {
    if (from === null || time < from) from = time;
    if (to === null || time > to) to = time;
  };

  const request = (line: RequestLogLine): void => {
    lines.requests++;
    span(line.time);
    const surface = line.surface ?? "other";
    surfaces[surface]++;
    const hourKey = line.time.slice(0, 13);
    let hour = hours.get(hourKey);
    if (!hour) {
      hour = { surfaces: zeroSurfaces(), agents: new Map() };
      hours.set(hourKey, hour);
    }
    hour.surfaces[surface]++;
    const family = line["user_agent.name"] ?? "unknown";
    const slot = hour.agents.has(family) || hour.agents.size < FAMILIES_PER_HOUR ? family : "other";
    hour.agents.set(slot, (hour.agents.get(slot) ?? 0) + 1);
    agents.add(family, () => line["user_agent.bot"] === true);
    const status = String(line.status);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (line.status === 429) refusals[surface]++;
    if (surface === "format" || surface === "markdown" || surface === "discovery") {
      formats.add(line.path, () => surface);
    }
    const method = line["mcp.method.name"];
    if (method !== undefined) methods.add(method);
    const tool = line["gen_ai.tool.name"];
    if (tool !== undefined) tools.add(tool);
    const client = line["mcp.client.name"];
    if (client !== undefined) clients.add(client, () => line["mcp.client.version"] ?? "");
    const query = line["search.query"];
    const results = line["search.results"];
    if (query !== undefined && results !== undefined) {
      const top = line["search.top_score"];
      questions.add(query, (stats) => ({
        mcp: stats.mcp + (surface === "mcp" ? 1 : 0),
        results: stats.results + results,
        empty: stats.empty + (results === 0 ? 1 : 0),
        best: top === undefined ? stats.best : Math.max(stats.best ?? 0, top),
      }));
      if (results === 0) emptyQuestions.add(query);
      if (top !== undefined) scores[scoreBucket(top)] = (scores[scoreBucket(top)] ?? 0) + 1;
    }
  };

  const refusal = (line: RefusalLogLine): void => {
    lines.refusals++;
    span(line.time);
    early.add(line.refused);
  };

  /** The median top score, as the upper edge of its power-of-two bucket. */
  const medianScore = (): number | null => {
    const total = scores.reduce((a, b) => a + b, 0);
    if (total === 0) return null;
    let seen = 0;
    for (const [bucket, n] of scores.entries()) {
      seen += n;
      if (seen * 2 >= total) return 2 ** bucket;
    }
    return null;
  };

  const series = (): Insights["traffic"] => {
    const days = from && to ? (Date.parse(to) - Date.parse(from)) / 86_400_000 : 0;
    const bucket = days > HOURLY_UP_TO_DAYS ? "day" : "hour";
    const keyOf = (hourKey: string): string => (bucket === "day" ? hourKey.slice(0, 10) : hourKey);
    const merged = new Map<string, { surfaces: Record<Surface, number>; agents: Map<string, number> }>();
    for (const [hourKey, hour] of hours) {
      const key = keyOf(hourKey);
      let into = merged.get(key);
      if (!into) {
        into = { surfaces: zeroSurfaces(), agents: new Map() };
        merged.set(key, into);
      }
      for (const s of SURFACES) into.surfaces[s] += hour.surfaces[s];
      for (const [family, n] of hour.agents) into.agents.set(family, (into.agents.get(family) ?? 0) + n);
    }
    const keys = [...merged.keys()].sort();
    const charted = agents.top(CHARTED_AGENTS).map((a) => a.key);
    const bySurface = Object.fromEntries(
      SURFACES.filter((s) => surfaces[s] > 0).map((s) => [s, keys.map((k) => merged.get(k)?.surfaces[s] ?? 0)]),
    );
    const byAgent: Record<string, number[]> = Object.fromEntries(
      charted.map((family) => [family, keys.map((k) => merged.get(k)?.agents.get(family) ?? 0)]),
    );
    const other = keys.map((k) => {
      let sum = 0;
      for (const [family, n] of merged.get(k)?.agents ?? []) if (!charted.includes(family)) sum += n;
      return sum;
    });
    if (other.some((n) => n > 0)) byAgent.other = other;
    const starts = keys.map((k) => (bucket === "day" ? `${k}T00:00:00Z` : `${k}:00:00Z`));
    return { bucket, buckets: starts, bySurface, byAgent };
  };

  const gaps = (): Insights["gaps"] => {
    const median = medianScore();
    const weakBelow = median === null ? null : median * options.weakFraction;
    const found = new Map<string, { query: string; count: number; empty: number }>();
    for (const { key, count } of emptyQuestions.top(capacity)) found.set(key, { query: key, count, empty: count });
    for (const { key, count, stats } of questions.top(capacity)) {
      const weak = stats.empty === count || (weakBelow !== null && stats.best !== null && stats.best < weakBelow);
      if (weak) found.set(key, { query: key, count, empty: Math.max(stats.empty, found.get(key)?.empty ?? 0) });
    }
    // Grouping compares each question with every group: only the commonest thousand are grouped.
    const commonest = [...found.values()].sort((a, b) => b.count - a.count).slice(0, 1_000);
    return { weakBelow, groups: groupGaps(commonest).slice(0, options.top) };
  };

  return {
    /** A line that is not JSON, or JSON that is not this service's. */
    ignored: (): void => {
      lines.read++;
      lines.ignored++;
    },
    /** One of the server's own event lines (a reload, the store going down, dropped log lines). */
    event: (): void => {
      lines.read++;
      lines.events++;
    },
    request: (line: RequestLogLine): void => {
      lines.read++;
      request(line);
    },
    refusal: (line: RefusalLogLine): void => {
      lines.read++;
      refusal(line);
    },
    finish: (files: readonly string[], generatedAt: string): Insights => ({
      generatedAt,
      files: [...files],
      lines: { ...lines },
      range: { from, to },
      traffic: series(),
      surfaces: { ...surfaces },
      agents: agents.top(options.top).map(({ key, count, stats }) => ({ name: key, count, bot: stats })),
      statuses: Object.fromEntries([...statuses].sort()),
      questions: questions.top(options.top).map(({ key, count, stats }) => ({
        query: key,
        count,
        mcp: stats.mcp,
        meanResults: Math.round((stats.results / count) * 10) / 10,
        bestScore: stats.best,
      })),
      gaps: gaps(),
      mcp: {
        methods: methods.top(options.top).map(({ key, count }) => ({ name: key, count })),
        tools: tools.top(options.top).map(({ key, count }) => ({ name: key, count })),
        clients: clients.top(options.top).map(({ key, count, stats }) => ({ name: key, version: stats, count })),
      },
      formats: formats.top(options.top).map(({ key, count, stats }) => ({ path: key, surface: stats, count })),
      refusals: {
        bySurface: { ...refusals },
        early: early.top(options.top).map(({ key, count }) => ({ name: key, count })),
      },
    }),
  };
};

export type Aggregate = ReturnType<typeof createAggregate>;

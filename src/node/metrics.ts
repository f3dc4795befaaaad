/**
 * The process's Prometheus metrics (prom-client), scraped from the admin listener (admin-server.ts). The app
 * knows nothing of them: it reports through its observer (src/http/observer.ts) and server.ts turns reports and
 * finished requests into calls here. A request's observation is on the hot path of every table hit, so the
 * labelled children are looked up once per label set and kept: `labels()` builds a key string per call.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AnswerCacheName } from "../http/observer.js";
import type { Surface } from "../schema/request-log.js";

/** Seconds; table hits answer in well under a millisecond, searches and MCP calls in a few. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export interface BuildInfo {
  readonly version: string;
  readonly contentHash: string;
}

export interface ServerMetrics {
  readonly registry: Registry;
  /** A finished request: its surface, status and duration. 429s also count as quota refusals. */
  readonly request: (surface: Surface, status: number, seconds: number) => void;
  readonly mcpRequest: (method: string, tool: string) => void;
  readonly answerCache: (cache: AnswerCacheName, hit: boolean) => void;
  /** The shared quota store failed and counting fell back to this process (fail-open.ts). */
  readonly storeFallback: () => void;
  readonly contentReload: (outcome: "ok" | "failed") => void;
  readonly buildInfo: (info: BuildInfo) => void;
}

export interface MetricsSources {
  /** Lines the log sink dropped since start (log-sink.ts). */
  readonly logLinesDropped: () => number;
  /** Whether the quota is counted in this process because the shared store is away. */
  readonly storeDegraded: () => boolean;
}

/** A cache of labelled children, two levels deep, so recording allocates nothing once warm. */
const childrenOf = <A, B, C>(make: (a: A, b: B) => C) => {
  const byA = new Map<A, Map<B, C>>();
  return (a: A, b: B): C => {
    let byB = byA.get(a);
    if (!byB) {
      byB = new Map();
      byA.set(a, byB);
    }
    let child = byB.get(b);
    if (!child) {
      child = make(a, b);
      byB.set(b, child);
    }
    return child;
  };
};

/** The names the server itself answers to: always a label of their own, whatever clients send first. */
export interface LabelVocabulary {
  readonly methods: readonly string[];
  readonly tools: readonly string[];
}

/**
 * Label values a client chooses (an MCP method or tool name): the server's own names always pass; other names
 * are kept up to a fixed number of distinct ones, then reported as `other`, so a client sending random names
 * can neither grow the registry without bound nor, by sending them first, push the real names into `other`.
 */
export const MAX_CLIENT_LABELS = 64;
const boundedLabel = (known: readonly string[]) => {
  const own = new Set(known);
  const seen = new Set<string>();
  return (value: string): string => {
    if (own.has(value) || seen.has(value)) return value;
    if (seen.size >= MAX_CLIENT_LABELS) return "other";
    seen.add(value);
    return value;
  };
};

export const serverMetrics = (sources: MetricsSources, vocabulary: LabelVocabulary): ServerMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by surface (route class) and status code.",
    labelNames: ["surface", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by surface (route class) and status code.",
    labelNames: ["surface", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "quota_refusals_total",
    help: "Requests refused with 429 (over the fair-use quota), by surface.",
    labelNames: ["surface"] as const,
    registers: [registry],
  });
  const mcp = new Counter({
    name: "mcp_requests_total",
    help: "MCP requests received (one per POST), by method (mcp.method.name) and tool (gen_ai.tool.name; empty when not a tool call).",
    labelNames: ["method", "tool"] as const,
    registers: [registry],
  });
  const cache = new Counter({
    name: "answer_cache_requests_total",
    help: "Answer-cache lookups (search answers, MCP tool answers), by cache and result (hit or miss).",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
  });
  const fallbacks = new Counter({
    name: "rate_limit_store_fallbacks_total",
    help: "Times the shared quota store (Redis) failed and counting fell back to this process (fail open).",
    registers: [registry],
  });
  new Gauge({
    name: "rate_limit_store_degraded",
    help: "1 while the quota is counted in this process because the shared store is away, else 0.",
    registers: [registry],
    collect() {
      this.set(sources.storeDegraded() ? 1 : 0);
    },
  });
  const reloads = new Counter({
    name: "content_reloads_total",
    help: "Content reloads on SIGHUP, by outcome (ok: the new content is served; failed: the old one is kept).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  let droppedReported = 0;
  new Counter({
    name: "log_lines_dropped_total",
    help: "Log lines dropped by the bounded log sink because standard output did not keep up.",
    registers: [registry],
    collect() {
      const total = sources.logLinesDropped();
      if (total > droppedReported) this.inc(total - droppedReported);
      droppedReported = total;
    },
  });
  const build = new Gauge({
    name: "profile_service_build_info",
    help: "Always 1; the labels say what is running: the service's version, Node's, and the content's hash.",
    labelNames: ["version", "node_version", "content_hash"] as const,
    registers: [registry],
  });

  const requestChild = childrenOf((surface: Surface, status: number) => ({
    count: requests.labels(surface, String(status)),
    duration: duration.labels(surface, String(status)),
    refusals: status === 429 ? refusals.labels(surface) : undefined,
  }));
  const mcpChild = childrenOf((method: string, tool: string) => mcp.labels(method, tool));
  const methodLabel = boundedLabel(vocabulary.methods);
  // Not a tool call: the empty tool is the server's own value too.
  const toolLabel = boundedLabel(["", ...vocabulary.tools]);

  return {
    registry,
    request: (surface, status, seconds) => {
      const child = requestChild(surface, status);
      child.count.inc();
      child.duration.observe(seconds);
      child.refusals?.inc();
    },
    mcpRequest: (method, tool) => mcpChild(methodLabel(method), toolLabel(tool)).inc(),
    answerCache: (name, hit) => cache.labels(name, hit ? "hit" : "miss").inc(),
    storeFallback: () => fallbacks.inc(),
    contentReload: (outcome) => reloads.labels(outcome).inc(),
    buildInfo: ({ version, contentHash }) => {
      build.reset();
      build.labels(version, process.version, contentHash).set(1);
    },
  };
};

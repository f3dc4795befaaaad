/**
 * What the app reports to its runtime, which the app cannot see from outside: the facts of an MCP call or a
 * search for the request's log line, and whether an answer cache answered. The app only calls these; the Node
 * entry turns them into log fields and Prometheus metrics (src/node/), a runtime without them passes nothing.
 * Kept free of any runtime so every surface can report through it.
 */
import type { Context } from "hono";
import type { LogFields } from "../schema/request-log.js";

/** The per-request answer caches (answer-cache.ts): REST search answers and MCP tool answers. */
export type AnswerCacheName = "search" | "mcp";

export interface AppObserver {
  /** Facts learned while answering `c`; called at most once or twice per request, before the response is sent. */
  readonly logFields?: (c: Context, facts: LogFields) => void;
  /** An answer cache was consulted: `hit` when it held the answer. */
  readonly answerCache?: (cache: AnswerCacheName, hit: boolean) => void;
}

import type { LogFields, RefusalLogLine, RequestLogLine } from "../schema/request-log.js";
import type { EarlyRefusalKind } from "./early-refusal.js";
import { surfaceOf } from "./surface.js";
import type { AgentFamily } from "./user-agent.js";

/** The last time written's second, as toISOString writes it up to its milliseconds ("2026-11-28T22:15:04."). */
let second = { at: Number.NaN, text: "" };
/** The last millisecond toISOString writes with a four-digit year (9999-12-31T23:59:59.999Z). */
const LAST_FOUR_DIGIT_YEAR_MS = 253_402_300_799_999;

/**
 * `new Date(at).toISOString()`, with each second's text kept: that call costs about a microsecond, a tenth of a
 * logged table hit's own work, and a busy server writes many lines a second.
 */
export const isoTime = (at: number): string => {
  if (!Number.isInteger(at) || at < 0 || at > LAST_FOUR_DIGIT_YEAR_MS) return new Date(at).toISOString();
  const ms = at % 1000;
  const start = at - ms;
  if (second.at !== start) second = { at: start, text: new Date(start).toISOString().slice(0, 20) };
  return `${second.text}${ms < 10 ? "00" : ms < 100 ? "0" : ""}${ms}Z`;
};

/**
 * One JSON line per request, of the shape schema/request-log.ts declares (and the privacy page lists). The
 * client appears only as a salted hash of its rate-limit key: requests of one client can be told apart from
 * others' within a process (or across replicas sharing LOG_SALT), but the address cannot be read back. The query
 * string is left out; of the client's own text only a search's words are kept, normalised and cut
 * (`search.query`), as the app reports them.
 */
export type RequestLogEntry = RequestLogLine;

export const requestLogEntry = (input: {
  /** Epoch milliseconds when the request arrived. */
  at: number;
  durationMs: number;
  method: string;
  url: string;
  status: number;
  clientHash: string;
  completed: boolean;
  /** The User-Agent's family (user-agent.ts); left out of the line when not given. */
  agent?: AgentFamily | undefined;
  /** What the app reported about the request (the MCP call, the search). */
  facts?: LogFields | undefined;
}): RequestLogEntry => {
  const query = input.url.indexOf("?");
  const path = (query === -1 ? input.url : input.url.slice(0, query)).slice(0, 512);
  return {
    time: isoTime(input.at),
    method: input.method,
    path,
    status: input.status,
    ms: Math.round(input.durationMs * 10) / 10,
    client: input.clientHash,
    ...(input.completed ? {} : { aborted: true as const }),
    surface: surfaceOf(path),
    ...(input.agent ? { "user_agent.name": input.agent.name, "user_agent.bot": input.agent.bot } : {}),
    ...input.facts,
  };
};

/**
 * One JSON line per request refused before the app ran (a request the parser could not read, a client too slow
 * with its headers): it has no method or path to log, and `ms` is how long the server held the connection.
 */
export type RefusalLogEntry = RefusalLogLine & { readonly refused: EarlyRefusalKind };

export const refusalLogEntry = (input: {
  at: number;
  kind: EarlyRefusalKind;
  status: number;
  connectionMs: number;
  clientHash: string;
}): RefusalLogEntry => ({
  time: isoTime(input.at),
  refused: input.kind,
  status: input.status,
  ms: Math.round(input.connectionMs * 10) / 10,
  client: input.clientHash,
});

import type { LogFields, RefusalLogLine } from "../schema/request-log.js";
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
 * One JSON line per request, of the shape schema/request-log.ts declares (and the privacy page lists), in that
 * order, the app's facts last in the order it reported them. The client appears only as a salted hash of its
 * rate-limit key: requests of one client can be told apart from others' within a process (or across replicas
 * sharing LOG_SALT), but the address cannot be read back. The query string is left out; of the client's own text
 * only a search's words are kept, normalised and cut (`search.query`), as the app reports them.
 *
 * Written as text, not as an object given to JSON.stringify: a busy server writes one for every request, and
 * building the object (its optional parts spread in) and walking it cost twice what joining the parts does. The
 * bytes are JSON.stringify's (request-log.test.ts holds the two to that): every string a request brings is
 * quoted by JSON.stringify; the time and the surface are the writer's own, in characters JSON leaves as they are.
 */
export const requestLogLine = (input: {
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
}): string => {
  const query = input.url.indexOf("?");
  const path = (query === -1 ? input.url : input.url.slice(0, query)).slice(0, 512);
  let line =
    `{"time":"${isoTime(input.at)}","method":${JSON.stringify(input.method)},"path":${JSON.stringify(path)}` +
    `,"status":${number(input.status)},"ms":${number(Math.round(input.durationMs * 10) / 10)}` +
    `,"client":${JSON.stringify(input.clientHash)}${input.completed ? "" : ',"aborted":true'},"surface":"${surfaceOf(path)}"`;
  const { agent, facts } = input;
  if (agent) line += `,"user_agent.name":${JSON.stringify(agent.name)},"user_agent.bot":${agent.bot}`;
  if (facts) {
    for (const name in facts) {
      const value = facts[name as keyof LogFields];
      if (value !== undefined) line += `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
    }
  }
  return `${line}}`;
};

/** A number as JSON writes it: a finite one as JavaScript prints it, NaN and the infinities as null. */
const number = (value: number): string => (Number.isFinite(value) ? String(value) : "null");

/**
 * One JSON line per request refused before the app ran (a request the parser could not read, a client too slow
 * with its headers): it has no method or path to log, and `ms` is how long the server held the connection.
 */
export const refusalLogLine = (input: {
  at: number;
  kind: EarlyRefusalKind;
  status: number;
  connectionMs: number;
  clientHash: string;
}): string => {
  const entry: RefusalLogLine & { readonly refused: EarlyRefusalKind } = {
    time: isoTime(input.at),
    refused: input.kind,
    status: input.status,
    ms: Math.round(input.connectionMs * 10) / 10,
    client: input.clientHash,
  };
  return JSON.stringify(entry);
};

import type { LogFields, RefusalLogLine, RequestLogLine } from "../schema/request-log.js";
import type { EarlyRefusalKind } from "./early-refusal.js";
import { surfaceOf } from "./surface.js";
import type { AgentFamily } from "./user-agent.js";

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
    time: new Date(input.at).toISOString(),
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
  time: new Date(input.at).toISOString(),
  refused: input.kind,
  status: input.status,
  ms: Math.round(input.connectionMs * 10) / 10,
  client: input.clientHash,
});

import type { EarlyRefusalKind } from "./early-refusal.js";

/**
 * One JSON line per request. The client appears only as a salted hash of its rate-limit key: requests of one
 * client can be told apart from others' within a process (or across replicas sharing LOG_SALT), but the
 * address cannot be read back. The query string is left out: search words are the client's own text.
 */
export interface RequestLogEntry {
  readonly time: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly ms: number;
  readonly client: string;
  /** Present when the client went away before the response was sent in full. */
  readonly aborted?: true;
}

export const requestLogEntry = (input: {
  /** Epoch milliseconds when the request arrived. */
  at: number;
  durationMs: number;
  method: string;
  url: string;
  status: number;
  clientHash: string;
  completed: boolean;
}): RequestLogEntry => {
  const query = input.url.indexOf("?");
  return {
    time: new Date(input.at).toISOString(),
    method: input.method,
    path: (query === -1 ? input.url : input.url.slice(0, query)).slice(0, 512),
    status: input.status,
    ms: Math.round(input.durationMs * 10) / 10,
    client: input.clientHash,
    ...(input.completed ? {} : { aborted: true as const }),
  };
};

/**
 * One JSON line per request refused before the app ran (a request the parser could not read, a client too slow
 * with its headers): it has no method or path to log, and `ms` is how long the server held the connection.
 */
export interface RefusalLogEntry {
  readonly time: string;
  readonly refused: EarlyRefusalKind;
  readonly status: number;
  readonly ms: number;
  readonly client: string;
}

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

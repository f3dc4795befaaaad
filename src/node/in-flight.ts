/**
 * The responses each connection still owes. Node answers pipelined requests in order, so a parser error in bytes
 * that follow requests still being answered (a search, an MCP call) must wait for their responses: written at
 * once, its refusal would be read as the answer to the oldest of them, and closing the connection would drop
 * them. Only requests read in full are waited for: one whose body the error (or a timeout) cut short will never
 * be answered.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export interface InFlight {
  /**
   * Calls `next` once every response owed on `socket` is written: at once when none is owed, or when one is
   * owed to a request whose body never arrived in full.
   */
  readonly whenAnswered: (socket: Duplex, next: () => void) => void;
}

interface Owed {
  readonly requests: Set<IncomingMessage>;
  /** What waits for the last of them. */
  next?: (() => void) | undefined;
}

export const trackInFlight = (server: Server): InFlight => {
  const owed = new WeakMap<Duplex, Owed>();
  // First among the request listeners, so that a request is counted before any listener can answer it.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const entry = owed.get(req.socket) ?? { requests: new Set() };
    owed.set(req.socket, entry);
    entry.requests.add(req);
    // 'close': the response was written in full, or its connection ended first.
    res.once("close", () => {
      entry.requests.delete(req);
      if (entry.requests.size > 0 || !entry.next) return;
      const { next } = entry;
      entry.next = undefined;
      next();
    });
  });
  return {
    whenAnswered: (socket, next) => {
      const entry = owed.get(socket);
      const waits = entry !== undefined && entry.requests.size > 0 && [...entry.requests].every((req) => req.complete);
      if (waits) entry.next = next;
      else next();
    },
  };
};

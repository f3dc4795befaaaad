/**
 * The responses each connection still owes. Node answers pipelined requests in order, so a parser error in bytes
 * that follow requests still being answered (a search, an MCP call) must wait for their responses: written at
 * once, its refusal would be read as the answer to the oldest of them, and closing the connection would drop
 * them.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export interface InFlight {
  /** Calls `next` once every response owed on `socket` is written (at once when none is). */
  readonly whenAnswered: (socket: Duplex, next: () => void) => void;
}

interface Owed {
  count: number;
  /** What waits for the last of them. */
  next?: (() => void) | undefined;
}

export const trackInFlight = (server: Server): InFlight => {
  const owed = new WeakMap<Duplex, Owed>();
  // First among the request listeners, so that a request is counted before any listener can answer it.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const entry = owed.get(req.socket) ?? { count: 0 };
    owed.set(req.socket, entry);
    entry.count++;
    // 'close': the response was written in full, or its connection ended first.
    res.once("close", () => {
      entry.count--;
      if (entry.count > 0 || !entry.next) return;
      const { next } = entry;
      entry.next = undefined;
      next();
    });
  });
  return {
    whenAnswered: (socket, next) => {
      const entry = owed.get(socket);
      if (!entry || entry.count === 0) next();
      else entry.next = next;
    },
  };
};

/**
 * Node's `clientError` event: a request its parser refused, or a client that timed out sending headers. Node's
 * default answer is a bare status line; this one writes the Error shape (see http/early-refusal.ts) and closes,
 * and tells the log what was refused.
 */
import type { Server } from "node:http";
import {
  DATA_AFTER_CLOSE,
  type EarlyRefusalKind,
  earlyRefusal,
  earlyRefusalKind,
  earlyRefusalStatus,
  type RefusedBytes,
} from "../http/early-refusal.js";
import type { RateLimitPolicy } from "../http/rate-limit/policy.js";
import type { ErrorCode } from "../schema/error.js";
import { type OwingSocket, whenAnswered } from "./in-flight.js";

/** A parser error as Node reports it: the packet it was reading and how far it got. */
type ParserError = Error & { code?: string; rawPacket?: unknown; bytesParsed?: unknown };

/** The refused bytes, when Node attached them (its parser errors carry them; timeouts do not). */
const refusedBytes = (error: ParserError): RefusedBytes | undefined =>
  error.rawPacket instanceof Uint8Array && typeof error.bytesParsed === "number"
    ? { bytes: error.rawPacket, at: error.bytesParsed }
    : undefined;

export const answerClientError =
  (docsUrl: (code: ErrorCode) => string, policy?: RateLimitPolicy) =>
  (error: ParserError, socket: OwingSocket): void => {
    // The requests before these bytes are still being answered, and Node closes the connection after the
    // response to the one that asked it to: destroying the socket now would drop those responses.
    if (error.code === DATA_AFTER_CLOSE) return;
    const response = earlyRefusal(error.code, docsUrl, policy, refusedBytes(error));
    if (response === null) {
      socket.destroy();
      return;
    }
    // The requests read before the bad bytes are answered first, in order. A connection that no longer
    // takes writes has had its last response (a refusal of the head closes it), and one whose response is
    // under way cannot take a second spliced in: nothing is added to either.
    whenAnswered(socket, () => {
      // As Node's own handler does: write, then destroy rather than half-close, so a client that never reads
      // or closes cannot keep the socket.
      if (socket.writable && !socket._httpMessage?.headersSent) socket.write(response);
      socket.destroy();
    });
  };

/** A request refused before the app ran, for the log. */
export interface Refused {
  readonly kind: EarlyRefusalKind;
  readonly status: number;
  /**
   * How long the server had held the connection: for a header timeout, from accepting it to closing it. A
   * connection that waited in the kernel's queue before it was accepted waited longer in the client's eyes.
   */
  readonly connectionMs: number;
  readonly remoteAddress: string | undefined;
}

/** Calls `onRefused` for every request the server refuses before the app runs. */
export const reportRefusals = (server: Server, onRefused: (refused: Refused) => void): void => {
  const acceptedAt = new WeakMap<object, number>();
  server.on("connection", (socket) => acceptedAt.set(socket, performance.now()));
  server.prependListener("clientError", (error: ParserError, socket: OwingSocket) => {
    const kind = earlyRefusalKind(error.code, refusedBytes(error));
    // A response already sent on this socket (a refusal of the head, before the parser reached its error) is
    // in the request log: one line per request.
    if (kind === null || socket._httpMessage?.headersSent) return;
    onRefused({
      kind,
      status: earlyRefusalStatus(kind),
      connectionMs: performance.now() - (acceptedAt.get(socket) ?? performance.now()),
      remoteAddress: (socket as Partial<{ remoteAddress: string }>).remoteAddress,
    });
  });
};

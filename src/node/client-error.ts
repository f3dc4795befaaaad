/**
 * Node's `clientError` event: a request its parser refused, or a client that timed out sending headers. Node's
 * default answer is a bare status line; this one writes the Error shape (see http/early-refusal.ts) and closes.
 */
import type { Duplex } from "node:stream";
import { earlyRefusal } from "../http/early-refusal.js";
import type { RateLimitPolicy } from "../http/rate-limit/policy.js";
import type { ErrorCode } from "../schema/error.js";

/** Node's own guard: a response already under way on this socket must not get a second one spliced in. */
type Socket = Duplex & { readonly _httpMessage?: { readonly headersSent?: boolean } | null };

export const answerClientError =
  (docsUrl: (code: ErrorCode) => string, policy?: RateLimitPolicy) =>
  (error: Error & { code?: string }, socket: Socket): void => {
    const response = earlyRefusal(error.code, docsUrl, policy);
    if (response === null || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    // As Node's own handler does: write, then destroy rather than half-close, so a client that never reads
    // or closes cannot keep the socket.
    socket.write(response);
    socket.destroy();
  };

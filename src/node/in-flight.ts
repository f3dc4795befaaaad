/**
 * The responses a connection still owes. Node answers pipelined requests in order, so a parser error in bytes
 * that follow requests still being answered (a search, an MCP call) must wait for their responses: written at
 * once, its refusal would be read as the answer to the oldest of them, and closing the connection would drop
 * them. Only requests read in full are waited for: one whose body the error (or a timeout) cut short will never
 * be answered.
 *
 * Node keeps the response being written on the socket (`_httpMessage`) and queues the later ones until it ends,
 * then moves the next onto the socket. Walking that, from the socket alone, costs nothing per request: a
 * listener on every request (tried first) put a listener and a closure on every response, cacheable ones (the
 * hot path, served at bare node:http speed) included.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

/** The response Node is writing on the socket, if any (an internal field, read as Node's own clientError does). */
interface Owed {
  readonly headersSent?: boolean;
  readonly req?: Pick<IncomingMessage, "complete">;
  once(event: "close", listener: () => void): unknown;
}
export type OwingSocket = Duplex & { readonly _httpMessage?: Owed | null };

/**
 * Calls `next` once every response owed on `socket` is written: at once when none is, or when the one being
 * written answers a request whose body never arrived in full.
 */
export const whenAnswered = (socket: OwingSocket, next: () => void): void => {
  const owed = socket._httpMessage;
  // 'close' comes after Node has moved the next queued response, if any, onto the socket: look again then.
  if (owed?.req?.complete) owed.once("close", () => whenAnswered(socket, next));
  else next();
};

/**
 * Every response the app makes states its length, so that its framing is the same for GET and HEAD:
 *
 * - A HEAD carries the header fields its GET would (RFC 9110 §9.3.2), Content-Length included. Hono answers HEAD by
 *   running the GET and dropping the body, and a runtime writes Content-Length from the body it sends, which is
 *   then none: so the length is read from the GET's body before it is dropped. Only HEAD pays for it; table hits
 *   carry their length already (table.ts).
 * - A response made without a body (a 308 redirect) is `Content-Length: 0`. Without it Node frames the GET's empty
 *   body as chunked and the HEAD's not at all, and a client that reads until the connection closes waits.
 *   1xx, 204 and 304 carry no content and must not say a length (§8.6).
 *
 * A response that names a Content-Type has content to type, so its body is not looked at. Looking is not free on
 * Node: `body` of @hono/node-server's Response builds a full web Response around a stream, which the adapter then
 * reads chunk by chunk instead of writing the string it was made from (twice the CPU of an MCP call or a search).
 */
import type { MiddlewareHandler } from "hono";

const carriesNoContent = (status: number): boolean => status < 200 || status === 204 || status === 304;

export const contentLength: MiddlewareHandler = async (c, next) => {
  await next();
  const { res } = c;
  if (res.headers.has("Content-Length") || carriesNoContent(res.status)) return;
  if (c.req.method === "HEAD") {
    // Measured before the header is set: measuring makes the Response anew, with headers of its own.
    const length = (await res.clone().arrayBuffer()).byteLength;
    res.headers.set("Content-Length", String(length));
  } else if (!res.headers.has("Content-Type") && res.body === null) {
    res.headers.set("Content-Length", "0");
  }
};

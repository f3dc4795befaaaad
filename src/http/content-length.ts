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
 */
import type { MiddlewareHandler } from "hono";

const carriesNoContent = (status: number): boolean => status < 200 || status === 204 || status === 304;

export const contentLength: MiddlewareHandler = async (c, next) => {
  await next();
  const { res } = c;
  if (res.headers.has("Content-Length") || carriesNoContent(res.status)) return;
  if (res.body === null) res.headers.set("Content-Length", "0");
  else if (c.req.method === "HEAD")
    res.headers.set("Content-Length", String((await res.clone().arrayBuffer()).byteLength));
};

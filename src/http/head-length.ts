/**
 * A HEAD carries the header fields its GET would (RFC 9110 §9.3.2), Content-Length included. Hono answers HEAD by
 * running the GET and dropping the body, and a runtime writes Content-Length from the body it sends, which is
 * then none: so the length is read from the GET's body before it is dropped. Only HEAD pays for it; table hits
 * carry their length already (table.ts).
 */
import type { MiddlewareHandler } from "hono";

export const headLength: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "HEAD") return next();
  await next();
  const { res } = c;
  if (res.body === null || res.headers.has("Content-Length")) return;
  res.headers.set("Content-Length", String((await res.clone().arrayBuffer()).byteLength));
};

/**
 * A web-standard request answered from the response table, without the app: what a runtime that receives
 * `Request`s (a Workers isolate) serves before the app exists, as the Node fast path does from raw requests. The
 * answer is the app's own for the same request (test: table-request.test.ts); anything else is left to the app.
 */
import type { ResponseTable } from "./table.js";

/** The table's answer to a plain GET or HEAD of one of its paths; undefined leaves the request to the app. */
export const fromTable = (table: ResponseTable | undefined, request: Request): Response | undefined => {
  if (!table || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  const { pathname } = new URL(request.url);
  // Percent-encoded paths are decoded by the app's router; leave them to it, as on Node.
  if (pathname.includes("%")) return undefined;
  const hit = table.lookup({
    method: request.method,
    path: pathname,
    accept: request.headers.get("Accept") ?? undefined,
    acceptEncoding: request.headers.get("Accept-Encoding") ?? undefined,
    ifMatch: request.headers.get("If-Match") ?? undefined,
    ifNoneMatch: request.headers.get("If-None-Match") ?? undefined,
  });
  return hit && new Response(hit.body, { status: hit.status, headers: hit.headers });
};

/**
 * A draft's answers ask not to be indexed (`X-Robots-Tag: noindex`), every one of them: pages, Markdown twins,
 * API, discovery files, search, MCP and errors. Only a local preview serves a draft, so copying each response to
 * add the header costs nothing that matters; a published record never passes through here.
 */
import type { MiddlewareHandler } from "hono";
import type { ResponseTable } from "./table.js";

export const NOINDEX_HEADERS: Readonly<Record<string, string>> = { "X-Robots-Tag": "noindex" };

/** The same table, its hits carrying the header: what a runtime answering hits itself (the Node fast path) serves. */
export const noindexTable = (table: ResponseTable): ResponseTable => ({
  ...table,
  lookup: (request) => {
    const hit = table.lookup(request);
    return hit && { ...hit, headers: { ...hit.headers, ...NOINDEX_HEADERS } };
  },
});

/** Every response of the app, whatever made it (the MCP SDK's included), carries the header. */
export const noindex: MiddlewareHandler = async (c, next) => {
  await next();
  const response = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(NOINDEX_HEADERS)) response.headers.set(name, value);
  c.res = undefined;
  c.res = response;
};

/**
 * The app's own middleware and handlers, each named for its one job; app.ts puts them in order. Every response
 * carries its CORS and policy headers from where it is built (the table's entries, the error renderer, the
 * search handler): a middleware that edited headers after the fact would copy each response, which costs most
 * of a request on the cached paths.
 */
import type { Context, ErrorHandler, MiddlewareHandler } from "hono";
import { MCP_PATH } from "../content/urls.js";
import { ApiError, renderError } from "./errors.js";
import { ALLOWED_METHODS, preflightHeaders } from "./headers.js";
import { policyHeader, type RateLimitPolicy } from "./rate-limit/policy.js";
import type { ResponseTable } from "./table.js";

type DocsUrl = Parameters<typeof renderError>[1];

const READ_METHODS = ALLOWED_METHODS.split(", ");

export const isApi = (path: string): boolean => path === "/api" || path.startsWith("/api/");

/** CORS preflight for everything but /mcp (whose route answers its own); API paths also state the quota. */
export const preflight =
  (successHeaders: Readonly<Record<string, string>>): MiddlewareHandler =>
  (c, next) => {
    if (c.req.path === MCP_PATH) return next();
    const headers = preflightHeaders(c.req.header("Access-Control-Request-Headers"));
    return Promise.resolve(c.body(null, 204, isApi(c.req.path) ? { ...headers, ...successHeaders } : headers));
  };

/** Read-only: any method but the read methods is refused, except on /mcp, where JSON-RPC is POSTed. */
export const readOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.path !== MCP_PATH && !READ_METHODS.includes(c.req.method)) {
    throw new ApiError("method_not_allowed", {
      message: `The method ${c.req.method} is not allowed; this API is read-only.`,
      headers: { Allow: ALLOWED_METHODS },
    });
  }
  await next();
};

/** A hit in the response table is answered from its prepared bytes; a miss goes on to the routes. */
export const serveTable =
  (table: ResponseTable): MiddlewareHandler =>
  async (c, next) => {
    const hit = table.lookup({
      method: c.req.method,
      path: c.req.path,
      accept: c.req.header("Accept"),
      acceptEncoding: c.req.header("Accept-Encoding"),
      ifMatch: c.req.header("If-Match"),
      ifNoneMatch: c.req.header("If-None-Match"),
    });
    if (!hit) return next();
    return new Response(hit.body, { status: hit.status, headers: hit.headers });
  };

/** What an error on an API path carries besides its own headers: the quota's policy. */
export const apiErrorHeaders = (policy: RateLimitPolicy): Record<string, string> => ({
  "RateLimit-Policy": policyHeader(policy),
});

/** The headers an error or redirect carries: an API path states the quota. */
export const errorHeaders =
  (policy: RateLimitPolicy) =>
  (c: Context): Record<string, string> =>
    isApi(c.req.path) ? apiErrorHeaders(policy) : {};

/** An ApiError is rendered as it says; anything else is logged with a request id and answered as internal_error. */
export const handleError =
  (docsUrl: DocsUrl, policy: RateLimitPolicy, logError: (entry: Record<string, unknown>) => void): ErrorHandler =>
  (error, c) => {
    const headers = errorHeaders(policy)(c);
    if (error instanceof ApiError) return renderError(error, docsUrl, headers);
    const requestId = crypto.randomUUID();
    logError({
      level: "error",
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: String(error),
      stack: error.stack,
    });
    return renderError(new ApiError("internal_error"), docsUrl, { ...headers, "X-Request-Id": requestId });
  };

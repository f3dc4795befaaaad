/**
 * /mcp: the MCP server (2026-07-28 and the 2025 revisions on one stateless endpoint, JSON responses, POST
 * only). Read top to bottom: headers every response gets, DNS-rebinding guard, CORS, then
 * POST (body limit, then the handler, which counts the quota) or 405. The handler, the SDK under it and the
 * prepared server load on the first POST, not at start-up: they are a fifth of the bundle and most of a
 * process's requests never need them.
 */
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Site } from "../../content/site.js";
import { MCP_PATH } from "../../content/urls.js";
import type { AppObserver } from "../../http/observer.js";
import type { Limiter } from "../../http/rate-limit/limiter.js";
import { policyHeader } from "../../http/rate-limit/policy.js";
import type { ServiceDescription } from "../../render/service-description.js";
import type { SearchIndex } from "../../search/index.js";
import type { WrittenAnswer, WrittenRequest } from "./handler.js";
import { JSONRPC_SERVER_ERROR, jsonRpcError } from "./jsonrpc.js";
import { dnsRebindingGuard, guardAllows } from "./origin.js";

export interface McpDeps {
  readonly site: Site;
  readonly index: () => SearchIndex;
  readonly limiter: Limiter;
  readonly identify: (c: Context) => string;
  /** What the guide pages print, for the Markdown resources. */
  readonly facts: ServiceDescription;
  /** false answers every message through the SDK (see direct.ts); the differential tests and bench:mcp use it. */
  readonly direct?: boolean;
  /** The app's log, for what the SDK would print as plain text (modern.ts). */
  readonly log?: (entry: Record<string, unknown>) => void;
  /** Told each request's MCP facts and answer-cache hits (src/http/observer.ts). */
  readonly observer?: AppObserver;
}

const ALLOW = "POST, OPTIONS";
/** Tool arguments are a few hundred bytes; even a full batch fits with room to spare. */
export const MAX_BODY_BYTES = 64 * 1024;

/** What a browser client must be able to read from a response. */
export const EXPOSED_HEADERS = [
  "Mcp-Session-Id",
  "MCP-Protocol-Version",
  "RateLimit",
  "RateLimit-Policy",
  "Retry-After",
];

/** What every /mcp answer tells a browser: any origin may read it, and these headers too. */
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(","),
};
const PREFLIGHT_MAX_AGE_SECONDS = 86400;

/**
 * Preflight: every origin, POST, and whatever request headers the client names (as /api/v1 does). The
 * revisions define open-ended header sets (2026-07-28's `Mcp-Param-*` from a tool's `x-mcp-header`), so a
 * fixed list would refuse some conforming browser client; the request headers carry no credentials here.
 *
 * Other answers get the CORS headers once built, as the other /mcp headers. (Hono's cors middleware writes
 * them onto a placeholder response before the handler runs, which makes Hono copy the handler's response and
 * the Node adapter stream its body instead of writing the string it was built from.)
 */
const mcpCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "OPTIONS") {
    const requested = c.req.header("Access-Control-Request-Headers");
    const allowHeaders = requested
      ?.split(",")
      .map((name) => name.trim())
      .join(",");
    return c.body(null, 204, {
      ...CORS_HEADERS,
      "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
      "Access-Control-Allow-Methods": "POST",
      ...(allowHeaders ? { "Access-Control-Allow-Headers": allowHeaders, Vary: "Access-Control-Request-Headers" } : {}),
    });
  }
  await next();
  for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value);
};

/**
 * Hono's bodyLimit, but a body that declares its length is judged by the header alone without touching the
 * request's body stream. bodyLimit reads `c.req.raw.body` first, which makes the Node adapter build a complete
 * web Request around a stream for every POST; the handler's `c.req.text()` otherwise reads the socket directly.
 * A body without a length (chunked) is counted as it streams, by bodyLimit itself.
 */
const limitBody = (maxSize: number): MiddlewareHandler => {
  // The rest of the body is never read, so the connection cannot be reused: say so, rather than promise
  // keep-alive and then drop the socket.
  const tooLarge = () =>
    jsonRpcError(413, JSONRPC_SERVER_ERROR, `Payload Too Large: a request body must not exceed ${maxSize} bytes.`, {
      Connection: "close",
    });
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return streamed(c, next);
    return Number.parseInt(length, 10) > maxSize ? Promise.resolve(tooLarge()) : next();
  };
};

type PostHandler = ReturnType<typeof import("./handler.js").handlePost>;

/**
 * POST /mcp for a runtime that reads the request and writes the answer itself (the Node server's
 * src/node/mcp-listener.ts): the answer with every header the route adds, when the handler is loaded, the guard
 * lets the request through and its answer is already kept; undefined hands the request to the app.
 */
export type WrittenMcp = (request: WrittenRequest) => Promise<WrittenAnswer | undefined> | undefined;

/** A POST /mcp as the runtime read it, the client named by its peer address (the app's `clientAddress`). */
export type McpRequest = Omit<WrittenRequest, "client"> & { readonly address: string | undefined };
export type McpRequestAnswer = Promise<WrittenAnswer | undefined> | undefined;

export interface McpRoute {
  readonly router: Hono;
  readonly written: WrittenMcp;
}

const loadPostHandler = async (
  { site, index, limiter, identify, facts, direct, log, observer }: McpDeps,
  routeHeaders: Readonly<Record<string, string>>,
): Promise<PostHandler> => {
  const [{ handlePost }, { prepareServer }] = await Promise.all([import("./handler.js"), import("../server.js")]);
  const prepared = prepareServer(site, index, facts);
  return handlePost({
    prepared,
    limiter,
    identify,
    direct,
    log,
    observer,
    index,
    docsUrl: site.urls.errorDoc,
    routeHeaders,
  });
};

export const createMcpRoute = (deps: McpDeps): McpRoute => {
  const { site, limiter } = deps;
  const router = new Hono();
  /** What every /mcp answer gets from the route besides the CORS headers. */
  const routeHeaders = { "RateLimit-Policy": policyHeader(limiter.policy), "X-Content-Type-Options": "nosniff" };
  // One promise for every request that arrives before the handler is ready, so it is loaded and prepared once.
  let post: Promise<PostHandler> | undefined;
  let loaded: PostHandler | undefined;

  router.use(MCP_PATH, async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(routeHeaders)) c.res.headers.set(name, value);
    if (c.req.method === "OPTIONS") c.res.headers.set("Allow", ALLOW);
  });
  router.use(MCP_PATH, dnsRebindingGuard(site.urls.base), mcpCors);

  router.post(MCP_PATH, limitBody(MAX_BODY_BYTES), async (c) => {
    post ??= loadPostHandler(deps, { ...CORS_HEADERS, ...routeHeaders }).then((handler) => {
      loaded = handler;
      return handler;
    });
    return (await post).post(c);
  });

  router.all(MCP_PATH, (c) =>
    jsonRpcError(
      405,
      JSONRPC_SERVER_ERROR,
      `Method Not Allowed: ${c.req.method} is not served; this stateless server takes JSON-RPC by POST only (no SSE stream, no session to delete).`,
      { Allow: ALLOW },
    ),
  );

  const guard = guardAllows(site.urls.base);
  const written: WrittenMcp = (request) => {
    const host = request.header("host");
    if (loaded === undefined || host === undefined || !guard(host, request.header("origin"))) return undefined;
    return loaded.written(request);
  };

  return { router, written };
};

export const createMcpRouter = (deps: McpDeps): Hono => createMcpRoute(deps).router;

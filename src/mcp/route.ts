/**
 * /mcp: the MCP server over the SDK's web-standard Streamable HTTP transport, stateless, JSON responses, POST
 * only; and the server card. Read top to bottom: headers every response gets, DNS-rebinding guard, CORS, then
 * POST (quota, body limit, handler) or 405.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { Site } from "../content/site.js";
import { MCP_PATH } from "../content/urls.js";
import type { Limiter } from "../http/rate-limit/limiter.js";
import { rateLimit } from "../http/rate-limit/middleware.js";
import { POLICY, RATE_LIMIT_POLICY_HEADER } from "../http/rate-limit/policy.js";
import type { ServiceFacts } from "../render/facts.js";
import type { SearchIndex } from "../search/index.js";
import { handlePost } from "./handler.js";
import { JSONRPC_SERVER_ERROR, jsonRpcError } from "./jsonrpc.js";
import { dnsRebindingGuard } from "./origin.js";
import { createServerFactory } from "./server.js";

export interface McpDeps {
  readonly site: Site;
  readonly index: SearchIndex;
  readonly limiter: Limiter;
  readonly identify: (c: Context) => string;
  /** What the guide pages print, for the Markdown resources. */
  readonly facts: ServiceFacts;
}

const ALLOW = "POST, OPTIONS";
/** Tool arguments are a few hundred bytes; even a full batch of 100 calls fits with room to spare. */
const MAX_BODY_BYTES = 64 * 1024;

const mcpCors = cors({
  origin: "*",
  allowMethods: ["POST"],
  allowHeaders: ["content-type", "accept", "mcp-protocol-version", "mcp-session-id", "last-event-id"],
  exposeHeaders: ["mcp-session-id", "mcp-protocol-version", "RateLimit", "RateLimit-Policy", "Retry-After"],
  maxAge: 86400,
});

export const createMcpRouter = ({ site, index, limiter, identify, facts }: McpDeps): Hono => {
  const router = new Hono();

  router.use(MCP_PATH, async (c, next) => {
    await next();
    c.res.headers.set("RateLimit-Policy", RATE_LIMIT_POLICY_HEADER);
    if (c.req.method === "OPTIONS") c.res.headers.set("Allow", ALLOW);
  });
  router.use(MCP_PATH, dnsRebindingGuard(site.urls.base), mcpCors);

  router.post(
    MCP_PATH,
    rateLimit(limiter, identify, (_c, decision, headers) =>
      jsonRpcError(
        429,
        JSONRPC_SERVER_ERROR,
        `Too Many Requests: over the fair-use quota of ${POLICY.quota} requests per ${POLICY.windowSeconds} seconds; retry in ${decision.resetSeconds} seconds.`,
        headers,
      ),
    ),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () =>
        jsonRpcError(
          413,
          JSONRPC_SERVER_ERROR,
          `Payload Too Large: a request body must not exceed ${MAX_BODY_BYTES} bytes.`,
        ),
    }),
    handlePost(createServerFactory(site, index, facts)),
  );

  router.all(MCP_PATH, (c) =>
    jsonRpcError(
      405,
      JSONRPC_SERVER_ERROR,
      `Method Not Allowed: ${c.req.method} is not served; this stateless server takes JSON-RPC by POST only (no SSE stream, no session to delete).`,
      { Allow: ALLOW },
    ),
  );

  return router;
};

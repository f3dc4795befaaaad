/** POST /mcp: the MCP server over the SDK's web-standard Streamable HTTP transport, stateless, JSON responses. */

import type { Context } from "hono";
import { Hono } from "hono";
import type { Site } from "../content/site.js";
import type { Limiter } from "../http/rate-limit/limiter.js";
import type { SearchIndex } from "../search/index.js";

export interface McpDeps {
  readonly site: Site;
  readonly index: SearchIndex;
  readonly limiter: Limiter;
  readonly identify: (c: Context) => string;
}

export const createMcpRouter = (_deps: McpDeps): Hono => new Hono();

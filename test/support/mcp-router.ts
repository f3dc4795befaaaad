/**
 * The /mcp router alone over a site, with the direct path on or off (off: every message through the SDK), for
 * comparing the two on the same requests. Each call has its own quota counter on a clock that never moves, so
 * two routers fed the same requests answer with the same RateLimit headers.
 */
import type { Hono } from "hono";
import type { Site } from "../../src/content/site.js";
import { createLimiter } from "../../src/http/rate-limit/limiter.js";
import { MemoryStore } from "../../src/http/rate-limit/memory.js";
import { DEFAULT_POLICY } from "../../src/http/rate-limit/policy.js";
import { createMcpRouter } from "../../src/mcp/transport/route.js";
import type { SearchIndex } from "../../src/search/index.js";
import { describeService } from "../../src/service-description.js";

export const mcpRouter = (site: Site, index: () => SearchIndex, direct: boolean): Hono => {
  const now = () => 0;
  return createMcpRouter({
    site,
    index,
    limiter: createLimiter(new MemoryStore(now), now, DEFAULT_POLICY),
    identify: (c) => c.req.header("x-test-client") ?? "192.0.2.1",
    facts: describeService(site, DEFAULT_POLICY),
    direct,
  });
};

/** Node entry: read the environment and content, build the app, listen; stop cleanly on SIGTERM/SIGINT. */
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { createApp } from "./app.js";
import { loadConfig } from "./config.js";
import { compileContent } from "./content/compile.js";
import { DEFAULT_CONTENT_DIR, loadContentFiles } from "./content/load.js";
import { formatProblems } from "./content/problems.js";
import { MAX_HEADER_BYTES } from "./http/early-refusal.js";
import { MemoryStore } from "./http/rate-limit/memory.js";
import { RedisStore } from "./http/rate-limit/redis.js";
import type { RateLimitStore } from "./http/rate-limit/store.js";
import { answerClientError } from "./node/client-error.js";

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();
const compiled = compileContent(await loadContentFiles(config.contentDir ?? DEFAULT_CONTENT_DIR), config.baseUrl);
if (!compiled.ok) {
  console.error(
    `Refusing to start: the content has ${compiled.problems.length} problem(s):\n${formatProblems(compiled.problems)}`,
  );
  process.exit(1);
}

const store: RateLimitStore =
  config.rateLimitStore === "memory" ? new MemoryStore() : new RedisStore(config.rateLimitStore);
const app = await createApp({
  site: compiled.site,
  trustProxy: config.trustProxy,
  store,
  clientAddress: (c) => getConnInfo(c).remote.address,
});

const server = serve(
  { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } },
  (info) => {
    console.log(
      `Serving ${config.baseUrl} on http://${info.address}:${info.port} (rate-limit store: ${config.rateLimitStore === "memory" ? "memory" : "redis"})`,
    );
  },
);
// Requests Node's parser refuses (a lower-case or unknown method, oversized headers) still get the Error shape.
server.on("clientError", answerClientError(compiled.site.urls.errorDoc));

// Slow or idle clients must not hold sockets open indefinitely.
if ("headersTimeout" in server) {
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
}

const shutdown = (signal: string): void => {
  console.log(`${signal}: closing`);
  server.close(() => {
    void store.close?.().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

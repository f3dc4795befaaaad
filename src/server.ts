/** Node entry: read the environment and content, build the app, listen; stop cleanly on SIGTERM/SIGINT. */
import { getConnInfo } from "@hono/node-server/conninfo";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { compileContent } from "./content/compile.js";
import { DEFAULT_CONTENT_DIR, loadContentFiles } from "./content/load.js";
import { formatProblems } from "./content/problems.js";
import { MemoryStore } from "./http/rate-limit/memory.js";
import { RedisStore } from "./http/rate-limit/redis.js";
import type { RateLimitStore } from "./http/rate-limit/store.js";
import { createNodeServer } from "./node/http-server.js";

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
const { app, table } = await buildApp({
  site: compiled.site,
  trustProxy: config.trustProxy,
  store,
  clientAddress: (c) => getConnInfo(c).remote.address,
});

const server = createNodeServer({ fetch: app.fetch, docsUrl: compiled.site.urls.errorDoc, table: () => table });
server.listen(config.port, config.host, () => {
  const address = server.address();
  const where = typeof address === "object" && address ? `${address.address}:${address.port}` : String(address);
  console.log(
    `Serving ${config.baseUrl} on http://${where} (rate-limit store: ${config.rateLimitStore === "memory" ? "memory" : "redis"})`,
  );
});

const shutdown = (signal: string): void => {
  console.log(`${signal}: closing`);
  server.close(() => {
    void store.close?.().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

/**
 * Node entry: read the environment and content, build the app, listen. `main()` wires the parts that belong to one
 * process, each in src/node/: the content source (the build's snapshot or a compile), the quota store, the request
 * observer (a JSON log line per request, the metrics), the listener with `/healthz` and slow-client timeouts,
 * the admin listener, and the lifecycle (reload on SIGHUP, the whole app swapped at once or the old one kept if
 * the new content is invalid; a graceful stop on SIGTERM/SIGINT).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type BuiltApp, buildApp, TABLE_CHOOSERS } from "./app.js";
import { type Config, loadConfig, localOrigin } from "./config.js";
import { DEFAULT_CONTENT_DIR, folderName, PACKAGE_ROOT } from "./content/load.js";
import { formatProblems } from "./content/problems.js";
import type { Site } from "./content/site.js";
import { HEALTH_PATH, healthResponse } from "./http/health.js";
import { TOOLS } from "./mcp/features/tools/index.js";
import { MCP_METHODS } from "./mcp/transport/jsonrpc.js";
import { type Compiled, contentSource, STALE_MEDIA_MESSAGE } from "./node/content-source.js";
import { freePort } from "./node/free-port.js";
import { createNodeServer, LISTEN_BACKLOG } from "./node/http-server.js";
import { onSignals, serialised, stopper } from "./node/lifecycle.js";
import { listenFailure, listenOrExit } from "./node/listen.js";
import { logSink } from "./node/log-sink.js";
import type { ServerMetrics } from "./node/metrics.js";
import { quotaStore } from "./node/quota-store.js";
import { requestObserver } from "./node/request-observer.js";

/** How long start-up waits for Redis before serving with in-process counting. */
const REDIS_CONNECT_WAIT_MS = 1_000;

/** Standard output, never waited on (node/log-sink.ts); every stdout line goes through it, so none interleave. */
const stdout = logSink(1);
const logLine = (entry: object): void => {
  stdout.write(`${JSON.stringify(entry)}\n`);
};
const logProblem = (entry: Record<string, unknown>): void => {
  process.stderr.write(`${JSON.stringify(entry)}\n`);
};

/** The settings, with PORT=0 without BASE_URL resolved to a free port first, so pages link to the origin served. */
const settings = async (): Promise<Config> => {
  const loaded = (() => {
    try {
      return loadConfig();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  })();
  const port = loaded.anyPort ? await freePort(loaded.host) : undefined;
  return port === undefined ? loaded : { ...loaded, port, baseUrl: localOrigin(port) };
};

/** Says so when the previews and résumé served are the build's, for other content or another origin. */
const warnStaleMedia = (compiled: { readonly staleMedia: boolean }): void => {
  if (compiled.staleMedia) logProblem({ level: "warn", event: "media_from_build", message: STALE_MEDIA_MESSAGE });
};

const main = async (): Promise<void> => {
  const config = await settings();
  const contentDir = config.contentDir ?? DEFAULT_CONTENT_DIR;
  const version = (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version;
  const compile = contentSource({
    contentDir,
    baseUrl: config.baseUrl,
    entryUrl: import.meta.url,
    choosers: TABLE_CHOOSERS,
  });

  const first = await compile();
  if (!first.ok) {
    console.error(
      `Refusing to start: the content has ${first.problems.length} problem(s):\n${formatProblems(first.problems, folderName(contentDir))}`,
    );
    process.exit(1);
  }
  warnStaleMedia(first);

  // Prometheus metrics, kept only when an admin listener will serve them (ADMIN_PORT); prom-client is loaded
  // only then, so a process without it starts as fast as before. Read by a scrape, after `quota` is made.
  const metrics: ServerMetrics | undefined = config.admin
    ? (await import("./node/metrics.js")).serverMetrics(
        { logLinesDropped: stdout.droppedTotal, storeDegraded: () => quota.degraded() },
        { methods: MCP_METHODS, tools: TOOLS.map((tool) => tool.name) },
      )
    : undefined;
  metrics?.buildInfo({ version, contentHash: first.contentHash });
  const quota = await quotaStore(config, (event) => {
    if (event.event === "rate_limit_store_down") metrics?.storeFallback();
    (event.level === "warn" ? logProblem : logLine)({ time: new Date().toISOString(), ...event });
  });

  const observer = requestObserver({
    log: config.logRequests ? (line) => stdout.write(`${line}\n`) : undefined,
    metrics,
    trustProxy: config.trustProxy,
    salt: config.logSalt ?? randomBytes(16).toString("hex"),
  });
  const build = ({ site, contents, searchIndex }: Compiled & { ok: true }): Promise<BuiltApp> =>
    buildApp({
      site,
      prebuilt: contents,
      searchIndex,
      trustProxy: config.trustProxy,
      proofs: config.proofs,
      store: quota.store,
      clientAddress: (c) => getConnInfo(c).remote.address,
      logError: (entry) => logProblem({ time: new Date().toISOString(), ...entry }),
      observer: observer.app,
    });

  /** Swapped as one value, so a request sees either the old site, app and table or the new ones, never a mix. */
  let current: BuiltApp & { readonly site: Site } = { site: first.site, ...(await build(first)) };
  // Connecting overlaps the app build; an absent Redis delays start-up by at most this, then counting starts
  // in memory and Redis takes over when it comes.
  await quota.connected(REDIS_CONNECT_WAIT_MS);

  // Table hits are answered by the server's fast path (node/table-listener.ts) without reaching `fetch`;
  // everything else (health, search, MCP, errors) comes here.
  const server = createNodeServer({
    fetch: (request, env) => {
      const { url = "", method = "GET" } = env.incoming;
      const query = url.indexOf("?");
      if ((query === -1 ? url : url.slice(0, query)) === HEALTH_PATH) {
        return healthResponse(method, { updated: current.site.updated, version, stopping: lifecycle.stopping() });
      }
      return current.app.fetch(request, env);
    },
    docsUrl: (code) => current.site.urls.errorDoc(code),
    origin: () => current.site.urls.base,
    table: () => current.table,
    mcp: () => current.mcp,
    search: () => current.search,
    headersTimeoutMs: config.headersTimeoutMs,
    onRefused: observer.onRefused,
    onFacts: observer.onFacts,
    observe: observer.observe,
  });
  /** /metrics on its own listener, never on the public port (node/admin-server.ts). */
  const admin =
    metrics && config.admin ? (await import("./node/admin-server.js")).createAdminServer(metrics.registry) : undefined;
  const lifecycle = stopper({
    server,
    others: admin ? [admin] : [],
    close: (done) => void Promise.resolve(quota.store.close?.()).finally(() => stdout.flush(done)),
    onStop: (signal) => stdout.write(`${signal}: closing\n`),
    exit: (code) => process.exit(code),
  });
  listenOrExit(
    server,
    { port: config.port, host: config.host, backlog: LISTEN_BACKLOG },
    (where) =>
      stdout.write(
        `Serving ${config.baseUrl} on http://${where} (rate-limit store: ${quota.kind}; ` +
          `content: ${first.prebuilt ? "prebuilt by the build" : "compiled at start"} from ${folderName(contentDir)}/)\n`,
      ),
    (error) =>
      `Cannot listen on ${config.host}:${config.port}: ${listenFailure(error)}. Set PORT (and HOST) to a free address.`,
  );
  if (admin && config.admin) {
    const { port, host } = config.admin;
    listenOrExit(
      admin,
      { port, host },
      (where) => stdout.write(`Metrics on http://${where}/metrics\n`),
      (error) =>
        `Cannot listen on ${host}:${port} for /metrics: ${error.code ?? error.message}. Set ADMIN_PORT to a free port.`,
    );
  }

  /** SIGHUP: compile the content again; swap the app only when it is valid, else keep serving the old one. */
  const reload = async (): Promise<void> => {
    const next = await compile();
    if (!next.ok) {
      for (const problem of next.problems) logProblem({ level: "error", event: "content_reload_problem", ...problem });
      logProblem({
        level: "error",
        event: "content_reload_failed",
        problems: next.problems.length,
        serving: current.site.updated,
      });
      metrics?.contentReload("failed");
      return;
    }
    current = { site: next.site, ...(await build(next)) };
    metrics?.contentReload("ok");
    metrics?.buildInfo({ version, contentHash: next.contentHash });
    logLine({ level: "info", event: "content_reloaded", updated: next.site.updated, prebuilt: next.prebuilt });
    warnStaleMedia(next);
  };

  onSignals(serialised(reload), lifecycle.stop);
};

await main();

/**
 * Node entry: read the environment and content, build the app, listen. Around the app it adds what belongs to
 * one process: `/healthz`, a JSON log line per request, slow-client timeouts, reload on SIGHUP (the whole app
 * swapped at once, or the old one kept if the new content is invalid) and a graceful stop on SIGTERM/SIGINT.
 */
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { HttpBindings } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { LRUCache } from "lru-cache";
import { type BuiltApp, buildApp, TABLE_CHOOSERS } from "./app.js";
import { loadConfig, localOrigin } from "./config.js";
import type { ContentFiles } from "./content/compile.js";
import { DEFAULT_CONTENT_DIR, folderName, loadContentFiles, PACKAGE_ROOT, readContentCache } from "./content/load.js";
import { formatProblems, type Problem } from "./content/problems.js";
import type { Site } from "./content/site.js";
import { remember } from "./http/answer-cache.js";
import { clientIdentity } from "./http/client-ip.js";
import { HEALTH_PATH, healthResponse } from "./http/health.js";
import type { AppObserver } from "./http/observer.js";
import { FailOpenStore } from "./http/rate-limit/fail-open.js";
import { MemoryStore } from "./http/rate-limit/memory.js";
import type { RateLimitStore } from "./http/rate-limit/store.js";
import { refusalLogEntry, requestLogEntry } from "./http/request-log.js";
import { surfaceOf } from "./http/surface.js";
import { decodeSnapshot, type Snapshot } from "./http/table-snapshot.js";
import { type AgentFamily, agentFamily } from "./http/user-agent.js";
import { MCP_METHODS } from "./mcp/jsonrpc.js";
import { TOOLS } from "./mcp/tools/index.js";
import { readClientAssets } from "./node/client-assets.js";
import { freePort } from "./node/free-port.js";
import { createNodeServer, LISTEN_BACKLOG } from "./node/http-server.js";
import { inWorker } from "./node/in-worker.js";
import { logSink } from "./node/log-sink.js";
import { MEDIA_NAME, readMediaBundle } from "./node/media.js";
import type { ServerMetrics } from "./node/metrics.js";
import { readSnapshot, SNAPSHOT_NAME, snapshotKey } from "./node/snapshot.js";
import type { Prerendered, PrerenderRequest } from "./prerender.js";
import type { RequestFacts } from "./schema/request-log.js";

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
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

const loaded = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();
// PORT=0 without BASE_URL: take the port first, so the pages link to the origin actually served, not localhost:0.
const anyPort = loaded.anyPort ? await freePort(loaded.host) : undefined;
const config = anyPort === undefined ? loaded : { ...loaded, port: anyPort, baseUrl: localOrigin(anyPort) };
const contentDir = config.contentDir ?? DEFAULT_CONTENT_DIR;
const version = (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version;

const snapshotFile = fileURLToPath(new URL(SNAPSHOT_NAME, import.meta.url));

/**
 * The images and résumé PDF of content the build's snapshot does not fit, drawn here when this runs from its
 * sources (`npm run dev`, `tsx src/server.ts`), where the drawing packages are installed: the build's would show
 * another record's name, titles and résumé. The built server keeps the build's (dist/media.bin): a production
 * install lacks those packages, and its content is the build's unless changed after it (docs/pages.md).
 */
const drawnHere = async (files: ContentFiles): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  if (!import.meta.url.endsWith(".ts")) return undefined;
  // Not a literal: the bundler must not pull the drawing packages into dist/.
  const drawing: typeof import("./node/draw-media.js") = await import(
    new URL("./node/draw-media.ts", import.meta.url).href
  );
  return drawing.drawEncoded(files, config.baseUrl);
};

/**
 * Content the build's snapshot does not fit, compiled and rendered into a snapshot of its own. The built server
 * does it in a worker thread (prerender-thread.ts says why); run from its TypeScript sources (tsx, Bun, Deno), it
 * does it in this thread, as tsx cannot load TypeScript in a worker thread on Node 20.
 */
const prerenderHere = (request: PrerenderRequest): Promise<Prerendered> =>
  import.meta.url.endsWith(".ts")
    ? import("./prerender.js").then(({ prerender }) => prerender(request))
    : inWorker<Prerendered>(new URL("./prerender-thread.js", import.meta.url), request);

/**
 * The content as served: the site, its rendered table and search index, whether the build made them, and
 * the content's hash (the snapshot's key, for the build-info metric).
 */
type Compiled =
  | (Snapshot & {
      readonly ok: true;
      readonly prebuilt: boolean;
      readonly contentHash: string;
      /** The images are the build's, drawn for other content or another origin. */
      readonly staleMedia: boolean;
    })
  | { ok: false; problems: readonly Problem[] };
/** A failure to read the folder or to run the thread is reported as a problem of the folder, like bad content. */
const compile = async (): Promise<Compiled> => {
  try {
    const files = await loadContentFiles(contentDir, await readContentCache());
    const key = snapshotKey(files, config.baseUrl);
    const snapshot = await readSnapshot(snapshotFile, key, TABLE_CHOOSERS);
    if (snapshot) return { ok: true, prebuilt: true, contentHash: key, staleMedia: false, ...snapshot };
    const clientAssets = await readClientAssets(new URL("./assets/", import.meta.url));
    const drawn = await drawnHere(files);
    const media = drawn ?? (await readMediaBundle(join(PACKAGE_ROOT, "dist", MEDIA_NAME)));
    const made = await prerenderHere({ files, baseUrl: config.baseUrl, key, clientAssets, media });
    return made.ok
      ? {
          ok: true,
          prebuilt: false,
          contentHash: key,
          staleMedia: drawn === undefined && media !== undefined,
          ...decodeSnapshot(made.bytes, TABLE_CHOOSERS),
        }
      : made;
  } catch (error) {
    return {
      ok: false,
      problems: [{ file: contentDir, path: "(root)", message: error instanceof Error ? error.message : String(error) }],
    };
  }
};

const first = await compile();
if (!first.ok) {
  console.error(
    `Refusing to start: the content has ${first.problems.length} problem(s):\n${formatProblems(first.problems, folderName(contentDir))}`,
  );
  process.exit(1);
}

/** Says so when the previews and résumé served are the build's, for other content or another origin. */
const warnStaleMedia = (compiled: { readonly staleMedia: boolean }): void => {
  if (!compiled.staleMedia) return;
  logProblem({
    level: "warn",
    event: "media_from_build",
    message:
      "the link previews, icons and résumé PDF are the build's, drawn for other content or another origin: " +
      "build with this content and BASE_URL (npm run build; docker build --build-arg BASE_URL=…) to redraw them",
  });
};
warnStaleMedia(first);

/**
 * Prometheus metrics, kept only when an admin listener will serve them (ADMIN_PORT); prom-client is loaded
 * only then, so a process without it starts as fast as before.
 */
let failOpen: FailOpenStore | undefined;
const metrics: ServerMetrics | undefined = config.admin
  ? (await import("./node/metrics.js")).serverMetrics(
      { logLinesDropped: stdout.droppedTotal, storeDegraded: () => failOpen?.degraded ?? false },
      { methods: MCP_METHODS, tools: TOOLS.map((tool) => tool.name) },
    )
  : undefined;
metrics?.buildInfo({ version, contentHash: first.contentHash });

// The Redis client is loaded only when configured: it is a tenth of the bundle.
const redis =
  config.rateLimitStore === "memory"
    ? undefined
    : new (await import("./http/rate-limit/redis.js")).RedisStore(config.rateLimitStore, config.rateLimitTimeoutMs);
failOpen = redis
  ? new FailOpenStore(redis, new MemoryStore(), (event) => {
      if (event.event === "rate_limit_store_down") metrics?.storeFallback();
      (event.level === "warn" ? logProblem : logLine)({ time: new Date().toISOString(), ...event });
    })
  : undefined;
const store: RateLimitStore = failOpen ?? new MemoryStore();

type Bindings = HttpBindings;

/**
 * What the app reported about a request (its MCP call, its search), until the request's log line is written.
 * Keyed by the request's IncomingMessage, so a request that is never logged leaves nothing behind.
 */
const reportedFacts = new WeakMap<Bindings["incoming"], RequestFacts>();
const observer: AppObserver = {
  ...(config.logRequests || metrics
    ? {
        requestFacts: (c, facts) => {
          const incoming = (c.env as Partial<Bindings> | undefined)?.incoming;
          if (!incoming) return;
          const known = reportedFacts.get(incoming);
          reportedFacts.set(incoming, known ? { ...known, ...facts } : facts);
        },
      }
    : {}),
  ...(metrics ? { answerCache: metrics.answerCache } : {}),
};

const build = ({ site, contents, searchIndex }: Compiled & { ok: true }): Promise<BuiltApp> =>
  buildApp({
    site,
    prebuilt: contents,
    searchIndex,
    trustProxy: config.trustProxy,
    proofs: config.proofs,
    store,
    clientAddress: (c) => getConnInfo(c).remote.address,
    logError: (entry) => logProblem({ time: new Date().toISOString(), ...entry }),
    observer,
  });

/** Swapped as one value, so a request sees either the old site, app and table or the new ones, never a mix. */
let current: BuiltApp & { readonly site: Site } = { site: first.site, ...(await build(first)) };
// Connecting overlaps the app build; an absent Redis delays start-up by at most this, then counting starts
// in memory and Redis takes over when it comes.
await redis?.connected(REDIS_CONNECT_WAIT_MS);
let stopping = false;

const salt = config.logSalt ?? randomBytes(16).toString("hex");
/**
 * A client's hash is the same on each of its requests, so recent ones are remembered: an HMAC per request was
 * a native object per log line, memory outside the JS heap until a collection freed it.
 */
const clientHashes = new LRUCache<string, string>({ max: 10_000 });
const clientHash = (client: string): string =>
  remember(clientHashes, client, () => createHmac("sha256", salt).update(client).digest("base64url").slice(0, 16));
/** User-Agents repeat (a crawler sends the same one all day): each is matched against isbot's list once. */
const agentFamilies = new LRUCache<string, AgentFamily>({ max: 2_000 });
const familyOf = (userAgent: string | undefined): AgentFamily | undefined =>
  userAgent === undefined ? undefined : remember(agentFamilies, userAgent, () => agentFamily(userAgent));
const header = (incoming: Bindings["incoming"], name: string): string | undefined => {
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
};
const pathOf = (url: string): string => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};
/** When a response has closed: its log line (LOG_REQUESTS) and its metrics (ADMIN_PORT). */
const observeWhenDone = (incoming: Bindings["incoming"], outgoing: Bindings["outgoing"]): void => {
  const at = Date.now();
  const started = performance.now();
  // `on`, as a response closes once: `once` would add a wrapper and a bound function per request, which live as
  // long as the request and so, under load, survive into the old generation.
  outgoing.on("close", () => {
    const durationMs = performance.now() - started;
    const facts = reportedFacts.get(incoming);
    if (metrics) {
      metrics.request(surfaceOf(pathOf(incoming.url ?? "")), outgoing.statusCode, durationMs / 1000);
      const method = facts?.["mcp.method.name"];
      if (method !== undefined) metrics.mcpRequest(method, facts?.["gen_ai.tool.name"] ?? "");
    }
    if (!config.logRequests) return;
    const client = clientIdentity(incoming.socket.remoteAddress, config.trustProxy, (name) => header(incoming, name));
    logLine(
      requestLogEntry({
        at,
        durationMs,
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        status: outgoing.statusCode,
        clientHash: clientHash(client),
        completed: outgoing.writableFinished,
        agent: familyOf(incoming.headers["user-agent"]),
        facts,
      }),
    );
  });
};

/** The path as the app routes it; undefined when it needs decoding (the app decodes it). */
const plainPath = (url = ""): string | undefined => {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return path.startsWith("/") && !path.includes("%") ? path : undefined;
};

// Table hits are answered by the server's fast path (node/table-listener.ts) without reaching this function;
// everything else (health, search, MCP, errors) comes here.
const server = createNodeServer({
  fetch: (request: Request, env: Bindings) => {
    if (plainPath(env.incoming.url) === HEALTH_PATH) {
      return healthResponse(env.incoming.method ?? "GET", { updated: current.site.updated, version, stopping });
    }
    return current.app.fetch(request, env);
  },
  docsUrl: (code) => current.site.urls.errorDoc(code),
  origin: () => current.site.urls.base,
  table: () => current.table,
  headersTimeoutMs: config.headersTimeoutMs,
  // Before the app, so the client is the peer's address: no forwarding header was read.
  onRefused: config.logRequests
    ? ({ kind, status, connectionMs, remoteAddress }) =>
        logLine(
          refusalLogEntry({ at: Date.now(), kind, status, connectionMs, clientHash: clientHash(remoteAddress ?? "") }),
        )
    : undefined,
});
// Logged at the socket level so table hits and early refusals are logged like every other request.
if (config.logRequests || metrics) server.prependListener("request", observeWhenDone);
// A port in use or not ours to take is a set-up mistake: say which, without a stack trace.
const cannotListen = (error: NodeJS.ErrnoException): void => {
  const reason = error.code === "EADDRINUSE" ? "the port is in use" : (error.code ?? error.message);
  console.error(`Cannot listen on ${config.host}:${config.port}: ${reason}. Set PORT (and HOST) to a free address.`);
  process.exit(1);
};
server.once("error", cannotListen);
server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
  server.off("error", cannotListen);
  const address = server.address();
  const where = typeof address === "object" && address ? `${address.address}:${address.port}` : String(address);
  stdout.write(
    `Serving ${config.baseUrl} on http://${where} (rate-limit store: ${config.rateLimitStore === "memory" ? "memory" : "redis"}; ` +
      `content: ${first.prebuilt ? "prebuilt by the build" : "compiled at start"} from ${folderName(contentDir)}/)\n`,
  );
});

/** /metrics on its own listener, never on the public port (node/admin-server.ts). */
const admin =
  metrics && config.admin ? (await import("./node/admin-server.js")).createAdminServer(metrics.registry) : undefined;
if (admin && config.admin) {
  const { port, host } = config.admin;
  admin.once("error", (error: NodeJS.ErrnoException) => {
    console.error(
      `Cannot listen on ${host}:${port} for /metrics: ${error.code ?? error.message}. Set ADMIN_PORT to a free port.`,
    );
    process.exit(1);
  });
  admin.listen({ port, host }, () => {
    const address = admin.address();
    const where = typeof address === "object" && address ? `${address.address}:${address.port}` : String(address);
    stdout.write(`Metrics on http://${where}/metrics\n`);
  });
}

/** SIGHUP: compile the content again; swap the app only when it is valid, else keep serving the old one. */
let reloading: Promise<void> | undefined;
let reloadAgain = false;
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
process.on("SIGHUP", () => {
  if (reloading) {
    reloadAgain = true;
    return;
  }
  reloading = (async () => {
    do {
      reloadAgain = false;
      await reload();
    } while (reloadAgain);
  })().finally(() => {
    reloading = undefined;
  });
});

/** Stop accepting connections, let in-flight requests finish, then close the store and exit. */
const shutdown = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  stdout.write(`${signal}: closing\n`);
  admin?.close();
  server.close(() => {
    void Promise.resolve(store.close?.()).finally(() => stdout.flush(() => process.exit(0)));
  });
  // A keep-alive socket whose response finished after the signal would otherwise idle until its timeout.
  if ("closeIdleConnections" in server) {
    const closeIdle = () => server.closeIdleConnections();
    closeIdle();
    setInterval(closeIdle, 100).unref();
  }
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
};
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

/**
 * The composition root: one Hono app for every runtime. Middleware order matters and is read top to bottom:
 * CORS, method guard, quota; then the response table (every cacheable response, filled once by the API,
 * discovery and pages), the API router (search, unknown chapters) and MCP; then 404 and errors.
 */
import { type Context, Hono } from "hono";
import { createApiRouter } from "./api/index.js";
import { answerSearch, searchSite } from "./api/search.js";
import { type SearchByAddress, writtenSearch } from "./api/written-search.js";
import { isDraft, type Site } from "./content/site.js";
import { chooseManifest } from "./discovery/ai-catalog.js";
import { addOwnerProofs, type OwnerProofs } from "./discovery/owner-proofs.js";
import { chooseCard } from "./discovery/server-card.js";
import { JRD_TYPE, WEBFINGER_PATH, webfinger } from "./discovery/webfinger.js";
import {
  apiErrorHeaders,
  errorHeaders,
  handleError,
  isApi,
  preflight,
  readOnly,
  serveTable,
} from "./http/app-middleware.js";
import { DAY_CACHE } from "./http/cache.js";
import { clientIdentity } from "./http/client-ip.js";
import { contentLength } from "./http/content-length.js";
import { ApiError, renderError } from "./http/errors.js";
import { apiSuccessHeaders, BASE_HEADERS } from "./http/headers.js";
import { remember } from "./http/memo.js";
import { NOINDEX_HEADERS, noindex, noindexTable } from "./http/noindex.js";
import type { AppObserver } from "./http/observer.js";
import { preconditionFailed } from "./http/precondition.js";
import { createLimiter } from "./http/rate-limit/limiter.js";
import { MemoryStore } from "./http/rate-limit/memory.js";
import { rateLimit } from "./http/rate-limit/middleware.js";
import { DEFAULT_POLICY, type RateLimitPolicy } from "./http/rate-limit/policy.js";
import type { RateLimitStore } from "./http/rate-limit/store.js";
import { createTable, type ResponseTable } from "./http/table.js";
import type { Chooser, TableContents } from "./http/table-snapshot.js";
import { canonicalPath, knownRoutes, rawQuery } from "./http/trailing-slash.js";
import type { WrittenReply } from "./http/written-answer.js";
import { createMcpRoute, type McpRequest } from "./mcp/transport/route.js";
import type { MediaFile } from "./media/bundle.js";
import type { ClientAssets } from "./pages/client-assets.js";
import { choosePageTwin, createPages } from "./pages/not-found.js";
import { loadNearWords } from "./search/analysis/near-words.js";
import { lazySearchIndex } from "./search/index.js";
import { describeService } from "./service-description.js";

export interface AppOptions {
  readonly site: Site;
  /** Header set by a trusted proxy that carries the client address; unset = the socket address. */
  readonly trustProxy?: string | undefined;
  readonly store?: RateLimitStore;
  /** The fair-use quota (default DEFAULT_POLICY): enforced, and stated by every header, message and document. */
  readonly policy?: RateLimitPolicy;
  readonly now?: () => number;
  /** The runtime's socket address of the caller (Node: getConnInfo). */
  readonly clientAddress?: (c: Context) => string | undefined;
  readonly logError?: (entry: Record<string, unknown>) => void;
  /** Told what only the app knows about a request (the MCP call, the search) and of answer-cache hits. */
  readonly observer?: AppObserver;
  /**
   * The table already rendered for this very site and policy (a build's snapshot, see src/node/snapshot.ts):
   * served as is instead of rendering, hashing and compressing every response again.
   */
  readonly prebuilt?: TableContents | undefined;
  /**
   * The site's search index as the build stored it (search/index-data/index-data.ts): loaded on the first search instead of
   * built.
   */
  readonly searchIndex?: Uint8Array | undefined;
  /**
   * The pages' client scripts, bundled by the build (scripts/build/client-assets.ts): with them the home page loads
   * the 3D robot; without them it is the chapter grid alone. Part of the table, so a snapshot carries them.
   */
  readonly clientAssets?: ClientAssets | undefined;
  /** The images the build drew (src/media/bundle.ts), served from the table; a table rendered without them has none. */
  readonly media?: readonly MediaFile[] | undefined;
  /** Set from the environment, so served beside the table's contents but never stored with them. */
  readonly proofs?: OwnerProofs | undefined;
}

/** Every chooser an entry of the table may have, by name, so a snapshot of the table can name them. */
export const TABLE_CHOOSERS: Readonly<Record<string, Chooser>> = {
  pageTwin: choosePageTwin,
  aiCatalog: chooseManifest,
  serverCard: chooseCard,
};

/**
 * A known path typed with a slash added answers 308 to its canonical path, query kept. Known: a table entry, a
 * fixed route (search, /mcp), or a parameterised route that answers for this path. The routes are read when the
 * first miss asks, once every route is in place; hits pay nothing.
 */
const slashRedirect = (app: Hono, table: ResponseTable, headersOf: (c: Context) => Record<string, string>) => {
  let routes: ReturnType<typeof knownRoutes> | undefined;
  const isKnown = async (path: string): Promise<boolean> => {
    routes ??= knownRoutes(app.routes);
    return (
      table.lookup({ method: "GET", path }) !== undefined ||
      routes.fixed.has(path) ||
      (routes.patterns.some((pattern) => pattern.test(path)) &&
        (await app.request(path, { method: "HEAD" })).status === 200)
    );
  };
  return async (c: Context): Promise<Response | null> => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return null;
    const target = await canonicalPath(c.req.path, isKnown);
    if (target === null) return null;
    return c.body(null, 308, {
      ...BASE_HEADERS,
      ...headersOf(c),
      Location: `${target}${rawQuery(c.req.url)}`,
      "Cache-Control": DAY_CACHE,
    });
  };
};

/**
 * The app and the response table it serves from, for runtimes that answer table hits themselves; `contents`,
 * what a snapshot of the table stores.
 */
export interface BuiltApp {
  readonly app: Hono;
  readonly table: ResponseTable;
  readonly contents: TableContents;
  /**
   * Pays the first search's one-off costs now: decoding the index, compiling the search code and its patterns,
   * the router's matcher. For a runtime that can work before its first request (Workers, at module load); it
   * makes no Response and no I/O, which workerd forbids there.
   */
  readonly warm: () => void;
  /**
   * POST /mcp for a runtime that reads the request and writes the answer itself: the answer, every header the app
   * would add included, when it is already kept (a list, a remembered tool call); undefined leaves the request to
   * `app`, before anything was counted. `address`: the peer's address, as `clientAddress` gives it.
   */
  readonly mcp: (request: McpRequest) => WrittenReply;
  /**
   * GET /api/v1/search the same way: the answer, the quota's 429 included, when the query string's answer is kept
   * (a repeated search); undefined leaves the request to `app`, before anything was counted.
   */
  readonly search: (request: SearchByAddress) => WrittenReply;
}

/** The search the warm-up runs: any query that reaches every stage (analysis, intent, time, ranking, snippets). */
const WARM_UP_QUERY = { q: ["when did he first lead design systems"] };

export const createApp = async (options: AppOptions): Promise<Hono> => (await buildApp(options)).app;

export const buildApp = async (options: AppOptions): Promise<BuiltApp> => {
  const { site } = options;
  const now = options.now ?? Date.now;
  const policy = options.policy ?? DEFAULT_POLICY;
  const limiter = createLimiter(options.store ?? new MemoryStore(now), now, policy);
  const identify = (c: Context): string =>
    clientIdentity(options.clientAddress?.(c), options.trustProxy, (name) => c.req.header(name));
  const logError = options.logError ?? ((entry) => console.error(JSON.stringify(entry)));
  const docsUrl = site.urls.errorDoc;
  const successHeaders = apiSuccessHeaders(site.urls, site.lifecycle, policy);
  // Without the build's index, the near-words table is loaded to build one (near-words.ts): a server started from
  // its snapshot never loads it.
  const index = lazySearchIndex(site, options.searchIndex ?? (await loadNearWords()));
  const facts = describeService(site, policy);

  const app = new Hono();
  const draft = isDraft(site);
  if (draft) app.use("*", noindex);
  app.options("*", preflight(successHeaders));
  app.use("*", contentLength);
  app.use("*", readOnly);
  app.use("/api/v1/search", rateLimit(limiter, identify));
  const filled = createTable(preconditionFailed(docsUrl, policy));
  const table = draft ? noindexTable(filled) : filled;
  app.use("*", serveTable(table));

  const observer = options.observer ?? {};
  const routes = createApiRouter(site, index, successHeaders, observer);
  const { router } = routes;
  app.route("/", router);
  app.get(WEBFINGER_PATH, (c) =>
    c.json(webfinger(site, c.req.query("resource"), c.req.queries("rel") ?? []), 200, {
      ...BASE_HEADERS,
      "Content-Type": JRD_TYPE,
      "Cache-Control": DAY_CACHE,
    }),
  );
  // The renderers are loaded only when needed: a prebuilt table spares compiling them.
  const render = async (): Promise<TableContents["notFound"]> =>
    (await import("./prerender-table.js")).renderTable(table, {
      site,
      facts,
      policy,
      successHeaders,
      router,
      clientAssets: options.clientAssets,
      media: options.media ?? [],
      renderedAt: now(),
    });
  const restore = ({ entries, notFound }: TableContents): TableContents["notFound"] => {
    for (const entry of entries) table.add(entry);
    return notFound;
  };
  const notFound = options.prebuilt ? restore(options.prebuilt) : await render();
  const contents: TableContents = { entries: table.entries(), notFound };
  await addOwnerProofs(table, options.proofs ?? {});
  const pages = createPages(notFound);

  const mcpRoute = createMcpRoute({ site, index, limiter, identify, facts, log: logError, observer });
  app.route("/", mcpRoute.router);

  const headersOf = errorHeaders(policy);
  const redirect = slashRedirect(app, table, headersOf);
  app.notFound(async (c) => {
    const to = await redirect(c);
    if (to) return to;
    return isApi(c.req.path)
      ? renderError(
          new ApiError("not_found", { message: `No API resource exists at ${c.req.path.slice(0, 200)}.` }),
          docsUrl,
          headersOf(c),
        )
      : pages.notFound(c);
  });
  app.onError(handleError(docsUrl, policy, logError));

  const warm = () => {
    app.router.match("GET", searchSite.path);
    answerSearch(site, index(), WARM_UP_QUERY);
  };
  // A draft's every answer asks not to be indexed, as the noindex middleware makes the app's; one headers object
  // per kind of answer still, as the runtime keeps how it writes each (written-answer.ts).
  const noindexed = new WeakMap<object, Readonly<Record<string, string>>>();
  const drafted = (reply: WrittenReply): WrittenReply =>
    draft
      ? reply?.then(
          (a) => a && { ...a, headers: remember(noindexed, a.headers, () => ({ ...a.headers, ...NOINDEX_HEADERS })) },
        )
      : reply;
  const mcp = ({ address, header, text, tell }: McpRequest) =>
    drafted(mcpRoute.written({ header, text, tell, client: clientIdentity(address, options.trustProxy, header) }));
  const searchWritten = writtenSearch({
    routes,
    limiter,
    docsUrl,
    errorHeaders: apiErrorHeaders(policy),
    observer,
  });
  const search = ({ address, header, query, tell }: SearchByAddress) =>
    drafted(searchWritten({ query, tell, client: clientIdentity(address, options.trustProxy, header) }));
  return { app, table, contents, warm, mcp, search };
};

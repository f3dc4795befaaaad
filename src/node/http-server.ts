/**
 * The Node HTTP server around the app: parser limits, timeouts against slow clients, and an answer in the Error
 * shape for every request refused before the app runs (SECURITY.md, "Early refusals"). server.ts and the tests
 * build their server here, so both run the same composition.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { SearchByAddress } from "../api/written-search.js";
import { HEADERS_TIMEOUT_MS } from "../config.js";
import { MAX_HEADER_BYTES, refusal, refusalParts } from "../http/early-refusal.js";
import { ApiError, errorParts, renderError } from "../http/errors.js";
import { DEFAULT_POLICY, policyHeader, type RateLimitPolicy } from "../http/rate-limit/policy.js";
import type { ResponseTable } from "../http/table.js";
import type { WrittenReply } from "../http/written-answer.js";
import type { McpRequest } from "../mcp/transport/route.js";
import type { ErrorCode } from "../schema/error.js";
import type { LogFields } from "../schema/request-log.js";
import { answerClientError, type Refused, reportRefusals } from "./client-error.js";
import { framingGuard } from "./framing-guard.js";
import { mcpListener } from "./mcp-listener.js";
import { searchListener } from "./search-listener.js";
import { serverOptions } from "./server-options.js";
import { tableListener } from "./table-listener.js";

/**
 * A slow client gets `HEADERS_TIMEOUT_MS` to send its headers; Node checks every `CHECK_INTERVAL_MS`, so such
 * a socket is closed within a second of its deadline rather than at Node's default 30 s sweep.
 */
export const TIMEOUTS = {
  headersMs: HEADERS_TIMEOUT_MS,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
} as const;

/**
 * Connections the kernel may queue before the process accepts them: Node's default (511) drops the SYNs of a burst
 * of new connections beyond it, and a dropped SYN is retried after a second or more. The kernel caps it at
 * net.core.somaxconn.
 */
export const LISTEN_BACKLOG = 4_096;

export interface NodeServerOptions {
  readonly fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>;
  readonly docsUrl: (code: ErrorCode) => string;
  /** The configured origin (BASE_URL): an HTTP/1.0 request without Host is served for its host. */
  readonly origin: () => string;
  /** The app's response table, once built: its hits are answered without the app (table-listener.ts). */
  readonly table?: () => ResponseTable | undefined;
  /** Overrides `TIMEOUTS.headersMs` (the HEADERS_TIMEOUT_MS setting). */
  readonly headersTimeoutMs?: number;
  /** The fair-use policy the app was built with, for the RateLimit-Policy header of early refusals. */
  readonly policy?: RateLimitPolicy;
  /** Told of every request refused before the app runs (node/client-error.ts), for the log. */
  readonly onRefused?: (refused: Refused) => void;
  /** The app's kept MCP answers (BuiltApp.mcp), written without the app (mcp-listener.ts). */
  readonly mcp?: () => ((request: McpRequest) => WrittenReply) | undefined;
  /** The app's kept search answers (BuiltApp.search), written without the app (search-listener.ts). */
  readonly search?: () => ((request: SearchByAddress) => WrittenReply) | undefined;
  /** Told the facts of a request answered that way (MCP, search), for its log line (request-observer.ts). */
  readonly onFacts?: (incoming: IncomingMessage, facts: LogFields) => void;
  /** Wraps the whole request listener, early refusals included, to record every request (request-observer.ts). */
  readonly observe?: (listener: RequestListener) => RequestListener;
}

export const createNodeServer = ({
  fetch,
  docsUrl,
  origin,
  table,
  headersTimeoutMs = TIMEOUTS.headersMs,
  policy = DEFAULT_POLICY,
  onRefused,
  mcp,
  search,
  onFacts,
  observe = (listener) => listener,
}: NodeServerOptions): Server => {
  const headers = { "RateLimit-Policy": policyHeader(policy), Connection: "close" };
  const loadAppListener = async (): Promise<RequestListener> => {
    const { getRequestListener, RequestError } = await import("@hono/node-server");
    return getRequestListener((request, env) => fetch(request, env as HttpBindings), {
      // The adapter refuses what cannot become a web Request: no Host, an invalid Host, a target that is not a
      // path (absolute or asterisk form), a backslash in the path.
      errorHandler: (error) =>
        renderError(
          error instanceof RequestError
            ? new ApiError("invalid_parameter", {
                message: "The request target or Host header is not valid, so the request was not read.",
                hint: "Send a path starting with / and a Host header naming this server.",
              })
            : new ApiError("internal_error"),
          docsUrl,
          headers,
        ),
    });
  };
  /**
   * The adapter is loaded by the first request the table does not answer: loading it makes Node load its fetch
   * implementation (undici, for the web Request and Response), about 20 to 50 ms of a start that table hits
   * never need. That first request waits for it once; the request's body stays buffered in the meantime.
   */
  let appListener: RequestListener | undefined;
  let loading: Promise<RequestListener> | undefined;
  const lazyAppListener: RequestListener = (req, res) => {
    if (appListener) {
      appListener(req, res);
      return;
    }
    loading ??= loadAppListener().then((listener) => {
      appListener = listener;
      return listener;
    });
    loading.then(
      (listener) => listener(req, res),
      () => {
        // A bundle deployed without its chunks: this request gets the Error shape, the next one tries again.
        loading = undefined;
        const failed = errorParts(new ApiError("internal_error"), docsUrl, headers);
        res.writeHead(failed.status, failed.headers).end(failed.body);
      },
    );
  };
  const toApp = mcp ? mcpListener(mcp, onFacts, lazyAppListener) : lazyAppListener;
  const app = serverOptions(search ? searchListener(search, onFacts, toApp) : toApp);
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      // A missing Host is refused by the adapter above, in the Error shape, rather than by Node with a bare 400.
      requireHostHeader: false,
      headersTimeout: headersTimeoutMs,
      requestTimeout: Math.max(TIMEOUTS.requestMs, headersTimeoutMs),
      keepAliveTimeout: TIMEOUTS.keepAliveMs,
      connectionsCheckingInterval: Math.min(TIMEOUTS.checkIntervalMs, headersTimeoutMs),
    },
    observe(
      framingGuard(
        { docsUrl, policy, defaultHost: () => new URL(origin()).host },
        table ? tableListener(table, app) : app,
      ),
    ),
  );
  server.on("clientError", answerClientError(docsUrl, policy));
  if (onRefused) reportRefusals(server, onRefused);
  // Node's own answer to an unknown expectation is a bare 417; this one says what was refused, in the Error shape.
  server.on("checkExpectation", (_request, response: ServerResponse) => {
    const { status, headers: refused, body } = refusalParts("expectation", docsUrl, policy);
    response.writeHead(status, refused).end(body);
  });
  // With no listener Node drops a CONNECT without a word; this API proxies nothing, so the method is refused.
  server.on("connect", (_request, socket) => {
    socket.write(refusal("method", docsUrl, policy));
    socket.destroy();
  });
  return server;
};

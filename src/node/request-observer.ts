/**
 * What the Node server records of each request once its answer is out: the request log line (LOG_REQUESTS) and
 * the request metrics (ADMIN_PORT). It hears from the app what only the app knows (an MCP call, a search: the
 * AppObserver), keyed by the request's IncomingMessage, so a request that is never logged leaves nothing behind.
 * Wrapping the server's whole request listener, it logs table hits and early refusals like every other request.
 */
import { hash } from "node:crypto";
import type { RequestListener } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import { LRUCache } from "lru-cache";
import { clientIdentity } from "../http/client-ip.js";
import { generations, remember } from "../http/memo.js";
import type { AppObserver } from "../http/observer.js";
import { refusalLogLine, requestLogLine } from "../http/request-log.js";
import { surfaceOf } from "../http/surface.js";
import { type AgentFamily, agentFamily } from "../http/user-agent.js";
import type { LogFields } from "../schema/request-log.js";
import type { Refused } from "./client-error.js";
import type { ServerMetrics } from "./metrics.js";

type Incoming = HttpBindings["incoming"];
type Outgoing = HttpBindings["outgoing"];

/** Recent clients whose hash is remembered (up to twice as many): a client's hash is the same on each of its requests. */
const CLIENT_HASHES = 10_000;
/** User-Agents whose family is remembered: a crawler sends the same one all day. */
const AGENT_FAMILIES = 2_000;

/**
 * A client's pseudonym in the log: a salted SHA-256 of its rate-limit key, cut to 16 characters. One call with
 * no object made per first-seen client (an HMAC object cost about five times as much, and a public server meets
 * a new client on many requests); recent clients are remembered.
 */
export const clientHasher = (salt: string): ((client: string) => string) => {
  const known = generations<string, string>(CLIENT_HASHES);
  // Written out rather than through remember(), whose closure would be made on every call, seen client or not.
  return (client) => {
    const seen = known.get(client);
    if (seen !== undefined) return seen;
    const made = hash("sha256", `${salt}\u0000${client}`, "base64url").slice(0, 16);
    known.set(client, made);
    return made;
  };
};

/** The User-Agent's family, each distinct header matched against the bot list once. */
export const agentFamilies = (): ((userAgent: string | undefined) => AgentFamily | undefined) => {
  const known = new LRUCache<string, AgentFamily>({ max: AGENT_FAMILIES });
  return (userAgent) =>
    userAgent === undefined ? undefined : remember(known, userAgent, () => agentFamily(userAgent));
};

/** A header by its lower-case name, every line of it joined as the app reads it. */
const header = (incoming: Incoming, lowerCaseName: string): string | undefined => {
  const value = incoming.headers[lowerCaseName];
  return Array.isArray(value) ? value.join(", ") : value;
};

const pathOf = (url: string): string => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

export interface RequestObserverOptions {
  /** Writes one log line (a JSON text, without its newline); undefined when the request log is off. */
  readonly log: ((line: string) => void) | undefined;
  readonly metrics: ServerMetrics | undefined;
  /** The header naming the client, set by the operator's proxy (TRUST_PROXY). */
  readonly trustProxy: string | undefined;
  /** The salt of the clients' hashes (LOG_SALT, else random per process). */
  readonly salt: string;
}

export interface RequestObserver {
  /** What the app is given to report its facts and cache hits. */
  readonly app: AppObserver;
  /** Wraps the server's request listener to record every request, or undefined when there is nothing to record. */
  readonly observe: ((listener: RequestListener) => RequestListener) | undefined;
  /** The log line of a request refused before the app ran, or undefined when the log is off. */
  readonly onRefused: ((refused: Refused) => void) | undefined;
  /** What a runtime answering without the app (node/mcp-listener.ts) reports, or undefined when nothing is recorded. */
  readonly onFacts: ((incoming: Incoming, facts: LogFields) => void) | undefined;
}

export const requestObserver = ({ log, metrics, trustProxy, salt }: RequestObserverOptions): RequestObserver => {
  const reported = new WeakMap<Incoming, LogFields>();
  /** The client's header as Node keys it, lower-cased once rather than on every request. */
  const trusted = trustProxy?.toLowerCase();
  const clientHash = clientHasher(salt);
  const familyOf = agentFamilies();
  const note = (incoming: Incoming, facts: LogFields): void => {
    const known = reported.get(incoming);
    // Object.assign, not a spread: spreading the two cost a few µs a request on this V8, assigning a tenth of it.
    reported.set(incoming, known ? Object.assign({}, known, facts) : facts);
  };
  const app: AppObserver = {
    ...(log || metrics
      ? {
          logFields: (c, facts) => {
            const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
            if (incoming) note(incoming, facts);
          },
        }
      : {}),
    ...(metrics ? { answerCache: metrics.answerCache } : {}),
  };

  const record = (incoming: Incoming, outgoing: Outgoing, at: number, started: number): void => {
    const durationMs = performance.now() - started;
    const facts = reported.get(incoming);
    if (metrics) {
      metrics.request(surfaceOf(pathOf(incoming.url ?? "")), outgoing.statusCode, durationMs / 1000);
      const method = facts?.["mcp.method.name"];
      if (method !== undefined) metrics.mcpRequest(method, facts?.["gen_ai.tool.name"] ?? "");
    }
    if (!log) return;
    const client = clientIdentity(incoming.socket.remoteAddress, trusted, (name) => header(incoming, name));
    log(
      requestLogLine({
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
  };

  const observe =
    (next: RequestListener): RequestListener =>
    (incoming, outgoing) => {
      const at = Date.now();
      const started = performance.now();
      next(incoming, outgoing);
      // An answer handed whole to the socket within the listener's turn (a table hit, an early refusal: most of
      // a busy server's requests) is recorded at once: nothing can change its line later, so it costs no closure
      // and 'close' listener. Anything still being written is recorded when its response closes, aborted or not.
      if (outgoing.writableFinished) record(incoming, outgoing, at, started);
      else outgoing.on("close", () => record(incoming, outgoing, at, started));
    };

  return {
    app,
    observe: log || metrics ? observe : undefined,
    onFacts: log || metrics ? note : undefined,
    // Before the app, so the client is the peer's address: no forwarding header was read.
    onRefused: log
      ? ({ kind, status, connectionMs, remoteAddress }) =>
          log(
            refusalLogLine({
              at: Date.now(),
              kind,
              status,
              connectionMs,
              clientHash: clientHash(remoteAddress ?? ""),
            }),
          )
      : undefined,
  };
};

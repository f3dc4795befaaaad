/**
 * Cloudflare Workers entry. The content arrives compiled into the bundle (scripts/build/build-worker.ts), since
 * workerd has no file system, with the start snapshot the build rendered and indexed from it for the configured
 * origin: a fresh isolate decodes that (a few milliseconds of CPU) instead of compiling the content, rendering,
 * hashing and compressing every response and building the search index (hundreds), which the free plan's 10 ms a
 * request would not allow. A worker configured for another origin than the build's compiles as before.
 */

import { env } from "cloudflare:workers";
import files from "virtual:content-files";
import mediaBytes from "virtual:media";
import startSnapshot from "virtual:start-snapshot";
import type { DurableObjectNamespace, ResponseInit as WorkersResponseInit } from "@cloudflare/workers-types/index.js";
import type { Hono } from "hono";
import packageJson from "../package.json" with { type: "json" };
import { type BuiltApp, buildApp, TABLE_CHOOSERS } from "./app.js";
import { parseConfig } from "./config.js";
import { compileContent } from "./content/compile.js";
import { formatProblems } from "./content/problems.js";
import type { Site } from "./content/site.js";
import { makeUrls } from "./content/urls.js";
import { HEALTH_PATH, healthResponse } from "./http/health.js";
import { preconditionFailed } from "./http/precondition.js";
import { DurableObjectStore, type RateLimitCounter } from "./http/rate-limit/durable-object.js";
import { createTable, type ResponseTable } from "./http/table.js";
import { fromTable } from "./http/table-request.js";
import { decodeSnapshot, decodeTable, type Snapshot, snapshotKeyOf } from "./http/table-snapshot.js";
import { decodeMedia } from "./media/bundle.js";

export { RateLimitCounter } from "./http/rate-limit/durable-object.js";

export interface Env {
  /** Public origin of the site, as for Node (wrangler.toml `[vars]`). */
  readonly BASE_URL?: string;
  /**
   * The quota's counters (wrangler.toml). Without the binding the quota counts in each isolate's memory, as a
   * single Node process does: per location and isolate rather than global, but every search still answers.
   */
  readonly RATE_LIMIT?: DurableObjectNamespace<RateLimitCounter>;
  /** The owner's domain proofs (`[vars]` or secrets), as for Node: served when set, 404 when not. */
  readonly MCP_REGISTRY_AUTH?: string;
  readonly ATPROTO_DID?: string;
}

const compiled = (baseUrl: string): Pick<Snapshot, "site"> => {
  const result = compileContent(files, baseUrl);
  if (!result.ok) throw new Error(`the bundled content has problems:\n${formatProblems(result.problems)}`);
  return result;
};

/**
 * What an isolate serves from: the snapshot's table, answered without the app (as the Node fast path does), and
 * the app, for what the table does not answer (search, MCP, errors).
 */
interface Isolate {
  readonly table: ResponseTable | undefined;
  readonly site: () => Site;
  readonly app: () => Promise<Hono>;
  /** Makes the app and pays its first search's one-off costs (BuiltApp.warm). */
  readonly warm: () => void;
}

const start = (env: Env): Isolate => {
  const { baseUrl, proofs } = parseConfig({
    BASE_URL: env.BASE_URL,
    MCP_REGISTRY_AUTH: env.MCP_REGISTRY_AUTH,
    ATPROTO_DID: env.ATPROTO_DID,
  });
  const bytes = new Uint8Array(startSnapshot);
  // The build keys the snapshot by the origin it rendered for; another origin compiles as before.
  const decoded = snapshotKeyOf(bytes) === baseUrl ? decodeTable(bytes, TABLE_CHOOSERS) : undefined;
  let table: ResponseTable | undefined;
  if (decoded) {
    // The app, built with the default policy, answers a failed If-Match with the same 412.
    table = createTable(preconditionFailed(makeUrls(decoded.origin).errorDoc));
    for (const entry of decoded.contents.entries) table.add(entry);
  }
  let snapshot: Snapshot | undefined;
  const full = (): Snapshot | undefined => {
    if (decoded) snapshot ??= decodeSnapshot(bytes, TABLE_CHOOSERS, decoded);
    return snapshot;
  };
  let site: Site | undefined;
  const siteOf = (): Site => {
    site ??= (full() ?? compiled(baseUrl)).site;
    return site;
  };
  let app: Promise<BuiltApp> | undefined;
  const make = async (): Promise<BuiltApp> => {
    const snapshot = full();
    return buildApp({
      site: siteOf(),
      prebuilt: snapshot?.contents,
      searchIndex: snapshot?.searchIndex,
      // The snapshot's table holds the images; a worker compiling for another origin serves them from media.bin.
      media: snapshot ? undefined : decodeMedia(new Uint8Array(mediaBytes)),
      store: env.RATE_LIMIT ? new DurableObjectStore(env.RATE_LIMIT) : undefined,
      proofs,
      // Set by Cloudflare's edge on every request; a client-sent value is overwritten, so it cannot be forged.
      clientAddress: (c) => c.req.header("CF-Connecting-IP"),
    });
  };
  const built = () => (app ??= make());
  return {
    table,
    site: siteOf,
    app: async () => (await built()).app,
    // A failed warm-up costs nothing but its head start: the first search then pays as before.
    warm: () =>
      void built()
        .then((made) => made.warm())
        .catch((error: unknown) =>
          console.error(JSON.stringify({ level: "warn", event: "warm_up_failed", error: String(error) })),
        ),
  };
};

/**
 * The request with the Accept-Encoding its client sent. The platform replaces the header with `br, gzip` before
 * the worker sees it (Cloudflare's edge and wrangler dev alike) and keeps the client's own value, an empty string
 * when it sent none, in `request.cf.clientAcceptEncoding`. Negotiating on the replaced header would send gzip
 * bytes, passed through untouched (`encodeBody: "manual"`), to a client that never asked for them. Where the
 * property is absent (no platform in front), the header is the client's.
 */
const withClientAcceptEncoding = (request: Request): Request => {
  const cf = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf;
  const original = cf?.clientAcceptEncoding;
  if (typeof original !== "string") return request;
  const headers = new Headers(request.headers);
  if (original === "") headers.delete("Accept-Encoding");
  else headers.set("Accept-Encoding", original);
  return new Request(request, { headers });
};

/**
 * The app sends precompressed bodies with Content-Encoding: gzip; workerd would compress them a second time
 * unless the response says its body is already encoded.
 */
const passEncoded = (response: Response): Response => {
  if (!response.headers.has("Content-Encoding")) return response;
  const init = {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    encodeBody: "manual",
  } satisfies Omit<WorkersResponseInit, "headers"> & ResponseInit;
  return new Response(response.body, init);
};

/**
 * The isolate starts at module load, where Cloudflare's limit is the second of startup, not the free plan's 10 ms
 * a request: with the build's snapshot, the app is made there and a search run through its code, so no request
 * pays for a cold isolate. Without the snapshot (another origin than the build's), compiling the content would not
 * fit that second, so it stays on the first request.
 */
const isolate = start(env as Env);
if (isolate.table) isolate.warm();

export default {
  async fetch(raw: Request): Promise<Response> {
    // As on Node (server.ts): outside the app, so never counted against the quota. An isolate never drains.
    if (new URL(raw.url).pathname === HEALTH_PATH) {
      return healthResponse(raw.method, {
        updated: isolate.site().updated,
        version: packageJson.version,
        stopping: false,
      });
    }
    const request = withClientAcceptEncoding(raw);
    return passEncoded(fromTable(isolate.table, request) ?? (await (await isolate.app()).fetch(request)));
  },
};

/**
 * Cloudflare Workers entry. The content arrives compiled into the bundle (scripts/build-worker.ts), since
 * workerd has no file system. The app is built on the first request, not at module load: workerd forbids I/O
 * at global scope, and precompressing responses with CompressionStream counts as I/O.
 */

import files from "virtual:content-files";
import type { DurableObjectNamespace, ResponseInit as WorkersResponseInit } from "@cloudflare/workers-types/index.js";
import type { Hono } from "hono";
import packageJson from "../package.json" with { type: "json" };
import { createApp } from "./app.js";
import { parseConfig } from "./config.js";
import { compileContent } from "./content/compile.js";
import { formatProblems } from "./content/problems.js";
import type { Site } from "./content/site.js";
import { HEALTH_PATH, healthResponse } from "./http/health.js";
import { DurableObjectStore, type RateLimitCounter } from "./http/rate-limit/durable-object.js";

export { RateLimitCounter } from "./http/rate-limit/durable-object.js";

export interface Env {
  /** Public origin of the site, as for Node (wrangler.toml `[vars]`). */
  readonly BASE_URL?: string;
  readonly RATE_LIMIT: DurableObjectNamespace<RateLimitCounter>;
}

interface Built {
  readonly site: Site;
  readonly app: Hono;
}

const build = async (env: Env): Promise<Built> => {
  const { baseUrl } = parseConfig({ BASE_URL: env.BASE_URL });
  const compiled = compileContent(files, baseUrl);
  if (!compiled.ok) throw new Error(`the bundled content has problems:\n${formatProblems(compiled.problems)}`);
  const app = await createApp({
    site: compiled.site,
    store: new DurableObjectStore(env.RATE_LIMIT),
    // Set by Cloudflare's edge on every request; a client-sent value is overwritten, so it cannot be forged.
    clientAddress: (c) => c.req.header("CF-Connecting-IP"),
  });
  return { site: compiled.site, app };
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

let built: Promise<Built> | undefined;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    built ??= build(env);
    const { site, app } = await built;
    // As on Node (server.ts): outside the app, so never counted against the quota. An isolate never drains.
    if (new URL(request.url).pathname === HEALTH_PATH) {
      return healthResponse(request.method, { updated: site.updated, version: packageJson.version, stopping: false });
    }
    return passEncoded(await app.fetch(withClientAcceptEncoding(request)));
  },
};

/**
 * Cloudflare Workers entry. The content arrives compiled into the bundle (scripts/build-worker.ts), since
 * workerd has no file system. The app is built on the first request, not at module load: workerd forbids I/O
 * at global scope, and precompressing responses with CompressionStream counts as I/O.
 */

import files from "virtual:content-files";
import mediaBytes from "virtual:media";
import type { DurableObjectNamespace, ResponseInit as WorkersResponseInit } from "@cloudflare/workers-types/index.js";
import type { Hono } from "hono";
import { createApp } from "./app.js";
import { parseConfig } from "./config.js";
import { compileContent } from "./content/compile.js";
import { formatProblems } from "./content/problems.js";
import { DurableObjectStore, type RateLimitCounter } from "./http/rate-limit/durable-object.js";
import { decodeMedia } from "./media/bundle.js";

export { RateLimitCounter } from "./http/rate-limit/durable-object.js";

export interface Env {
  /** Public origin of the site, as for Node (wrangler.toml `[vars]`). */
  readonly BASE_URL?: string;
  readonly RATE_LIMIT: DurableObjectNamespace<RateLimitCounter>;
}

const build = async (env: Env): Promise<Hono> => {
  const { baseUrl } = parseConfig({ BASE_URL: env.BASE_URL });
  const compiled = compileContent(files, baseUrl);
  if (!compiled.ok) throw new Error(`the bundled content has problems:\n${formatProblems(compiled.problems)}`);
  return createApp({
    site: compiled.site,
    media: decodeMedia(mediaBytes),
    store: new DurableObjectStore(env.RATE_LIMIT),
    // Set by Cloudflare's edge on every request; a client-sent value is overwritten, so it cannot be forged.
    clientAddress: (c) => c.req.header("CF-Connecting-IP"),
  });
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

let app: Promise<Hono> | undefined;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    app ??= build(env);
    return passEncoded(await (await app).fetch(request));
  },
};

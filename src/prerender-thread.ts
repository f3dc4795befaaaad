/**
 * The thread a built server prerenders its content in (prerender.ts), at start and on reload, when the build's
 * snapshot does not fit. Rendering pages with hono/jsx starts an AsyncLocalStorage, and on Node 20 one that has
 * run once makes every async resource of the process pay a hook (about a fifth more CPU per cached response and
 * per search, measured): here it lives and ends with the thread. The bytes come back transferred, not copied.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type PrerenderRequest, prerender } from "./prerender.js";

const result = await prerender(workerData as PrerenderRequest);
parentPort?.postMessage(result, result.ok ? [result.bytes.buffer] : []);

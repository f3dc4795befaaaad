/**
 * Requests to the worker under test, inside workerd: SELF is the service binding to wrangler.toml's `main`,
 * the bundle that deploys. Each request carries CF-Connecting-IP, as Cloudflare's edge sets it.
 */
import { SELF } from "cloudflare:test";
import type { Fetch } from "../support/contract.js";
import { WORKER_ORIGIN } from "./origin.js";

export const DEFAULT_CLIENT = "192.0.2.10";

/** fetch() for the worker as the given client address; relative URLs resolve against the worker's origin. */
export const workerFetch =
  (client = DEFAULT_CLIENT): Fetch =>
  (url, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", client);
    return SELF.fetch(new URL(url, WORKER_ORIGIN).href, { ...init, headers }) as unknown as Promise<Response>;
  };

/** Small readers shared by the API tests: one request, its status, headers and parsed JSON body. */
import type { Hono } from "hono";
import type { ErrorBody } from "../../src/schema/error.js";

export interface Answer<T> {
  readonly res: Response;
  readonly status: number;
  readonly body: T;
}

export type Envelope<D, M = Record<string, unknown>> = { data: D; meta: M };

/** Sends a request through `app.request()` and parses the JSON body (null when there is none). */
export const call = async <T = unknown>(
  app: Hono,
  path: string,
  init: RequestInit & { client?: string } = {},
): Promise<Answer<T>> => {
  const { client, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (client) headers.set("x-test-client", client);
  const res = await app.request(path, { ...rest, headers });
  const text = await res.text();
  return { res, status: res.status, body: (text === "" ? null : JSON.parse(text)) as T };
};

export const callError = (app: Hono, path: string, init: RequestInit & { client?: string } = {}) =>
  call<ErrorBody>(app, path, init);

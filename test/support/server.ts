/**
 * A real HTTP server on a free loopback port, with the content compiled for the origin it got, so that every
 * absolute URL in a response points back at that server. It is the server src/server.ts runs (node/http-server:
 * parser limits, early refusals, the response-table fast path).
 */
import type { AddressInfo } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Hono } from "hono";
import { buildApp } from "../../src/app.js";
import type { Site } from "../../src/content/site.js";
import type { ResponseTable } from "../../src/http/table.js";
import { createNodeServer } from "../../src/node/http-server.js";
import type { TestAppOptions } from "./app.js";
import { compileOrThrow, contentFiles } from "./content.js";

export interface RunningServer {
  readonly origin: string;
  readonly site: Site;
  readonly app: Hono;
  close(): Promise<void>;
}

export const startServer = async (options: TestAppOptions = {}): Promise<RunningServer> => {
  let app: Hono | undefined;
  let site: Site | undefined;
  let table: ResponseTable | undefined;
  // The app arrives once the port, and so the origin, is known.
  const server = createNodeServer({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response("starting", { status: 503 })),
    docsUrl: (code) => site?.urls.errorDoc(code) ?? "",
    table: () => table,
    policy: options.policy,
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const compiled = options.site ?? compileOrThrow(options.files ?? (await contentFiles()), origin);
  site = compiled;
  const built = await buildApp({ clientAddress: (c) => getConnInfo(c).remote.address, ...options, site: compiled });
  app = built.app;
  table = built.table;
  return {
    origin,
    site: compiled,
    app,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};

/**
 * A real HTTP server on a free loopback port, with the content compiled for the origin it got, so that every
 * absolute URL in a response points back at that server. It is the server src/server.ts runs (node/http-server:
 * parser limits, early refusals, the response-table fast path).
 */
import type { AddressInfo } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { type BuiltApp, buildApp } from "../../src/app.js";
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

export interface ServerOptions extends TestAppOptions {
  /**
   * The BASE_URL the content is compiled for, given the port the server got; by default the loopback origin the
   * server listens on. A different one stands for a server reached at another origin than its configured one.
   */
  readonly baseUrl?: (port: number) => string;
}

export const startServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  let app: Hono | undefined;
  let site: Site | undefined;
  let table: ResponseTable | undefined;
  let mcp: BuiltApp["mcp"] | undefined;
  // The app arrives once the port, and so the origin, is known.
  const server = createNodeServer({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response("starting", { status: 503 })),
    docsUrl: (code) => site?.urls.errorDoc(code) ?? "",
    origin: () => site?.urls.base ?? "http://localhost",
    table: () => table,
    // As the Node entry: MCP's kept answers written without the app (src/node/mcp-listener.ts).
    mcp: () => mcp,
    policy: options.policy,
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const compiled =
    options.site ?? compileOrThrow(options.files ?? (await contentFiles()), options.baseUrl?.(port) ?? origin);
  site = compiled;
  const { baseUrl: _baseUrl, ...appOptions } = options;
  const built = await buildApp({ clientAddress: (c) => getConnInfo(c).remote.address, ...appOptions, site: compiled });
  app = built.app;
  table = built.table;
  mcp = built.mcp;
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

/**
 * A real server for a file of raw-socket tests: started before its tests and closed after them. `port()` and
 * `origin()` are read inside the tests, once it listens.
 */
export const rawServer = (): { readonly port: () => number; readonly origin: () => string } => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());
  const origin = (): string => server?.origin ?? "";
  return { origin, port: () => Number(new URL(origin()).port) };
};

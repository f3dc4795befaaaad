/**
 * Test harness: the real content (or fixture files) compiled for the origin a real listening server got,
 * so that every absolute URL in a response points back at that server.
 */
import type { AddressInfo } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Hono } from "hono";
import { type AppOptions, buildApp, createApp } from "../../src/app.js";
import { type ContentFiles, compileContent } from "../../src/content/compile.js";
import { loadContentFiles } from "../../src/content/load.js";
import type { Site } from "../../src/content/site.js";
import type { ResponseTable } from "../../src/http/table.js";
import { createNodeServer } from "../../src/node/http-server.js";

let cachedFiles: ContentFiles | undefined;

/** The shipped content/ files, read once per test file. */
export const contentFiles = async (): Promise<ContentFiles> => {
  cachedFiles ??= await loadContentFiles();
  return cachedFiles;
};

export const compileOrThrow = (files: ContentFiles, origin: string): Site => {
  const result = compileContent(files, origin);
  if (!result.ok) throw new Error(`fixture content is invalid: ${JSON.stringify(result.problems, null, 2)}`);
  return result.site;
};

export const TEST_ORIGIN = "http://localhost:8787";

/** The real content compiled for TEST_ORIGIN, for `app.request()` tests that need no socket. */
export const testSite = async (origin = TEST_ORIGIN): Promise<Site> => compileOrThrow(await contentFiles(), origin);

export type TestAppOptions = Partial<AppOptions> & { files?: ContentFiles };

/** An app over the real content; `x-test-client` stands in for the socket address in `app.request()` tests. */
export const testApp = async (options: TestAppOptions = {}): Promise<Hono> => {
  const site = options.site ?? compileOrThrow(options.files ?? (await contentFiles()), TEST_ORIGIN);
  return createApp({ clientAddress: (c) => c.req.header("x-test-client") ?? "192.0.2.1", ...options, site });
};

export interface RunningServer {
  readonly origin: string;
  readonly site: Site;
  readonly app: Hono;
  close(): Promise<void>;
}

/** A real HTTP server on a free loopback port, with the site compiled for that origin. */
export const startServer = async (options: TestAppOptions = {}): Promise<RunningServer> => {
  let app: Hono | undefined;
  let site: Site | undefined;
  let table: ResponseTable | undefined;
  // The server src/server.ts runs; the app arrives once the port, and so the origin, is known.
  const server = createNodeServer({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response("starting", { status: 503 })),
    docsUrl: (code) => site?.urls.errorDoc(code) ?? "",
    table: () => table,
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

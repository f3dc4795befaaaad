/**
 * A real HTTP server on a free loopback port, with the content compiled for the origin it got, so that every
 * absolute URL in a response points back at that server.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Hono } from "hono";
import { createApp } from "../../src/app.js";
import type { Site } from "../../src/content/site.js";
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
  const server = serve({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response("starting", { status: 503 })),
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const site = options.site ?? compileOrThrow(options.files ?? (await contentFiles()), origin);
  app = await createApp({ clientAddress: (c) => getConnInfo(c).remote.address, ...options, site });
  return {
    origin,
    site,
    app,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  };
};

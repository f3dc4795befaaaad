/**
 * The admin listener: `/metrics` in Prometheus's text format, on its own port (ADMIN_PORT) bound to loopback by
 * default (ADMIN_HOST), never on the public port, so the process's internals are not published to the world.
 * Anything else answers 404.
 */
import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";

export const METRICS_PATH = "/metrics";

export const createAdminServer = (registry: Registry): Server =>
  createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(`${String(error)}\n`);
      },
    );
  });

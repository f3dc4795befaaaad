/**
 * `npm run export` served by Debian's nginx (a child process on a free loopback port, temp prefix) with its
 * generated config, against the live app for the same origin: every exported path, under a set of Accept and
 * Accept-Encoding headers, by GET, HEAD and If-None-Match, answers the app's status, bytes and headers. nginx
 * may add only Server, Date, Connection and Keep-Alive, and Content-Length on a 304 (documented
 * in docs/deploy.md#static-export). Search and MCP pass through to the app.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleClientAssets } from "../../scripts/build/client-assets.js";
import { buildMedia } from "../../src/node/draw-media.js";
import { CONTENT_DIR, compileOrThrow, contentFiles } from "../support/content.js";
import { freePort } from "../support/port.js";
import { type RunningServer, startServer } from "../support/server.js";
import { runTsx } from "../support/spawn.js";
import { requireTool } from "../support/tool-gate.js";

interface Raw {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/** node:http, not fetch: the bytes as sent, gzip left coded. */
const raw = (origin: string, path: string, method = "GET", headers: Record<string, string> = {}): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const flat = Object.fromEntries(
          Object.entries(res.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value]),
        ) as Record<string, string>;
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });

/** Headers of the connection or the moment, not of the resource. */
const TRANSPORT = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
/** What nginx may add to the app's headers. */
const NGINX_EXTRAS = new Set([...TRANSPORT, "server"]);

const ACCEPTS = [
  undefined,
  "*/*",
  "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "text/markdown",
  "text/markdown, text/html;q=0.5",
  "application/json",
  "application/ai-catalog+json",
  "application/mcp-server-card+json",
];
const ENCODINGS = [undefined, "gzip, deflate, br", "br", "gzip;q=0, br"];

const waitForPort = async (port: number, child: ChildProcess, log: () => Promise<string>): Promise<void> => {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}:\n${await log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => resolve(socket.end() !== undefined));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}:\n${await log()}`);
};

/** Found as `.ci/run` finds it (tools.ts, /usr/sbin included); missing, this skips here and fails under CI. */
const NGINX = requireTool("nginx");

describe.skipIf(NGINX === undefined)("the static export under nginx", () => {
  let app: RunningServer;
  let nginx: ChildProcess;
  let dir: string;
  let origin: string;
  let paths: string[];

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // The app the export is compared with has the robot's assets and the build's images, as the export has
    // (scripts/owner/export.ts).
    const files = await contentFiles();
    const site = compileOrThrow(files, origin);
    app = await startServer({ site, clientAssets: await bundleClientAssets(), media: await buildMedia(site, files) });
    dir = await mkdtemp(join(tmpdir(), "export-nginx-"));
    // nginx started as root reads files as an unprivileged worker user.
    await chmod(dir, 0o755);
    const exported = await runTsx(["scripts/owner/export.ts", join(dir, "export")], {
      // The record the app above serves, whatever content/ holds.
      CONTENT_DIR,
      BASE_URL: origin,
      EXPORT_LISTEN: `127.0.0.1:${port}`,
      EXPORT_UPSTREAM: app.origin,
    });
    if (exported.code !== 0) throw new Error(`npm run export failed:\n${exported.stderr}`);
    const headersFile = await readFile(join(dir, "export", "public", "_headers"), "utf8");
    paths = headersFile.split("\n").filter((line) => line.startsWith("/"));

    const temp = (name: string) => join(dir, name);
    await writeFile(
      temp("nginx.conf"),
      `daemon off;
worker_processes 1;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")};
events { worker_connections 64; }
http {
    access_log off;
    client_body_temp_path ${temp("client_body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
    include ${join(dir, "export", "nginx.conf")};
}
`,
    );
    nginx = spawn(NGINX ?? "nginx", ["-p", dir, "-c", temp("nginx.conf"), "-e", temp("error.log")], {
      stdio: "ignore",
    });
    await waitForPort(port, nginx, () => readFile(temp("error.log"), "utf8").catch(() => ""));
  }, 120_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** nginx sends Content-Length on its 304 (0); the app sends none there. */
  const expectSame = (served: Raw, live: Raw, what: string): void => {
    expect(served.status, what).toBe(live.status);
    expect(served.body.equals(live.body), `${what}: body`).toBe(true);
    for (const [name, value] of Object.entries(live.headers)) {
      if (!TRANSPORT.has(name)) expect(served.headers[name], `${what}: ${name}`).toBe(value);
    }
    const extras = Object.keys(served.headers).filter((name) => !(name in live.headers) && !NGINX_EXTRAS.has(name));
    expect(extras, `${what}: headers the app does not send`).toEqual(live.status === 304 ? ["content-length"] : []);
  };

  it("exports every path of the app's sitemap and discovery files", () => {
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/about", "/about.md", "/llms.txt", "/api/v1/profile", "/resume.pdf"]),
    );
    expect(paths.length).toBeGreaterThan(50);
  });

  it("answers every exported path with the app's status, bytes and headers, by Accept and Accept-Encoding", async () => {
    for (const path of paths) {
      for (const accept of ACCEPTS) {
        for (const encoding of ENCODINGS) {
          const headers: Record<string, string> = {};
          if (accept) headers.Accept = accept;
          if (encoding) headers["Accept-Encoding"] = encoding;
          const what = `GET ${path} Accept: ${accept} Accept-Encoding: ${encoding}`;
          expectSame(await raw(origin, path, "GET", headers), await raw(app.origin, path, "GET", headers), what);
        }
      }
    }
  });

  it("answers HEAD and a matching If-None-Match as the app does", async () => {
    for (const path of paths) {
      for (const encoding of [undefined, "gzip"]) {
        const headers: Record<string, string> = encoding ? { "Accept-Encoding": encoding } : {};
        const head = [await raw(origin, path, "HEAD", headers), await raw(app.origin, path, "HEAD", headers)] as const;
        expectSame(...head, `HEAD ${path}`);
        const { etag } = (await raw(app.origin, path, "GET", headers)).headers;
        expect(etag, `GET ${path}: an ETag to revalidate with`).toBeDefined();
        const conditional = { ...headers, "If-None-Match": `W/"other", ${etag}` };
        const what = `GET ${path} If-None-Match ${etag}`;
        const served = await raw(origin, path, "GET", conditional);
        // Agreeing with the app is not enough: both could answer 200 and send the whole body again.
        expect(served.status, what).toBe(304);
        expectSame(served, await raw(app.origin, path, "GET", conditional), what);
      }
    }
  });

  it("passes search, MCP and unknown paths to the app", async () => {
    const search = await raw(origin, "/api/v1/search?q=design");
    expect(search.status).toBe(200);
    expect(JSON.parse(search.body.toString()).data.length).toBeGreaterThan(0);
    const mcp = await fetch(`${origin}/mcp`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    expect(mcp.status).toBe(200);
    expect(await mcp.json()).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    const missing = await raw(origin, "/api/v1/chapters/nope");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString()).error.code).toBe("chapter_not_found");
  });
});

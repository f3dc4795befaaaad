/**
 * The Workers build in workerd behind Miniflare's HTTP entry, the front `wrangler dev` serves: like Cloudflare's
 * edge, it replaces the request's Accept-Encoding with `br, gzip` before the worker runs and keeps the client's
 * value in `request.cf.clientAcceptEncoding`. (The workerd pool's SELF binding skips that front, so the
 * tests in test/edge cannot see it.) Requests go over node:http, which adds no Accept-Encoding of its own.
 */
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { Miniflare, type MiniflareOptions } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.js";
import { loadContentFiles } from "../../src/content/load.js";
import { compileOrThrow, SAMPLE_DIR } from "../support/content.js";
import buildWorker from "../support/worker-build.js";

const ORIGIN = "http://localhost:8787";
let options: MiniflareOptions;
let mf: Miniflare | undefined;
let url: URL;

beforeAll(async () => {
  process.env.XDG_CONFIG_HOME ??= mkdtempSync(join(tmpdir(), "wrangler-config-"));
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  await buildWorker();
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const { main, workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  options = {
    ...workerOptions,
    modules: true,
    scriptPath: main,
    bindings: { BASE_URL: ORIGIN },
    host: "127.0.0.1",
    port: 0,
  };
  mf = new Miniflare(options);
  url = await mf.ready;
}, 120_000);
afterAll(() => mf?.dispose());

interface Answer {
  readonly status: number;
  readonly encoding: string | undefined;
  readonly rateLimit: string | undefined;
  readonly bytes: Buffer;
}

const get = (path: string, headers: Record<string, string> = {}, base = url): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers["content-encoding"],
          rateLimit: res.headers.ratelimit?.toString(),
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });

describe("the worker behind the platform's front", () => {
  it("sends identity bytes to a client that sent no Accept-Encoding", async () => {
    const res = await get("/api/v1/profile");
    expect(res.status).toBe(200);
    expect(res.encoding).toBeUndefined();
    expect(JSON.parse(res.bytes.toString("utf8")).data.id).toBeTruthy();
  });

  it("sends identity bytes to a client that accepts only identity", async () => {
    const res = await get("/api/v1/profile", { "Accept-Encoding": "identity" });
    expect(res.encoding).toBeUndefined();
    expect(JSON.parse(res.bytes.toString("utf8")).data.id).toBeTruthy();
  });

  it("sends gzip, coded once, to a client that asked for it", async () => {
    const res = await get("/api/v1/profile", { "Accept-Encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.encoding).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.bytes).toString("utf8")).data.id).toBeTruthy();
  });

  it("answers /healthz as the Node server does", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.bytes.toString("utf8"))).toMatchObject({ status: "ok" });
  });

  it("answers searches from the build's stored index as an app that builds its index from the content does", async () => {
    // The content the Workers build bundles (scripts/build/build-worker.ts), for the origin it rendered for.
    const site = compileOrThrow(await loadContentFiles(SAMPLE_DIR), ORIGIN);
    const app = await createApp({ site, clientAddress: () => "192.0.2.1" });
    for (const q of ["design systems", "how can I contact him", "talks before 2020", "desgin sytems", "zzqx"]) {
      const path = `/api/v1/search?q=${encodeURIComponent(q)}&limit=10`;
      const fromWorker = JSON.parse((await get(path)).bytes.toString("utf8")) as unknown;
      const fromSource = (await (await app.request(path)).json()) as unknown;
      expect(fromWorker, q).toEqual(fromSource);
    }
  });
});

describe("a worker deployed without the quota's Durable Object binding", () => {
  let bare: Miniflare | undefined;
  let bareUrl: URL;
  beforeAll(async () => {
    const { durableObjects: _counters, ...withoutCounters } = options;
    bare = new Miniflare(withoutCounters as MiniflareOptions);
    bareUrl = await bare.ready;
  }, 120_000);
  afterAll(() => bare?.dispose());

  it("still answers searches, the quota counted in the isolate's memory", async () => {
    const remaining: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await get("/api/v1/search?q=design", {}, bareUrl);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.bytes.toString("utf8")).data.length).toBeGreaterThan(0);
      remaining.push(Number(res.rateLimit?.match(/;r=(\d+)/)?.[1]));
    }
    expect(remaining[1]).toBe((remaining[0] ?? 0) - 1);
  });
});

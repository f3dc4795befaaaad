/**
 * The built server (`dist/server.js`, what `npm start` runs) as a real process: it finds its content from any
 * folder (a space in the path included), answers /healthz, logs one JSON line per request without the client's
 * address, closes slow clients at the headers timeout, reloads content on SIGHUP (keeping the old content when
 * the new one is invalid) and drains in-flight requests on SIGTERM. `npm test` builds dist/ first. Run from its
 * sources, it draws the images of content the build did not draw.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { DEFAULT_CONTENT_DIR, SAMPLE_CONTENT_DIR } from "../../src/content/load.js";
import { decodeMedia } from "../../src/media/bundle.js";
import { MEDIA_NAME } from "../../src/node/media.js";
import { RequestLogLine } from "../../src/schema/request-log.js";
import { MCP_ACCEPT } from "../support/mcp-raw.js";
import { ROOT } from "../support/spawn.js";

/** A record of another person, whose chapters are not the sample's. */
const OTHER_RECORD = join(ROOT, "test", "fixtures", "infra-engineer");

const SERVER = join(ROOT, "dist", "server.js");
const READY = /on http:\/\/127\.0\.0\.1:(\d+)/;

interface Running {
  readonly origin: string;
  readonly port: number;
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

/** `script` is the file node runs, or node's whole argument list. */
const start = (script: string | readonly string[], env: Record<string, string> = {}): Promise<Running> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, typeof script === "string" ? [script] : script, {
      env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.push(child);
    let stdout = "";
    let stderr = "";
    const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
    void exited.then((code) => reject(new Error(`server exited (${code}) before it was ready:\n${stdout}\n${stderr}`)));
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = READY.exec(stdout);
      if (match) {
        const port = Number(match[1]);
        resolve({
          origin: `http://127.0.0.1:${port}`,
          port,
          child,
          stdout: () => stdout,
          stderr: () => stderr,
          exited,
        });
      }
    });
  });

const eventually = async (check: () => Promise<boolean> | boolean, what: string, ms = 20_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/**
 * Asks a probe preloaded into the server (test/support/*-probe.cjs) its question by SIGUSR2, and reads its yes or no
 * from the server's standard error.
 */
const askProbe = (app: Running, what: string): (() => Promise<boolean>) => {
  let asked = 0;
  return async () => {
    asked += 1;
    app.child.kill("SIGUSR2");
    const answer = new RegExp(`probe ${asked} ${what} (true|false)`);
    await eventually(() => answer.test(app.stderr()), "the probe's answer");
    return answer.exec(app.stderr())?.[1] === "true";
  };
};

const health = async (origin: string) => (await (await fetch(`${origin}/healthz`)).json()) as Record<string, unknown>;

beforeAll(() => {
  if (!existsSync(SERVER)) throw new Error("dist/server.js is missing: run `npm run build` (npm test does)");
});
afterAll(() => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

describe("the built server, started from a folder whose path has a space", () => {
  let app: Running;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "profile service "));
    cpSync(join(ROOT, "dist"), join(folder, "dist"), { recursive: true });
    cpSync(SAMPLE_CONTENT_DIR, join(folder, "content"), { recursive: true });
    cpSync(join(ROOT, "package.json"), join(folder, "package.json"));
    app = await start(join(folder, "dist", "server.js"), { LOG_REQUESTS: "1", LOG_SALT: "a-test-salt-of-some-length" });
  });
  afterAll(() => {
    app?.child.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
  });

  it("with PORT=0 and no BASE_URL, links to the port it took, not to port 0", async () => {
    expect(app.stdout()).toContain(`Serving http://localhost:${app.port} on http://127.0.0.1:${app.port}`);
    const profile = (await (await fetch(`${app.origin}/api/v1/profile`)).json()) as {
      data: { links: { agent: string } };
    };
    expect(profile.data.links.agent).toBe(`http://localhost:${app.port}/agent`);
  });

  it("serves the content found next to it", async () => {
    const res = await fetch(`${app.origin}/api/v1/profile`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { id: string } }).data.id).toBe("kyle-ledbetter");
  });

  it("answers table hits as the app would: gzip, 304 on a matching ETag, the Markdown twin, HEAD", async () => {
    const gzipped = await fetch(`${app.origin}/api/v1/chapters/org-b`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const etag = gzipped.headers.get("etag") ?? "";
    const again = await fetch(`${app.origin}/api/v1/chapters/org-b`, {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    const markdown = await fetch(`${app.origin}/agent`, { headers: { Accept: "text/markdown" } });
    expect(markdown.headers.get("content-type")).toMatch(/^text\/markdown/);
    const head = await fetch(`${app.origin}/api/v1/profile`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await fetch(`${app.origin}/api/v1/chapters/nope`)).status).toBe(404);
  });

  it("answers GET and HEAD /healthz, uncached and uncounted", async () => {
    const version = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
    const updated = /^updated: (\S+)$/m.exec(readFileSync(join(SAMPLE_CONTENT_DIR, "site.yaml"), "utf8"))?.[1];
    const res = await fetch(`${app.origin}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("ratelimit")).toBeNull();
    expect(await res.json()).toEqual({ status: "ok", updated, version });
    const head = await fetch(`${app.origin}/healthz`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toBe("no-store");
    expect(await head.text()).toBe("");
    const post = await fetch(`${app.origin}/healthz`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("logs one JSON line per request of the declared shape, with a salted hash instead of the address and no query string", async () => {
    await fetch(`${app.origin}/api/v1/search?q=secret+words`);
    await eventually(() => app.stdout().includes('"/api/v1/search"'), "the search to be logged");
    const lines = app
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const search = lines.find((line) => line.path === "/api/v1/search");
    expect(search).toMatchObject({ method: "GET", status: 200 });
    // Exactly the declared fields (the privacy page lists them); of the query string only the search's words.
    expect(RequestLogLine.strict().safeParse(search).success).toBe(true);
    expect(search).toMatchObject({ path: "/api/v1/search", surface: "api", "search.query": "secret words" });
    expect(typeof search?.ms).toBe("number");
    expect(search?.client).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(lines.map((line) => line.client)).size).toBe(1);
    expect(app.stdout()).not.toContain('127.0.0.1"');
    expect(app.stdout()).not.toContain("q=secret");
  });

  it("logs a request refused before the app, which has no method or path to log", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(app.port, "127.0.0.1", () => socket.write("get / HTTP/1.1\r\nHost: x\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      socket.on("error", reject);
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    await eventually(() => app.stdout().includes('"refused"'), "the refusal to be logged");
    const line = app
      .stdout()
      .split("\n")
      .find((entry) => entry.includes('"refused"'));
    const logged = JSON.parse(line ?? "{}") as Record<string, unknown>;
    expect(Object.keys(logged).sort()).toEqual(["client", "ms", "refused", "status", "time"]);
    expect(logged).toMatchObject({ refused: "method", status: 405 });
  });
});

describe("the built server's lifecycle", () => {
  it("refuses to start on a port in use with one line saying so, and no stack trace", async () => {
    const first = await start(SERVER);
    const second = spawn(process.execPath, [SERVER], {
      env: { PATH: process.env.PATH ?? "", PORT: String(first.port), HOST: "127.0.0.1", NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.push(second);
    let stderr = "";
    second.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((done) => second.once("exit", done));
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot listen on 127.0.0.1:${first.port}: the port is in use.`);
    expect(stderr).not.toMatch(/\n\s+at /);
    first.child.kill("SIGKILL");
  });

  it("closes a client that never finishes its headers at the headers timeout", async () => {
    const app = await start(SERVER, { HEADERS_TIMEOUT_MS: "1000", LOG_REQUESTS: "1" });
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(app.port, "127.0.0.1", () => socket.write("GET /api/v1/profile HTTP/1.1\r\nHost: x\r\n"));
      socket.on("error", reject);
      socket.on("data", () => {});
      socket.on("close", () => resolve(Date.now() - started));
    });
    // Not before the timeout: a lower bound, which a busy machine (only ever later) cannot break.
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    // Node's own sweep runs every 30 s by default; the server checks every second, so it closes near 1 s. The
    // bound only has to tell the two apart: at 20 s it leaves a loaded 2-core machine 19 s of slack.
    expect(closedAfter).toBeLessThan(20_000);
    // The log says so, with how long the server held the connection: the client's time less any wait to be accepted.
    await eventually(() => app.stdout().includes('"refused"'), "the refusal to be logged");
    const logged = JSON.parse(
      app
        .stdout()
        .split("\n")
        .find((line) => line.includes('"refused"')) ?? "{}",
    ) as {
      refused?: string;
      status?: number;
      ms?: number;
    };
    expect(logged).toMatchObject({ refused: "headers_timeout", status: 408 });
    expect(logged.ms).toBeGreaterThanOrEqual(1_000);
    expect(logged.ms).toBeLessThanOrEqual(closedAfter + 1);
    app.child.kill("SIGKILL");
    // Longer than Node's 30 s sweep, so a server that lost its own check fails the bound above, not the clock.
  }, 45_000);

  it("answers table hits without loading the web adapter, and loads it for the first request the table misses", async () => {
    // Loading the adapter loads Node's fetch implementation, tens of milliseconds a start of table hits never needs.
    const probe = join(ROOT, "test", "support", "undici-probe.cjs");
    // Served from the build's snapshot (its origin): compiling at start renders through web streams, which load it.
    const app = await start(SERVER, { NODE_OPTIONS: `--require ${probe}`, BASE_URL: parseConfig({}).baseUrl });
    const undiciLoaded = askProbe(app, "undici");
    expect((await fetch(`${app.origin}/api/v1/profile`)).status).toBe(200);
    expect(await undiciLoaded()).toBe(false);
    const [first, second] = await Promise.all([
      fetch(`${app.origin}/api/v1/search?q=design`),
      fetch(`${app.origin}/api/v1/search?q=keynote`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(((await first.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(await undiciLoaded()).toBe(true);
    app.child.kill("SIGKILL");
  });

  it("compiles content the build's snapshot does not fit in another thread, so no async context is tracked here", async () => {
    // Rendering pages with hono/jsx runs an AsyncLocalStorage; on Node 20 that taxes every async resource after.
    const probe = join(ROOT, "test", "support", "async-context-probe.cjs");
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
      const app = await start(SERVER, {
        NODE_OPTIONS: `--require ${probe}`,
        CONTENT_DIR: dir,
        BASE_URL: "https://elsewhere.example",
      });
      expect(app.stdout()).toContain("content: compiled at start");
      // Its previews name the build's origin: the operator is told, once, how to redraw them.
      await eventually(() => /"event":"media_from_build"/.test(app.stderr()), "the stale-images warning");
      const tracked = askProbe(app, "async-context");
      const page = await fetch(`${app.origin}/story/org-b`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('href="https://elsewhere.example/story/org-b"');
      expect(await tracked()).toBe(false);

      const site = join(dir, "site.yaml");
      writeFileSync(site, readFileSync(site, "utf8").replace(/^updated: .*$/m, "updated: 2031-02-03"));
      app.child.kill("SIGHUP");
      await eventually(async () => (await health(app.origin)).updated === "2031-02-03", "the new content");
      expect(await tracked()).toBe(false);
      app.child.kill("SIGKILL");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reloads the content on SIGHUP, and keeps serving the old content when the new one is invalid", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
      const app = await start(SERVER, { CONTENT_DIR: dir });
      const site = join(dir, "site.yaml");
      const original = readFileSync(site, "utf8");

      writeFileSync(site, original.replace(/^updated: .*$/m, "updated: 2031-02-03"));
      app.child.kill("SIGHUP");
      await eventually(async () => (await health(app.origin)).updated === "2031-02-03", "the new content");
      const meta = (await (await fetch(`${app.origin}/api/v1/profile`)).json()) as { meta: { updated: string } };
      expect(meta.meta.updated).toBe("2031-02-03");

      writeFileSync(site, original.replace(/^updated: .*$/m, "updated: not-a-date"));
      writeFileSync(join(dir, "talks.yaml"), "- id: [unclosed\n");
      app.child.kill("SIGHUP");
      await eventually(() => app.stderr().includes("content_reload_failed"), "the reload to fail");
      const problems = app
        .stderr()
        .split("\n")
        .filter((line) => line.includes("content_reload_problem"))
        .map((line) => JSON.parse(line) as { file: string });
      expect(problems.map((p) => p.file)).toEqual(expect.arrayContaining(["site.yaml", "talks.yaml"]));
      expect(await health(app.origin)).toMatchObject({ status: "ok", updated: "2031-02-03" });
      expect((await fetch(`${app.origin}/api/v1/talks`)).status).toBe(200);
      app.child.kill("SIGKILL");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("on SIGTERM finishes the request in flight, refuses new connections and exits 0", async () => {
    const app = await start(SERVER);
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: { name: "get_profile", arguments: {} },
    });
    // The request is in flight while its body is still arriving: headers now, the body after the signal.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        `${app.origin}/mcp`,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: MCP_ACCEPT,
            "MCP-Protocol-Version": "2025-11-25",
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      req.on("socket", (socket) =>
        socket.once("connect", () =>
          setTimeout(() => {
            app.child.kill("SIGTERM");
            void eventually(() => app.stdout().includes("SIGTERM"), "the signal").then(async () => {
              await expect(fetch(`${app.origin}/healthz`)).rejects.toThrow();
              req.end(body.slice(10));
            }, reject);
          }, 100),
        ),
      );
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ jsonrpc: "2.0", id: 7, result: {} });
    expect(await app.exited).toBe(0);
  });
});

describe("the built server's start snapshot", () => {
  // The origin `npm run build` compiled for (npm test builds with no BASE_URL or PORT set).
  const BUILD_ORIGIN = parseConfig({}).baseUrl;
  const PATHS = [
    "/api/v1/profile",
    "/api/v1/chapters/org-b",
    "/agent",
    "/agent.md",
    "/openapi.json",
    "/llms-full.txt",
    "/.well-known/api-catalog",
    "/sitemap.xml",
    "/no-such-page",
    "/api/v1/chapters/nope",
  ];
  const responses = async (origin: string) =>
    Promise.all(
      PATHS.flatMap((path) =>
        ["identity", "gzip"].map(async (coding) => {
          const res = await new Promise<{ status?: number; headers: Record<string, unknown>; body: string }>(
            (resolve, reject) => {
              const req = httpRequest(`${origin}${path}`, { headers: { "Accept-Encoding": coding } }, (response) => {
                const chunks: Buffer[] = [];
                response.on("data", (chunk: Buffer) => chunks.push(chunk));
                response.on("end", () => {
                  const { date: _date, ...headers } = response.headers;
                  resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks).toString("base64") });
                });
              });
              req.on("error", reject);
              req.end();
            },
          );
          return { path, coding, ...res };
        }),
      ),
    );

  it("serves the same bytes from the build's snapshot as compiled at start, and compiles edited content on SIGHUP", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
      const site = join(dir, "site.yaml");
      const original = readFileSync(site, "utf8");
      const prebuilt = await start(SERVER, { CONTENT_DIR: dir, BASE_URL: BUILD_ORIGIN });
      // The ready line names the folder served: the owner sees at once whether it is theirs or the sample.
      expect(prebuilt.stdout()).toContain(`content: prebuilt by the build from ${dir}/)`);
      expect(prebuilt.stderr()).not.toContain("media_from_build");
      // A comment changes the file, not the content: compiled at start, it must give the very same responses.
      writeFileSync(site, `# a comment\n${original}`);
      const compiled = await start(SERVER, { CONTENT_DIR: dir, BASE_URL: BUILD_ORIGIN });
      expect(compiled.stdout()).toContain("content: compiled at start");
      expect(await responses(prebuilt.origin)).toEqual(await responses(compiled.origin));
      compiled.child.kill("SIGKILL");

      writeFileSync(site, original.replace(/^updated: .*$/m, "updated: 2031-02-03"));
      prebuilt.child.kill("SIGHUP");
      await eventually(async () => (await health(prebuilt.origin)).updated === "2031-02-03", "the edited content");
      // The log line follows the swap through the log's asynchronous sink: it may arrive after /healthz answers.
      await eventually(() => prebuilt.stdout().includes('"prebuilt":false'), "the reload's log line");
      writeFileSync(site, original);
      prebuilt.child.kill("SIGHUP");
      await eventually(async () => (await health(prebuilt.origin)).updated !== "2031-02-03", "the build's content");
      await eventually(() => prebuilt.stdout().includes('"prebuilt":true'), "the reload's log line");
      prebuilt.child.kill("SIGKILL");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the server run from its sources (npm run dev)", () => {
  it("draws the previews and résumé of content the build did not draw, instead of serving the build's", async () => {
    const app = await start(["--import", "tsx", join(ROOT, "src", "server.ts")], {
      CONTENT_DIR: OTHER_RECORD,
      RATE_LIMIT_STORE: "memory",
    });
    const built = new Map(
      decodeMedia(new Uint8Array(readFileSync(join(ROOT, "dist", MEDIA_NAME)))).map((f) => [f.path, f]),
    );
    // A chapter the build's content does not have: its preview was never drawn by the build.
    const fresh = await fetch(`${app.origin}/assets/og/story-pittsburgh.png`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("content-type")).toBe("image/png");
    // A path both have: this record's card, not the build's.
    const home = new Uint8Array(await (await fetch(`${app.origin}/assets/og/home.png`)).arrayBuffer());
    expect(built.has("/assets/og/home.png")).toBe(true);
    expect(Buffer.from(home).equals(Buffer.from(built.get("/assets/og/home.png")?.body ?? []))).toBe(false);
    const resume = Buffer.from(await (await fetch(`${app.origin}/resume.pdf`)).arrayBuffer());
    expect(resume.equals(Buffer.from(built.get("/resume.pdf")?.body ?? []))).toBe(false);
    app.child.kill("SIGTERM");
    await app.exited;
  }, 60_000);
});

describe("the built server's request log", () => {
  it("never holds up a request while its reader stops reading, and delivers the lines once it reads again", async () => {
    const app = await start(SERVER, { LOG_REQUESTS: "1" });
    // Nothing reads the pipe now: once its buffer is full, a blocking write would wait for good.
    app.child.stdout?.pause();
    const REQUESTS = 2_000; // about 400 KB of log lines, several times what a pipe holds
    for (let sent = 0; sent < REQUESTS; sent += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, () => fetch(`${app.origin}/api/v1/profile`).then((res) => res.status)),
      );
      expect(batch.every((status) => status === 200)).toBe(true);
    }
    app.child.stdout?.resume();
    await eventually(
      () =>
        app
          .stdout()
          .split("\n")
          .filter((line) => line.includes('"path":"/api/v1/profile"')).length === REQUESTS,
      "every request's log line",
    );
    app.child.kill("SIGKILL");
  }, 60_000);
});

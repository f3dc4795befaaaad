/**
 * A draft previews locally and says so everywhere: the built server (what `npm start` runs, `dist/server.js`)
 * serving a record `npm run init` wrote shows a draft banner on every page with `noindex`, answers every request
 * (table hits on the fast path, the app's search and MCP, errors) with `X-Robots-Tag: noindex`, and its
 * robots.txt, llms.txt, Markdown twins and MCP instructions invite no indexing and say it is a draft. The
 * published sample says none of this.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../support/app.js";
import { MCP_ACCEPT } from "../support/mcp-raw.js";
import { ROOT, runTsx } from "../support/spawn.js";

const work = mkdtempSync(join(tmpdir(), "draft-preview-"));
const draft = join(work, "draft");
let child: ChildProcess | undefined;
let origin = "";
afterAll(() => {
  child?.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
});

beforeAll(async () => {
  expect((await runTsx(["scripts/owner/init.ts", "--out", draft])).code).toBe(0);
  origin = await new Promise<string>((resolve, reject) => {
    const server = spawn(process.execPath, [join(ROOT, "dist", "server.js")], {
      env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", CONTENT_DIR: draft },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = server;
    let output = "";
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      const port = /on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    server.stdout.on("data", collect);
    server.stderr.on("data", collect);
    server.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}, 120_000);

const get = (path: string, init?: RequestInit): Promise<Response> => fetch(`${origin}${path}`, init);

describe("a draft served for a local preview", () => {
  it.each(["/", "/about", "/resume", "/agent", "/contact", "/no-such-page"])(
    "%s: a draft banner, meta robots noindex and X-Robots-Tag",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(path === "/no-such-page" ? 404 : 200);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<p class="draft-banner" role="note">Draft: \d+ text\(s\) of this record/);
    },
  );

  it("marks HEAD, conditional and compressed table hits too", async () => {
    const first = await get("/api/v1/profile", { headers: { "accept-encoding": "gzip" } });
    expect(first.headers.get("x-robots-tag")).toBe("noindex");
    const etag = first.headers.get("etag") ?? "";
    const again = await get("/api/v1/profile", { headers: { "if-none-match": etag, "accept-encoding": "gzip" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-robots-tag")).toBe("noindex");
    expect((await get("/about", { method: "HEAD" })).headers.get("x-robots-tag")).toBe("noindex");
  });

  it("marks what the app computes: search, MCP and errors", async () => {
    expect((await get("/api/v1/search?q=your+role")).headers.get("x-robots-tag")).toBe("noindex");
    expect((await get("/api/v1/nothing")).headers.get("x-robots-tag")).toBe("noindex");
    const mcp = await get("/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: MCP_ACCEPT, "mcp-protocol-version": "2025-06-18" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "test", version: "1" } },
      }),
    });
    expect(mcp.headers.get("x-robots-tag")).toBe("noindex");
    const { result } = (await mcp.json()) as { result: { instructions: string } };
    expect(result.instructions).toMatch(/^Draft: .* Read a text starting with PLACEHOLDER as missing/);
  });

  it("asks every crawler to stay out and offers no sitemap", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots).not.toMatch(/Allow: \/$|Sitemap:/m);
  });

  it("opens llms.txt, llms-full.txt and every Markdown twin with the draft notice", async () => {
    for (const path of ["/llms.txt", "/llms-full.txt"]) expect(await (await get(path)).text()).toMatch(/^> Draft: /m);
    for (const path of ["/about.md", "/index.md", "/resume.md"])
      expect(await (await get(path)).text()).toMatch(/^> Draft: \d+ text/);
  });
});

describe("a finished record", () => {
  it("has no banner, no noindex and a robots.txt that welcomes crawlers", async () => {
    const app = await testApp();
    const page = await app.request("/about");
    expect(page.headers.get("x-robots-tag")).toBeNull();
    const html = await page.text();
    expect(html).not.toContain("draft-banner");
    expect(html).not.toContain('name="robots"');
    expect(await (await app.request("/robots.txt")).text()).toMatch(/^Sitemap: /m);
    expect(await (await app.request("/llms.txt")).text()).not.toMatch(/^> Draft: /m);
  });
});

/**
 * /mcp's CORS in a real browser (Chromium): a page on another loopback origin calls /mcp with `fetch`, sending
 * every request header its revision defines, and reads the exposed response headers. Chromium makes the
 * preflight and enforces its answer, so "allowed" here is the browser's verdict, not a reading of headers.
 * Two controls prove the test can fail: a page on an origin the server refuses (plain http, not a loopback
 * name) gets "Failed to fetch", and a response header the server does not expose stays unreadable. Then the
 * client libraries themselves run in the page (bundled with esbuild): the v2 client on 2026-07-28 and the SDK
 * 1.32 client on 2025-11-25.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../../src/mcp/protocol.js";
import { hasChromium, launchChromium } from "../support/browser.js";
import type { BrowserClientRun } from "../support/browser-mcp-clients.js";
import { MCP_ACCEPT, MODERN_META, REVISION_HEADERS } from "../support/mcp-raw.js";
import { type RunningServer, startServer } from "../support/server.js";

/** A blank page on its own origin: where the browser client runs. */
const startPageServer = async (host: string): Promise<{ origin: string; server: Server }> => {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<!doctype html><title>client</title>");
  });
  server.listen(0, host);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return { origin: `http://${host}:${(server.address() as AddressInfo).port}`, server };
};

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

const MODERN = "2026-07-28";
const CALL = { name: "search", arguments: { query: "design systems", limit: 2 } };

/** A value for each header a revision defines, as a browser client of that revision would send it. */
const headerValue = (header: string, revision: ProtocolVersion): string =>
  ({
    "mcp-protocol-version": revision,
    "mcp-method": "tools/call",
    "mcp-name": CALL.name,
    "mcp-param-region": "eu",
    "mcp-session-id": "session-1",
    "last-event-id": "0",
  })[header] ?? "";

/** The request a browser client of `revision` sends for a tools/call, with every header the revision defines. */
const clientRequest = (revision: ProtocolVersion) => {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: MCP_ACCEPT };
  for (const header of REVISION_HEADERS[revision] ?? []) headers[header] = headerValue(header, revision);
  const params = revision === MODERN ? { ...CALL, _meta: MODERN_META } : CALL;
  return { headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params }) };
};

/** Exposed to pages by /mcp, and one header it sends but does not expose. */
const READ = ["ratelimit", "ratelimit-policy", "x-content-type-options"];

type Outcome =
  | {
      readonly ok: true;
      readonly status: number;
      readonly headers: Record<string, string | null>;
      readonly body: string;
    }
  | { readonly ok: false; readonly error: string };

/** `fetch` from inside the page, as a browser MCP client does it; a CORS refusal comes back as the error. */
const browserFetch = (page: Page, url: string, request: ReturnType<typeof clientRequest>): Promise<Outcome> =>
  page.evaluate(
    async ({ url, request, read }) => {
      try {
        const res = await fetch(url, { method: "POST", headers: request.headers, body: request.body });
        const headers = Object.fromEntries(read.map((name) => [name, res.headers.get(name)]));
        return { ok: true as const, status: res.status, headers, body: await res.text() };
      } catch (error) {
        return { ok: false as const, error: String(error) };
      }
    },
    { url, request, read: READ },
  );

describe.skipIf(!hasChromium)("/mcp from a page on another origin, in Chromium", () => {
  let service: RunningServer;
  let allowed: { origin: string; server: Server };
  let refused: { origin: string; server: Server };
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [service, allowed, refused, browser] = await Promise.all([
      startServer(),
      startPageServer("127.0.0.1"),
      // Loopback too, but not a name the DNS-rebinding guard lets in over plain http.
      startPageServer("127.0.0.2"),
      launchChromium(),
    ]);
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([
      service?.close(),
      allowed && closeServer(allowed.server),
      refused && closeServer(refused.server),
    ]);
  });

  it.each(PROTOCOL_VERSIONS)("lets a %s client send its headers and read the exposed ones", async (revision) => {
    await page.goto(allowed.origin);
    expect(new URL(allowed.origin).origin).not.toBe(new URL(service.origin).origin);
    const outcome = await browserFetch(page, `${service.origin}/mcp`, clientRequest(revision));
    if (!outcome.ok) throw new Error(`the browser refused a ${revision} request: ${outcome.error}`);
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.body)).toMatchObject({ jsonrpc: "2.0", id: 1, result: { structuredContent: {} } });
    expect(outcome.headers.ratelimit).toMatch(/^"svc-public";r=\d+;t=\d+$/);
    expect(outcome.headers["ratelimit-policy"]).toMatch(/^"svc-public";q=\d+;w=\d+$/);
  });

  it("keeps an unexposed response header from the page (the header is there: Node's fetch sees it)", async () => {
    await page.goto(allowed.origin);
    const outcome = await browserFetch(page, `${service.origin}/mcp`, clientRequest(MODERN));
    expect(outcome.ok && outcome.headers["x-content-type-options"]).toBeNull();
    const direct = await fetch(`${service.origin}/mcp`, { method: "POST", ...clientRequest(MODERN) });
    expect(direct.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("fails with 'Failed to fetch' from an origin the server refuses (the server answers it 403)", async () => {
    await page.goto(refused.origin);
    const outcome = await browserFetch(page, `${service.origin}/mcp`, clientRequest(MODERN));
    expect(outcome).toEqual({ ok: false, error: "TypeError: Failed to fetch" });
    const preflight = await fetch(`${service.origin}/mcp`, {
      method: "OPTIONS",
      headers: {
        Origin: refused.origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, mcp-method",
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("runs the v2 client (2026-07-28) and the SDK 1.32 client (2025-11-25) inside the page", async () => {
    const bundled = await build({
      entryPoints: [fileURLToPath(new URL("../support/browser-mcp-clients.ts", import.meta.url))],
      bundle: true,
      format: "iife",
      platform: "browser",
      write: false,
      logLevel: "silent",
    });
    await page.goto(allowed.origin);
    await page.addScriptTag({ content: bundled.outputFiles[0]?.text ?? "" });
    const runs = await page.evaluate(
      (url) =>
        (
          globalThis as unknown as { mcpBrowserClients: (url: string) => Promise<BrowserClientRun[]> }
        ).mcpBrowserClients(url),
      `${service.origin}/mcp`,
    );
    expect(runs.map((run) => run.revision)).toEqual([MODERN, "2025-11-25"]);
    for (const run of runs) {
      expect(run.tools).toContain("search");
      expect(run.structuredContent).toMatchObject({ meta: { query: "design systems", limit: 2 } });
    }
  });
});

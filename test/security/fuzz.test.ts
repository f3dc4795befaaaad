/**
 * Hostile requests against the whole app, in process (`app.request()`): random methods, paths, query strings,
 * headers and bodies. Whatever arrives: never a 5xx; under /api, a valid success or the Error shape of the
 * served OpenAPI document (ajv, as the contract tests check), with CORS and RateLimit-Policy; no stack trace or
 * file path in any body; nothing reflected as markup into a page. The quota never counts (an unlimited store).
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { getPath } from "hono/utils/url";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, testApp } from "../support/app.js";
import { type Contract, createContract, type OpenApiDoc } from "../support/contract.js";
import { unlimitedStore } from "../support/stores.js";
import { body, headers, MARKER, method, path, query } from "./arbitraries.js";

const POLICY = '"svc-public";q=120;w=60';

/** A stack frame, this checkout's directory, a module or source file, a file URL: none may reach a client. */
const LEAKS = [/\n\s*at .+:\d+:\d+/, /node_modules/, /file:\/\/\//, new RegExp(process.cwd()), /\.[jt]s:\d+/];

let app: Hono;
let contract: Contract;
let etags: string[];

beforeAll(async () => {
  app = await testApp({ store: unlimitedStore() });
  contract = createContract((await (await app.request("/openapi.json")).json()) as OpenApiDoc);
  etags = await Promise.all(
    ["/api/v1/profile", "/agent", "/openapi.json"].map(
      async (p) => (await app.request(p, { headers: { "Accept-Encoding": "gzip" } })).headers.get("etag") ?? "",
    ),
  );
});

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: string | undefined;
}

/** The body as a client reads it: gzip-coded bodies decoded (a corrupt one fails the test). */
const readText = async (res: Response): Promise<string> => {
  if (res.headers.get("content-encoding") !== "gzip" || res.body === null) return res.text();
  return new Response(res.body.pipeThrough(new DecompressionStream("gzip"))).text();
};

const isApi = (p: string): boolean => p === "/api" || p.startsWith("/api/");

/** Every property, for one request and its response; returns nothing, throws on the first broken one. */
const check = async (sent: Sent): Promise<void> => {
  const hasBody = sent.body !== undefined && !["GET", "HEAD"].includes(sent.method.toUpperCase());
  const request = new Request(sent.url, {
    method: sent.method,
    headers: sent.headers,
    ...(hasBody ? { body: sent.body } : {}),
  });
  const label = `${request.method} ${sent.url.slice(0, 300)} ${JSON.stringify(sent.headers).slice(0, 300)}`;
  const res = await app.request(request);
  const text = await readText(res);

  expect(res.status, label).toBeLessThan(500);
  // No response may be sniffed into another type (a JSON error read as HTML, say), /mcp's included.
  expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
  for (const leak of LEAKS) expect(text, label).not.toMatch(leak);
  if ((res.headers.get("content-type") ?? "").startsWith("text/html")) expect(text, label).not.toContain(MARKER);

  // The path as the app routes it (percent-decoded where valid), so the API checks apply exactly when the app
  // itself treats the request as an API request.
  const appPath = getPath(request);
  if (!isApi(appPath)) return;
  expect(res.headers.get("access-control-allow-origin"), label).toBe("*");
  expect(res.headers.get("ratelimit-policy"), label).toBe(POLICY);
  if (res.status === 204 || res.status === 308) {
    expect(text, label).toBe("");
    if (res.status === 308) expect(res.headers.get("location"), label).toMatch(/^\/api\//);
    return;
  }
  const verdict = contract.check(request.method, appPath, { status: res.status, headers: res.headers, text });
  expect(verdict.violations, label).toEqual([]);
  if (res.status >= 400 && request.method !== "HEAD") {
    expect((JSON.parse(text) as { error: { status: number } }).error.status, label).toBe(res.status);
  }
};

const request = (base: string) =>
  fc
    .record({
      method,
      path,
      query,
      headers: headers(etags),
      body,
    })
    .map(
      (r): Sent => ({
        method: r.method,
        url: `${base}${r.path}${r.query}`,
        headers: r.headers,
        body: r.body,
      }),
    );

describe("the app under hostile requests", () => {
  it("holds every property for any method, path, query, header and body (8,000 cases)", async () => {
    await fc.assert(fc.asyncProperty(request(TEST_ORIGIN), check), { numRuns: 8_000 });
  }, 120_000);

  it("holds them on the API and search in particular (2,000 cases)", async () => {
    const api = fc
      .record({
        path: fc.constantFrom("/api/v1/search", "/api/v1/search", "/api/v1/chapters/org-a", "/api/v1/nope"),
        query,
        method: fc.constantFrom("GET", "GET", "GET", "HEAD", "OPTIONS", "POST"),
        headers: headers(etags),
      })
      .map((r): Sent => ({ method: r.method, url: `${TEST_ORIGIN}${r.path}${r.query}`, headers: r.headers }));
    await fc.assert(fc.asyncProperty(api, check), { numRuns: 2_000 });
  }, 60_000);

  it("holds them for any body a conforming client's headers carry to /mcp (1,000 cases)", async () => {
    const mcp = body.map(
      (sent): Sent => ({
        method: "POST",
        url: `${TEST_ORIGIN}/mcp`,
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: sent ?? "",
      }),
    );
    await fc.assert(fc.asyncProperty(mcp, check), { numRuns: 1_000 });
  }, 60_000);
});

/**
 * Paths as people type them: every page, Markdown twin, API endpoint and discovery file, found by crawling what
 * the service publishes (sitemap, API index, chapter list, each page's alternate link), answers 308 to its
 * canonical path when a slash is added, for GET and HEAD, the query kept. Unknown paths stay 404.
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, testApp } from "../support/app.js";
import { DISCOVERY_PATHS } from "../support/crawl.js";
import { testMedia } from "../support/media.js";
import { unlimitedStore } from "../support/stores.js";

let app: Hono;
let paths: string[];

const local = (url: string): string => url.slice(TEST_ORIGIN.length) || "/";

/** Every path the service publishes, read from its own documents rather than from its routes. */
const crawl = async (): Promise<string[]> => {
  const found = new Set(DISCOVERY_PATHS);
  const sitemap = await (await app.request("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => local(m[1] ?? ""));
  for (const page of pages) {
    found.add(page);
    const link = (await app.request(page)).headers.get("link") ?? "";
    const alternate = /<([^>]+)>; rel="alternate"; type="text\/markdown"/.exec(link)?.[1];
    if (alternate) found.add(local(alternate));
  }
  const index = (await (await app.request("/api/v1")).json()) as { data: { endpoints: { path: string }[] } };
  for (const endpoint of index.data.endpoints) if (!endpoint.path.includes("{")) found.add(endpoint.path);
  const chapters = (await (await app.request("/api/v1/chapters")).json()) as { data: { links: { api: string } }[] };
  for (const chapter of chapters.data) found.add(local(chapter.links.api));
  found.add("/mcp");
  found.delete("/");
  return [...found].sort();
};

beforeAll(async () => {
  // With the build's media, as production serves it: the sitemap lists /resume.pdf, which the media hold.
  app = await testApp({ store: unlimitedStore(), media: await testMedia() });
  paths = await crawl();
});

describe("a known path with a slash added", () => {
  it("covers pages, twins, every API endpoint, chapters and discovery files", () => {
    for (const path of ["/about", "/story/org-b", "/agent.md", "/api/v1", "/api/v1/search", "/api/v1/chapters/org-b"]) {
      expect(paths).toContain(path);
    }
    expect(paths.length).toBeGreaterThan(40);
  });

  it.each(["GET", "HEAD"])("%s answers 308 to the canonical path, with CORS and no body", async (method) => {
    for (const path of paths) {
      const res = await app.request(`${path}/`, { method });
      expect(res.status, `${method} ${path}/`).toBe(308);
      expect(res.headers.get("location"), path).toBe(path);
      expect(res.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(await res.text(), path).toBe("");
    }
  });

  it("redirects to a path that answers (search with its query, /mcp by its own rules)", async () => {
    for (const path of paths.filter((p) => p !== "/mcp")) {
      const res = await app.request(path === "/api/v1/search" ? `${path}?q=design` : path);
      expect(res.status, path).toBe(200);
      await res.body?.cancel();
    }
  });

  it("keeps the query string as sent", async () => {
    const res = await app.request("/api/v1/search/?q=design%20systems&limit=2&q=x");
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/api/v1/search?q=design%20systems&limit=2&q=x");
    expect((await app.request("/about/?")).headers.get("location")).toBe("/about?");
  });

  it("carries RateLimit-Policy under /api, as every API response does", async () => {
    const res = await app.request("/api/v1/profile/");
    expect(res.headers.get("ratelimit-policy")).toBe('"svc-public";q=120;w=60');
  });

  it("is only for reading: POST to a slashed API path is refused like any write", async () => {
    expect((await app.request("/api/v1/profile/", { method: "POST" })).status).toBe(405);
  });
});

describe("an unknown path with a slash", () => {
  it.each([
    ["/nope/", 404],
    ["/api/v1/nope/", 404],
    ["/api/v1/chapters/nope/", 404],
    ["/story/nope/", 404],
    ["/about//", 404],
    ["//about/", 404],
    ["/api/v1/profile/x/", 404],
  ])("%s → %i, never a redirect", async (path, status) => {
    const res = await app.request(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("location")).toBeNull();
  });

  it("never redirects off the site, whatever the path looks like", async () => {
    for (const path of ["/\\example.com/", "/%2F%2Fexample.com/", "/%2Fexample.com/", "/..%2F/about/"]) {
      const res = await app.request(`${TEST_ORIGIN}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("location"), path).toBeNull();
    }
  });
});

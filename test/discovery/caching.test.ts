import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { DAY_CACHE } from "../../src/http/cache.js";
import { testApp } from "../helpers/server.js";

const FILES: [path: string, accept?: string][] = [
  ["/.well-known/api-catalog"],
  ["/.well-known/ard.json"],
  ["/.well-known/ard.json", "application/ai-catalog+json"],
  ["/.well-known/ai-catalog.json"],
  ["/.well-known/agent-skills/index.json"],
  ["/sitemap.xml"],
  ["/robots.txt"],
  ["/resume.json"],
  ["/feed.xml"],
  ["/feed.json"],
  ["/contact.vcf"],
];

describe("discovery files are static, cacheable and safe to share", () => {
  let app: Hono;
  let skillPath: string;
  beforeAll(async () => {
    app = await testApp();
    const index = (await (await app.request("/.well-known/agent-skills/index.json")).json()) as {
      skills: { url: string }[];
    };
    skillPath = new URL(index.skills[0]?.url ?? "").pathname;
  });

  const all = (): [path: string, accept?: string][] => [...FILES, [skillPath]];

  it("send a strong ETag, a day of public caching, CORS and nosniff", async () => {
    for (const [path, accept] of all()) {
      const res = await app.request(path, accept ? { headers: { Accept: accept } } : {});
      expect(res.status, path).toBe(200);
      expect(res.headers.get("etag"), path).toMatch(/^"[^"]+"$/);
      expect(res.headers.get("cache-control"), path).toBe(DAY_CACHE);
      expect(res.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("answer If-None-Match with 304 and no body", async () => {
    for (const [path, accept] of all()) {
      const headers: Record<string, string> = accept ? { Accept: accept } : {};
      const etag = (await app.request(path, { headers })).headers.get("etag") ?? "";
      const res = await app.request(path, { headers: { ...headers, "If-None-Match": etag } });
      expect(res.status, path).toBe(304);
      expect(res.headers.get("etag"), path).toBe(etag);
      expect(await res.text(), path).toBe("");
    }
  });

  it("answer HEAD like GET, without a body", async () => {
    for (const [path] of all()) {
      const get = await app.request(path);
      const head = await app.request(path, { method: "HEAD" });
      expect(head.status, path).toBe(200);
      expect(head.headers.get("content-type"), path).toBe(get.headers.get("content-type"));
      expect(head.headers.get("etag"), path).toBe(get.headers.get("etag"));
      expect(await head.text(), path).toBe("");
    }
  });

  it("are the same bytes on every request", async () => {
    for (const [path] of all()) {
      const [a, b] = await Promise.all([app.request(path), app.request(path)]);
      expect(await a?.text(), path).toBe(await b?.text());
    }
  });
});

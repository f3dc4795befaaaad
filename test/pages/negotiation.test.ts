/**
 * Pages over a real server: HTML vs Markdown by path and by Accept (q-values), Vary, canonical Link, ETag and
 * 304 per variant, HEAD, the 404s, and the llms files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markdownPath } from "../../src/content/urls.js";
import { markdownPages } from "../../src/render/page-markdown.js";
import { describeService } from "../../src/service-description.js";
import { type RunningServer, startServer } from "../support/server.js";

let server: RunningServer;
const get = (path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Response> =>
  fetch(`${server.origin}${path}`, { method, headers });

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const isHtml = (r: Response): boolean => r.headers.get("content-type") === "text/html; charset=utf-8";
const isMarkdown = (r: Response): boolean => r.headers.get("content-type") === "text/markdown; charset=utf-8";

describe("every page and its Markdown twin", () => {
  it("serves every page as HTML with the twin, discovery links and security headers", async () => {
    for (const page of markdownPages(server.site, describeService(server.site))) {
      const response = await get(page.path);
      expect(response.status, page.path).toBe(200);
      expect(isHtml(response), page.path).toBe(true);
      expect(response.headers.get("vary")).toMatch(/^Accept(, Accept-Encoding)?$/);
      expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get("cache-control")).toContain("max-age");
      const link = response.headers.get("link") ?? "";
      expect(link).toContain(`<${server.origin}${markdownPath(page.path)}>; rel="alternate"; type="text/markdown"`);
      expect(link).toContain(`<${server.origin}/openapi.json>; rel="service-desc"`);
      expect(link).toContain(`<${server.origin}/developers>; rel="service-doc"`);
      expect(link).toContain(`<${server.origin}/.well-known/api-catalog>; rel="api-catalog"`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("permissions-policy")).toBeTruthy();
      const html = await response.text();
      expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
      expect(html).toContain(`<link rel="canonical" href="${server.origin}${page.path}"/>`);
      expect(html).toContain(
        `<link rel="alternate" type="text/markdown" href="${server.origin}${markdownPath(page.path)}"`,
      );
    }
  });

  it("serves every twin at its .md path with the Markdown headers", async () => {
    for (const page of markdownPages(server.site, describeService(server.site))) {
      const response = await get(markdownPath(page.path));
      expect(response.status, page.path).toBe(200);
      expect(isMarkdown(response)).toBe(true);
      expect(response.headers.get("vary")).toMatch(/^Accept(, Accept-Encoding)?$/);
      expect(response.headers.get("link")).toBe(`<${server.origin}${page.path}>; rel="canonical"`);
      expect(response.headers.get("content-signal")).toBe("search=yes, ai-input=yes, ai-train=yes");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const body = await response.text();
      expect(body).toBe(page.markdown);
      const bytes = new TextEncoder().encode(body).length;
      expect(Number(response.headers.get("x-markdown-tokens"))).toBe(Math.ceil(bytes / 4));
    }
  });

  it("puts a schema.org ProfilePage of the one Person on / and /about, and nowhere else", async () => {
    const person = { "@type": "Person", "@id": `${server.site.urls.home}#person`, name: server.site.profile.name };
    const profilePage = { "@type": "ProfilePage", dateModified: server.site.updated, mainEntity: person };
    for (const [path, expected] of [
      ["/", { "@context": "https://schema.org", ...profilePage }],
      ["/about", profilePage],
      ["/agent", null],
    ] as const) {
      const html = await (await get(path)).text();
      const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
      expect(match !== null, path).toBe(expected !== null);
      if (match?.[1] && expected) expect(JSON.parse(match[1]), path).toMatchObject(expected);
    }
  });
});

describe("Accept negotiation on a page URL", () => {
  const cases: [string | undefined, "html" | "markdown"][] = [
    [undefined, "html"],
    ["*/*", "html"],
    ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "html"],
    ["text/markdown", "markdown"],
    ["text/markdown, text/html;q=0.9", "markdown"],
    ["text/markdown;q=0.5, text/html", "html"],
    ["text/html;q=0.4, text/markdown;q=0.6", "markdown"],
    ["text/markdown;q=0", "html"],
    ["text/*", "html"],
    ["application/json", "html"],
  ];
  for (const [accept, expected] of cases) {
    it(`Accept: ${accept ?? "(none)"} → ${expected}`, async () => {
      for (const path of ["/", "/about", "/story/org-b"]) {
        const response = await get(path, accept ? { Accept: accept } : {});
        expect(response.status).toBe(200);
        expect(expected === "markdown" ? isMarkdown(response) : isHtml(response), path).toBe(true);
        expect(response.headers.get("vary")).toMatch(/^Accept(, Accept-Encoding)?$/);
        if (expected === "markdown") {
          expect(response.headers.get("link")).toBe(`<${server.origin}${path}>; rel="canonical"`);
        }
        await response.body?.cancel();
      }
    });
  }

  it("gives each variant its own ETag and answers 304 only for that variant", async () => {
    const html = await get("/agent");
    const markdown = await get("/agent", { Accept: "text/markdown" });
    const htmlTag = html.headers.get("etag") ?? "";
    const markdownTag = markdown.headers.get("etag") ?? "";
    expect(htmlTag).not.toBe(markdownTag);
    expect((await get("/agent.md")).headers.get("etag")).toBe(markdownTag);

    const notModified = await get("/agent", { Accept: "text/markdown", "If-None-Match": markdownTag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(markdownTag);
    expect(notModified.headers.get("vary")).toMatch(/^Accept(, Accept-Encoding)?$/);
    expect(await notModified.text()).toBe("");

    const otherVariant = await get("/agent", { Accept: "text/markdown", "If-None-Match": htmlTag });
    expect(otherVariant.status).toBe(200);
    expect(isMarkdown(otherVariant)).toBe(true);
    await otherVariant.body?.cancel();

    expect((await get("/agent", { "If-None-Match": htmlTag })).status).toBe(304);
    expect((await get("/agent.md", { "If-None-Match": `W/${markdownTag}` })).status).toBe(304);
  });

  it("answers HEAD with the headers and no body, for both variants", async () => {
    const variants: Record<string, string>[] = [{}, { Accept: "text/markdown" }];
    for (const headers of variants) {
      const full = await get("/resume", headers);
      const head = await get("/resume", headers, "HEAD");
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toBe(full.headers.get("content-type"));
      expect(head.headers.get("etag")).toBe(full.headers.get("etag"));
      expect(await head.text()).toBe("");
      await full.body?.cancel();
    }
  });
});

describe("page 404s", () => {
  it("is a real 404 HTML page for an unknown page", async () => {
    for (const path of ["/no-such-page", "/story/no-such-chapter", "/no-such-page/", "/developers/nope"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(isHtml(response)).toBe(true);
      expect(response.headers.get("vary")).toMatch(/^Accept(, Accept-Encoding)?$/);
      expect(response.headers.get("content-security-policy")).toContain("script-src 'none'");
      expect(response.headers.get("etag")).toBeNull();
      const html = await response.text();
      expect(html).toContain("<h1>Page not found</h1>");
      expect(html).toContain(`href="${server.origin}/agent"`);
    }
  });

  it("is Markdown linking /agent and /llms.txt for Accept: text/markdown or a missing .md", async () => {
    const requests: [string, Record<string, string>][] = [
      ["/no-such-page", { Accept: "text/markdown" }],
      ["/no-such-page.md", {}],
      ["/story/no-such-chapter.md", {}],
    ];
    for (const [path, headers] of requests) {
      const response = await get(path, headers);
      expect(response.status, path).toBe(404);
      expect(isMarkdown(response)).toBe(true);
      expect(response.headers.get("vary")).toMatch(/^Accept(, Accept-Encoding)?$/);
      const body = await response.text();
      expect(body).toMatch(/^# Not found\n/);
      expect(body).toContain(`](${server.origin}/agent)`);
      expect(body).toContain(`](${server.origin}/llms.txt)`);
    }
  });

  it("keeps API 404s as JSON errors", async () => {
    const response = await get("/api/v1/nope", { Accept: "text/markdown" });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});

describe("llms files", () => {
  const text = async (path: string): Promise<string> => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("etag")).toBeTruthy();
    return response.text();
  };

  /** llmstxt.org: an H1 first, a blockquote summary, then H2 sections that hold `- [name](url)` lists. */
  const expectLlmsShape = (body: string): void => {
    const lines = body.split("\n");
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.some((l) => l.startsWith("> "))).toBe(true);
    const sections = body.split(/^## /m).slice(1);
    expect(sections.length).toBeGreaterThanOrEqual(2);
    for (const section of sections) {
      const items = section.split("\n").filter((l) => l.startsWith("- "));
      expect(items.length, section.split("\n")[0]).toBeGreaterThan(0);
      for (const item of items) expect(item).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\)(: .+)?$/);
    }
    expect(body.length).toBeLessThan(50_000);
    expect(body).not.toMatch(/\]\(\//);
  };

  it("/llms.txt follows the llmstxt.org structure and carries the intro", async () => {
    const body = await text("/llms.txt");
    expectLlmsShape(body);
    expect(body).toContain(server.site.llmsIntro);
    expect(body).toMatch(/^## Optional$/m);
    expect(body).toContain(`(${server.origin}/llms-full.txt)`);
    expect(body).toContain(`(${server.origin}/agent.md)`);
  });

  it("/developers/llms.txt covers the API and MCP only", async () => {
    const body = await text("/developers/llms.txt");
    expectLlmsShape(body);
    for (const path of ["/api/v1/profile", "/api/v1/search?q=", "/mcp", "/developers/errors#rate_limited"]) {
      expect(body).toContain(`${server.origin}${path}`);
    }
    expect(body).toContain("get_chapter");
  });

  it("/llms-full.txt holds the Markdown of every page", async () => {
    const body = await text("/llms-full.txt");
    expect(body.split("\n")[0]).toMatch(/^# \S/);
    for (const page of markdownPages(server.site, describeService(server.site)))
      expect(body, page.path).toContain(page.markdown);
  });
});

it("serves the stylesheet as a cached file", async () => {
  const response = await get("/assets/site.css");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const etag = response.headers.get("etag") ?? "";
  expect(etag).toBeTruthy();
  await response.body?.cancel();
  expect((await get("/assets/site.css", { "If-None-Match": etag })).status).toBe(304);
});

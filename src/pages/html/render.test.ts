import { beforeAll, describe, expect, it } from "vitest";
import { testSite } from "../../../test/support/app.js";
import { secondPersonFiles } from "../../../test/support/content.js";
import { exampleQuery, type Site } from "../../content/site.js";
import { anchorId } from "../../content/urls.js";
import { pageList } from "../../render/catalog.js";
import { describeService } from "../../service-description.js";
import { renderNotFound, renderPage } from "./render.js";

let site: Site;
beforeAll(async () => {
  site = await testSite("https://example.com", await secondPersonFiles());
});

const render = async (s: Site, path: string): Promise<string> => {
  const page = pageList(s).find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return renderPage(s, page, describeService(s));
};

describe("renderPage", () => {
  it("escapes content by construction, JSON-LD included", async () => {
    const evil = '<script>alert("x")</script>';
    const hostile: Site = {
      ...site,
      profile: { ...site.profile, name: evil, summary: `${evil} summary` },
      pages: { ...site.pages, about: { ...site.pages.about, title: evil, body: `${evil}\n\nbody` } },
    };
    for (const path of ["/", "/about", "/agent", "/resume"]) {
      const html = await render(hostile, path);
      expect(html, path).not.toContain("<script>alert");
      expect(html, path).toContain("&lt;script&gt;alert(");
    }
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(await render(hostile, "/"))?.[1] ?? "";
    expect(JSON.parse(ld).mainEntity.name).toBe(evil);
  });

  it("gives every record on /agent its stable anchor", async () => {
    const html = await render(site, "/agent");
    const anchors = [
      ...site.chapters.map((c) => anchorId("chapter", c.id)),
      ...site.timeline.map((t) => anchorId("timeline", t.id)),
      ...site.talks.map((t) => anchorId("talk", t.id)),
      ...site.writing.map((w) => anchorId("writing", w.id)),
      ...site.projects.map((p) => anchorId("project", p.id)),
      ...site.practices.map((p) => anchorId("practice", p.id)),
      ...site.answers.map((a) => anchorId("answer", a.id)),
    ];
    for (const id of anchors) expect(html).toContain(` id="${id}"`);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows the six chapters as cards in story order on the home page", async () => {
    const html = await render(site, "/");
    const order = [...html.matchAll(/<li class="card" id="chapter-([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(site.chapters.map((c) => c.id));
    for (const c of site.chapters) expect(html).toContain(c.part);
  });

  it("has one anchor per error code on the error reference", async () => {
    const html = await render(site, "/developers/errors");
    for (const code of ["not_found", "chapter_not_found", "missing_parameter", "invalid_parameter"]) {
      expect(html).toContain(` id="${code}"`);
    }
    const guide = await render(site, "/developers");
    expect(guide).toContain(' id="versioning"');
    expect(guide).toContain("successor-version");
    // The search example is words the record holds, not the sample's.
    const example = new URLSearchParams({ q: exampleQuery(site) }).toString();
    expect(guide).toContain(`curl -s &#39;https://example.com/api/v1/search?${example}&#39;`);
  });

  it("keeps headings in order with one h1 on every page", async () => {
    for (const page of pageList(site)) {
      const html = await renderPage(site, page, describeService(site));
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      expect(levels.filter((l) => l === 1).length, page.path).toBe(1);
      levels.forEach((level, i) => {
        expect(level - (levels[i - 1] ?? 0), `${page.path} heading ${i}`).toBeLessThanOrEqual(1);
      });
    }
    expect(await renderNotFound(site)).toContain("<h1>Page not found</h1>");
  });

  it("uses no inline style or script the CSP would refuse", async () => {
    for (const page of pageList(site)) {
      const html = await renderPage(site, page, describeService(site));
      expect(html, page.path).not.toMatch(/ style="|<style|<script(?! type="application\/ld\+json")| on[a-z]+="/);
    }
  });
});

describe("a page's own assets", () => {
  it("load by root-relative URL on every page and the 404 page, so any origin that serves the page serves them", async () => {
    const pages = [...(await Promise.all(pageList(site).map((p) => render(site, p.path)))), await renderNotFound(site)];
    for (const html of pages) {
      // Stylesheets, icons, scripts and images: what the page fetches to display itself (not links to follow).
      const fetched = [...html.matchAll(/<link[^>]*rel="(?:stylesheet|icon)"[^>]*>|<(?:script|img)[^>]*\bsrc="[^"]*"/g)]
        .map(([tag]) => /(?:href|src)="([^"]*)"/.exec(tag)?.[1] ?? "")
        .filter(Boolean);
      expect(fetched.length).toBeGreaterThanOrEqual(2);
      for (const url of fetched) expect(url, url).toMatch(/^\/(?!\/)/);
    }
  });
});

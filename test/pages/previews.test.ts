/**
 * Link previews as a real preview reader sees them: every page in the sitemap, read by open-graph-scraper (the
 * parser link-preview services use), has its Open Graph and Twitter card tags, and its image answers as a
 * 1200×630 PNG from the same server with a strong ETag.
 */
import ogs from "open-graph-scraper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testMedia } from "../support/media.js";
import { pngSize } from "../support/png.js";
import { type RunningServer, startServer } from "../support/server.js";

let server: RunningServer;
let pages: string[];

beforeAll(async () => {
  server = await startServer({ media: await testMedia() });
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
  // The sitemap lists data files too (résumé JSON, feeds): a preview is a page's.
  const isPage = async (url: string): Promise<boolean> =>
    (await fetch(url, { method: "HEAD" })).headers.get("content-type")?.startsWith("text/html") ?? false;
  pages = [];
  for (const url of listed) if (await isPage(url)) pages.push(url);
});
afterAll(async () => {
  await server.close();
});

const scrape = async (url: string) => {
  const html = await (await fetch(url)).text();
  const { error, result } = await ogs({ html });
  expect(error, url).toBe(false);
  return result;
};

describe("link previews", () => {
  it("covers every page the sitemap lists", () => {
    expect(pages.length).toBeGreaterThanOrEqual(14);
  });

  it("names the site once in every page's title, the tab and the bookmark a visitor sees", async () => {
    const { title } = server.site;
    for (const url of pages) {
      const html = await (await fetch(url)).text();
      const shown = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(shown.split(title).length - 1, `${url}: ${shown}`).toBe(1);
    }
  });

  it("gives every page the Open Graph and Twitter card tags a preview needs", async () => {
    for (const url of pages) {
      const og = await scrape(url);
      expect(og.ogTitle, url).toBeTruthy();
      expect(og.ogDescription, url).toBeTruthy();
      expect(og.ogUrl, url).toBe(url);
      expect(["profile", "article", "website"], url).toContain(og.ogType);
      expect(og.ogSiteName, url).toBe(server.site.title);
      expect(og.twitterCard, url).toBe("summary_large_image");
      expect(og.twitterTitle, url).toBe(og.ogTitle);
      expect(og.twitterDescription, url).toBe(og.ogDescription);
      // Twitter's card markup caps twitter:description at 200 characters; longer is cut by the reader, mid-word.
      expect(og.ogDescription?.length, url).toBeLessThanOrEqual(200);
      const [image] = og.ogImage ?? [];
      expect(image?.url, url).toMatch(new RegExp(`^${server.origin}/assets/og/[a-z0-9-]+\\.png$`));
      // The parser hands the size over as the tag's text.
      expect(Number(image?.width), url).toBe(1200);
      expect(Number(image?.height), url).toBe(630);
      expect(image?.alt, url).toContain(server.site.profile.name);
      expect(og.twitterImage?.[0]?.url, url).toBe(image?.url);
    }
  });

  it("gives the person's pages og:type profile and a chapter og:type article", async () => {
    expect((await scrape(`${server.origin}/`)).ogType).toBe("profile");
    expect((await scrape(`${server.origin}/about`)).ogType).toBe("profile");
    expect((await scrape(`${server.origin}/story/org-b`)).ogType).toBe("article");
    expect((await scrape(`${server.origin}/developers`)).ogType).toBe("website");
  });

  it("serves each page's own preview image: a 1200×630 PNG with a strong ETag that revalidates", async () => {
    const seen = new Set<string>();
    for (const url of pages) {
      const image = (await scrape(url)).ogImage?.[0]?.url ?? "";
      expect(seen.has(image), `${url} shares ${image}`).toBe(false);
      seen.add(image);
      const response = await fetch(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get("content-type"), image).toBe("image/png");
      // Already compressed: served as is whatever the client accepts.
      expect(response.headers.get("content-encoding"), image).toBeNull();
      const etag = response.headers.get("etag") ?? "";
      expect(etag, image).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), image).toEqual({ width: 1200, height: 630 });
      expect((await fetch(image, { headers: { "If-None-Match": etag } })).status, image).toBe(304);
    }
  });
});

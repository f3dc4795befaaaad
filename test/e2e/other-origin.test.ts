/**
 * A page opened at another origin than the one the content was compiled for (BASE_URL): the default BASE_URL
 * names localhost while people open 127.0.0.1, a LAN address, a proxy's name or `wrangler dev`. The page's CSP
 * allows its own origin only (`style-src 'self'`), so its stylesheet and icon must load from the origin that
 * served it: styled, and no CSP violation in the console.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, launchChromium } from "../support/browser.js";
import { type RunningServer, startServer } from "../support/server.js";

describe.skipIf(!hasChromium)("a page served at another origin than BASE_URL", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ baseUrl: (port) => `http://localhost:${port}` });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("is styled by its own stylesheet, with no CSP violation", async () => {
    expect(server.site.urls.base).toMatch(/^http:\/\/localhost:\d+$/);
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const context = await browser.newContext({ colorScheme: "light" });
    try {
      const page = await context.newPage();
      const console: string[] = [];
      page.on("console", (msg) => console.push(`${msg.type()}: ${msg.text()}`));
      const assets: string[] = [];
      page.on("requestfinished", (request) => assets.push(request.url()));
      const response = await page.goto(`${server.origin}/`, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      // The stylesheet's rules apply: the skip link is moved off screen, which no browser default does.
      const skipLink = await page.evaluate(() => {
        const link = document.querySelector(".skip-link");
        return link ? getComputedStyle(link).position : null;
      });
      expect(skipLink).toBe("absolute");
      expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
      expect(assets).toContain(`${server.origin}/assets/site.css`);
      // Every asset the page loaded (the stylesheet, whichever icon the browser picks) came from the page's origin.
      expect(assets.filter((url) => !url.startsWith(`${server.origin}/`))).toEqual([]);
      expect(console.filter((line) => /Content Security Policy|violates/i.test(line))).toEqual([]);
      // Canonical URLs still name the configured origin.
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.site.urls.base}/`);
    } finally {
      await context.close();
    }
  });
});

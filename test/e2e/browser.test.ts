/**
 * Every page in a real chromium against a real server: no console errors, page errors or CSP violations,
 * no serious or critical axe-core findings (light and dark), no horizontal overflow at 320 px (WCAG 1.4.10 reflow). With
 * TEST_SCREENSHOTS=1, a screenshot of each page and mode goes to test-output/screenshots/ for a person to look at
 * (a quarter of this suite's time, so not by default; `npm run screenshots` draws the documented ones).
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageList } from "../../src/render/catalog.js";
import { testSite } from "../support/app.js";
import { seriousViolations } from "../support/axe.js";
import { hasChromium, launchChromium } from "../support/browser.js";
import { testMedia } from "../support/media.js";
import { type RunningServer, startServer } from "../support/server.js";

const SCREENSHOTS =
  process.env.TEST_SCREENSHOTS === "1" ? join(process.cwd(), "test-output", "screenshots") : undefined;
const MISSING_PATH = "/no-such-page";

const MODES = {
  light: { viewport: { width: 1280, height: 900 }, colorScheme: "light" },
  phone: { viewport: { width: 320, height: 812 }, colorScheme: "light", isMobile: true, hasTouch: true },
} as const satisfies Record<string, BrowserContextOptions>;
type Mode = keyof typeof MODES;
/** The axe rules whose outcome depends on colours: what switching to dark mode can break. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

// The page paths are known before the server starts: they do not depend on the origin.
const paths = [...pageList(await testSite()).map((p) => p.path), MISSING_PATH];

const slug = (path: string): string => (path === "/" ? "home" : path.slice(1).replace(/\//g, "_"));

/**
 * Collects what the page reports while it loads: console errors and warnings (CSP violations land here), page
 * errors, failed requests. The 404 page's own status is expected and is the one message let through.
 */
const watch = (page: Page, documentUrl: string, expectedStatus: number): string[] => {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error" && msg.type() !== "warning") return;
    const url = msg.location().url;
    if (expectedStatus === 404 && url === documentUrl && msg.text().includes("status of 404")) return;
    problems.push(`console ${msg.type()}: ${msg.text()} (${url})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== "document") {
      problems.push(`${response.status()} for ${response.url()}`);
    }
  });
  return problems;
};

describe.skipIf(!hasChromium)("pages in chromium", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    if (SCREENSHOTS) await mkdir(SCREENSHOTS, { recursive: true });
    // The build's images (icons, previews), which every page links: a page must load without a 404.
    server = await startServer({ media: await testMedia() });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** With TEST_SCREENSHOTS=1, the page as it is now, for a person to look at. */
  const shot = async (page: Page, path: string, label: string): Promise<void> => {
    if (SCREENSHOTS)
      await page.screenshot({ path: join(SCREENSHOTS, `${slug(path)}-${label}.png`), fullPage: label !== "dark" });
  };

  const visit = async (path: string, mode: Mode, check: (page: Page) => Promise<void>): Promise<void> => {
    const context = await browser.newContext(MODES[mode]);
    try {
      const page = await context.newPage();
      const url = `${server.origin}${path}`;
      const status = path === MISSING_PATH ? 404 : 200;
      const problems = watch(page, url, status);
      const response = await page.goto(url, { waitUntil: "load" });
      expect(response?.status()).toBe(status);
      await check(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  };

  describe.each(paths)("%s", (path) => {
    it("loads cleanly, with no serious accessibility findings in light mode or after switching to dark", async () => {
      await visit(path, "light", async (page) => {
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.locator("main#main").count()).toBe(1);
        expect(await page.locator("h1").count()).toBe(1);
        await shot(page, path, "light");
        // The reader's system turns dark with the page open: only colours change, so only the colour rules run.
        await page.emulateMedia({ colorScheme: "dark" });
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background).toBe("rgb(20, 20, 18)");
        expect(await seriousViolations(page, { rules: COLOUR_RULES })).toEqual([]);
        await shot(page, path, "dark");
      });
    });

    it("fits a 320 px phone screen without horizontal scrolling", async () => {
      await visit(path, "phone", async (page) => {
        // Against the screen's width, not window.innerWidth: a mobile browser widens its layout viewport to fit a
        // page that overflows, so the two would agree on a page that scrolls sideways.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(MODES.phone.viewport.width);
        await shot(page, path, "phone");
      });
    });
  });
});

/**
 * A long page costs what is near the screen, not its length: off the screen its records and blocks of reading
 * skip layout (content-visibility: auto), at load and again when the two faces arrive and every line in them is
 * set anew. What stays laid out are the lists of links, since target-size checkers (axe, so Lighthouse) read the
 * positions inside a skipped block as overlapping its neighbours; and what can sit on the first screen, which
 * Chromium draws at its stand-in size first, so the page shifts as it loads.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe.js";
import { hasChromium } from "../support/browser.js";
import { servedPages } from "../support/served-pages.js";

const pages = servedPages();

/** The page on a phone, its faces loaded and the frame after them drawn, so what is skipped is settled. */
const onPhone = async <T>(path: string, look: (page: Page) => Promise<T>): Promise<T> => {
  const context = await pages
    .browser()
    .newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    // Every layout shift from the start, as Lighthouse's cumulative layout shift adds them up.
    await page.addInitScript(() => {
      const shifts = Object.assign(globalThis, { layoutShift: 0 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.layoutShift += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${pages.server().origin}${path}`, { waitUntil: "load" });
    await page.evaluate(() =>
      document.fonts.ready.then(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      ),
    );
    return await look(page);
  } finally {
    await context.close();
  }
};

describe.skipIf(!hasChromium)("a long page in chromium", { timeout: 120_000 }, () => {
  it("lays out on a phone what is near the screen: most of /agent waits until it is scrolled near", async () => {
    const share = await onPhone("/agent", (page) =>
      page.evaluate(() => {
        const all = [...document.querySelectorAll("main *")];
        const skipped = all.filter((e) => !e.checkVisibility({ contentVisibilityAuto: true }));
        return { skipped: skipped.length / all.length, height: document.documentElement.scrollHeight };
      }),
    );
    // Seventy screens of text: records alone skipped left 36 % of its elements out, its chapters' reading too 45 %.
    expect(share.height).toBeGreaterThan(20 * 780);
    expect(share.skipped).toBeGreaterThan(0.4);
  });

  it.each(["/", "/agent", "/resume", "/about", "/privacy", "/developers", "/story/org-b", "/no-such-page"])(
    "draws %s on a phone without moving what is on the screen",
    async (path) => {
      const shift = await onPhone(path, (page) =>
        page.evaluate(() => (globalThis as unknown as { layoutShift: number }).layoutShift),
      );
      // Lighthouse's "good" ends at 0.1; skipped blocks on the first screen moved /privacy by 0.14.
      expect(shift).toBeLessThan(0.05);
    },
  );

  it.each(["/agent", "/resume", "/developers", "/story/org-b"])(
    "keeps the links of %s apart where a target-size check measures them",
    async (path) => {
      expect(await onPhone(path, (page) => seriousViolations(page, { rules: ["target-size"] }))).toEqual([]);
    },
  );
});

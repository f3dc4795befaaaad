/**
 * The pages' design as a reader meets it, measured in chromium: the site's own two faces loaded from this origin,
 * a reading line of 60 to 75 characters, a desktop layout that uses the width (the rail beside a centred column),
 * a phone navigation that fits on one row without scrolling sideways, and a résumé timeline whose words are
 * whole, legible and read as text.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { WEB_FONTS } from "../../src/render/web-fonts.js";
import { hasChromium } from "../support/browser.js";
import { servedPages } from "../support/served-pages.js";

const pages = servedPages();

const visit = async <T>(path: string, width: number, look: (page: Page) => Promise<T>): Promise<T> => {
  const context = await pages.browser().newContext({ viewport: { width, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${pages.server().origin}${path}`, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await look(page);
  } finally {
    await context.close();
  }
};

/** Characters on each full line of the page's longest paragraph (the last line is left out: it may be short). */
const lineLengths = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const longest = [...document.querySelectorAll<HTMLElement>("main p")].sort(
      (a, b) => (b.textContent?.length ?? 0) - (a.textContent?.length ?? 0),
    )[0];
    const lines = new Map<number, number>();
    const walker = document.createTreeWalker(longest ?? document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent?.length ?? 0); i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? 0) + 1);
      }
    }
    return [...lines.values()].slice(0, -1);
  });

describe.skipIf(!hasChromium)("the design as a reader meets it", { timeout: 120_000 }, () => {
  it("sets headings and text in the site's own faces, fetched from this origin and preloaded", async () => {
    await visit("/about", 1280, async (page) => {
      const faces = await page.evaluate(() => ({
        heading: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
        loaded: [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family),
        preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
          (l) => new URL(l.href).pathname,
        ),
      }));
      expect(faces.heading).toMatch(/^"Fraunces Variable"/);
      expect(faces.body).toMatch(/^"Inter Variable"/);
      expect(faces.loaded).toEqual(expect.arrayContaining(["Fraunces Variable", "Inter Variable"]));
      expect(faces.preloads).toEqual(WEB_FONTS.filter((f) => f.preload).map((f) => f.path));
    });
    for (const font of WEB_FONTS) {
      const response = await fetch(`${pages.server().origin}${font.path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("font/woff2");
    }
  });

  it.each([
    ["/about", 1280],
    ["/story/org-b", 1280],
    ["/resume", 1600],
    ["/about", 800],
  ] as const)("keeps %s at %i px to a line of 60 to 75 characters", async (path, width) => {
    const lengths = await visit(path, width, lineLengths);
    expect(lengths.length).toBeGreaterThan(0);
    for (const n of lengths) {
      expect(n).toBeGreaterThanOrEqual(55);
      expect(n).toBeLessThanOrEqual(75);
    }
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    expect(mean).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ["/about", 1280],
    ["/agent", 1280],
    ["/developers", 1600],
    ["/story/org-b", 1600],
  ] as const)(
    "uses the desktop on %s at %i px: the navigation in a column beside a centred reading column",
    async (path, width) => {
      await visit(path, width, async (page) => {
        const box = await page.evaluate(() => {
          const rect = (s: string) => document.querySelector(s)?.getBoundingClientRect();
          // The text's own column: the widest of the page's paragraphs.
          const text = [...document.querySelectorAll("main p")].map((p) => p.getBoundingClientRect());
          const widest = text.sort((a, b) => b.width - a.width)[0];
          return { nav: rect(".site-header"), main: rect("main"), left: widest?.left ?? 0, right: widest?.right ?? 0 };
        });
        if (!box.nav || !box.main) throw new Error("missing layout blocks");
        // The header is a column on the left, as tall as the screen, not a bar across the top.
        expect(box.nav.right).toBeLessThanOrEqual(box.left);
        expect(box.nav.height).toBeGreaterThanOrEqual(700);
        // The reading column sits in the middle of the space beside it.
        const left = box.left - box.main.left;
        const right = box.main.right - box.right;
        expect(Math.abs(left - right)).toBeLessThanOrEqual(width * 0.05);
      });
    },
  );

  it.each([360, 390])(
    "fits the navigation of a %i px phone on one row, every label whole, nothing scrolling",
    async (width) => {
      await visit("/resume", width, async (page) => {
        const nav = await page.evaluate(() => {
          const list = document.querySelector(".nav ul") as HTMLElement;
          const links = [...list.querySelectorAll("a")].map((a) => a.getBoundingClientRect());
          return {
            tops: new Set(links.map((r) => Math.round(r.top))).size,
            right: Math.max(...links.map((r) => r.right)),
            left: Math.min(...links.map((r) => r.left)),
            overflow: list.scrollWidth - list.clientWidth,
            page: document.documentElement.scrollWidth,
          };
        });
        expect(nav.tops).toBe(1);
        expect(nav.left).toBeGreaterThanOrEqual(0);
        expect(nav.right).toBeLessThanOrEqual(width);
        expect(nav.overflow).toBeLessThanOrEqual(0);
        expect(nav.page).toBeLessThanOrEqual(width);
      });
    },
  );

  it.each([360, 1280])(
    "draws the résumé timeline at %i px with every label whole, apart and legible",
    async (width) => {
      await visit("/resume", width, async (page) => {
        const rows = await page.$$eval(".timeline-chart .tl-row", (items) =>
          items.map((li) => {
            const label = li.querySelector(".tl-label") as HTMLElement;
            const bar = li.querySelector(".tl-track rect")?.getBoundingClientRect();
            const box = label.getBoundingClientRect();
            const sizes = [...label.querySelectorAll<HTMLElement>("*")].map((e) =>
              parseFloat(getComputedStyle(e).fontSize),
            );
            return {
              text: label.textContent ?? "",
              clipped: label.scrollWidth > label.clientWidth + 1,
              top: box.top,
              bottom: box.bottom,
              barLeft: bar?.left ?? 0,
              barRight: bar?.right ?? 0,
              minSize: Math.min(...sizes),
              overlapsBar: bar
                ? box.right > bar.left + 1 && box.bottom > bar.top + 1 && box.top < bar.bottom - 1
                : false,
            };
          }),
        );
        const dated = pages.server().site.timeline.filter((t) => t.start !== null);
        expect(rows).toHaveLength(dated.length);
        for (const [i, row] of rows.entries()) {
          expect(row.clipped).toBe(false);
          expect(row.text).not.toContain("…");
          expect(row.minSize).toBeGreaterThanOrEqual(11);
          expect(row.overlapsBar).toBe(false);
          expect(row.barRight).toBeLessThanOrEqual(width);
          const next = rows[i + 1];
          if (next) expect(row.bottom).toBeLessThanOrEqual(next.top);
        }
        // Every role's words, as the content has them, are the list's own text.
        const text = rows.map((r) => r.text).join("\n");
        for (const t of dated) {
          expect(text).toContain(t.role ?? t.label);
          if (t.organization) expect(text).toContain(t.organization);
        }
      });
    },
  );
});

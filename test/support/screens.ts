/**
 * The pictures of the pages that `npm run screenshots` writes to docs/screenshots/ and the visual regression suite
 * (test/e2e/visual.test.ts) compares against them: every kind of page, on a 1280 px desktop and a 360 px phone,
 * light and dark. The live robot is kept out (its loader answered empty), so each is the page as served, the robot
 * as its still picture, and nothing moves; each is cut to a fixed height, so a picture stays small while holding
 * what the first screens show.
 */
import type { Browser, Page } from "playwright-core";
import { PNG } from "pngjs";

/** The origin the pictured content is compiled for: a page that prints its own address shows the same one. */
export const SCREEN_BASE_URL = "http://localhost:8787";

export const SCREEN_PAGES = [
  ["home", "/"],
  ["resume", "/resume"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["story", "/story/org-b"],
  ["agent", "/agent"],
  ["developers", "/developers"],
  ["privacy", "/privacy"],
  ["not-found", "/no-such-page"],
] as const;

export interface ScreenView {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly scheme: "light" | "dark";
  /** How much of the page is kept, from the top, in CSS pixels. */
  readonly keep: number;
  /** Each side of the kept picture is divided by this (averaging the pixels), so a wide picture stays small. */
  readonly shrink: 1 | 2;
}

export const SCREEN_VIEWS: readonly ScreenView[] = [
  { name: "desktop", width: 1280, height: 800, scheme: "light", keep: 1200, shrink: 2 },
  { name: "desktop-dark", width: 1280, height: 800, scheme: "dark", keep: 1200, shrink: 2 },
  { name: "phone", width: 360, height: 780, scheme: "light", keep: 1560, shrink: 1 },
  { name: "phone-dark", width: 360, height: 780, scheme: "dark", keep: 1560, shrink: 1 },
];

export const screenFile = (page: string, view: ScreenView): string => `${page}-${view.name}.png`;

/** Each side divided by `by`, every pixel the mean of the block it replaces: text's anti-aliasing noise evens out. */
const shrunk = (png: PNG, by: number): PNG => {
  if (by === 1) return png;
  const out = new PNG({ width: Math.floor(png.width / by), height: Math.floor(png.height / by) });
  for (let y = 0; y < out.height; y += 1) {
    for (let x = 0; x < out.width; x += 1) {
      for (let channel = 0; channel < 4; channel += 1) {
        let sum = 0;
        for (let dy = 0; dy < by; dy += 1) {
          for (let dx = 0; dx < by; dx += 1)
            sum += png.data[((y * by + dy) * png.width + x * by + dx) * 4 + channel] ?? 0;
        }
        out.data[(y * out.width + x) * 4 + channel] = Math.round(sum / (by * by));
      }
    }
  }
  return out;
};

/**
 * Every block laid out, as a reader scrolling through the kept pixels sees it. The stylesheet lets blocks off the
 * screen skip layout (content-visibility: auto); a picture taller than the window would catch some of them skipped,
 * at the size remembered from before the fonts arrived, and the blocks below would move by a pixel or less from one
 * run to the next.
 */
const LAID_OUT = "* { content-visibility: visible !important; }";

/**
 * One picture as a PNG, as committed: the page opened at `origin + path` in the view, every block laid out, its
 * fonts loaded, its top `keep` pixels, shrunk, at the highest compression.
 */
export const takeScreen = async (browser: Browser, origin: string, path: string, view: ScreenView): Promise<Buffer> => {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    deviceScaleFactor: 1,
    colorScheme: view.scheme,
    reducedMotion: "reduce",
    // The page's CSP allows no inline style: LAID_OUT is the one style added, by the harness.
    bypassCSP: true,
  });
  await context.route(/\/robot-loader\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  try {
    const page: Page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    await page.addStyleTag({ content: LAID_OUT });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const height = Math.min(view.keep, await page.evaluate(() => document.documentElement.scrollHeight));
    const shot = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width: view.width, height } });
    return PNG.sync.write(shrunk(PNG.sync.read(shot), view.shrink), { deflateLevel: 9 });
  } finally {
    await context.close();
  }
};

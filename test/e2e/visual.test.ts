/**
 * Visual regression: every kind of page on a desktop and a phone, light and dark, photographed in chromium and
 * compared with the pictures committed in docs/screenshots/ (test/support/screens.ts says which). A change to
 * the pages' look fails here until `npm run screenshots` has drawn the new pictures and they are committed with
 * it, so the change is reviewed as pictures. The comparison forgives anti-aliasing and a few stray pixels, the
 * noise of text rendering, but not a moved block, a new colour or a different page height.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pixelmatch from "pixelmatch";
import type { Browser } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../src/content/load.js";
import { hasChromium, launchChromium } from "../support/browser.js";
import { testMedia } from "../support/media.js";
import { SCREEN_BASE_URL, SCREEN_PAGES, SCREEN_VIEWS, screenFile, takeScreen } from "../support/screens.js";
import { type RunningServer, startServer } from "../support/server.js";

const BASELINES = join(PACKAGE_ROOT, "docs", "screenshots");
const DIFFS = join(tmpdir(), "profile-visual-diffs");
/** pixelmatch's colour distance under which two pixels count as the same (0 to 1; its default is 0.1). */
const THRESHOLD = 0.15;
/** The share of a picture's pixels that may differ: a line of text moved by a pixel is far more. */
const MAX_CHANGED = 0.001;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ media: await testMedia(), baseUrl: () => SCREEN_BASE_URL });
  if (hasChromium) browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const compare = async (file: string, taken: Buffer): Promise<string | undefined> => {
  const baseline = await readFile(join(BASELINES, file)).catch(() => undefined);
  if (!baseline) return `${file}: no committed picture (run npm run screenshots)`;
  const want = PNG.sync.read(baseline);
  const got = PNG.sync.read(taken);
  if (want.width !== got.width || want.height !== got.height) {
    return `${file}: ${got.width}×${got.height} where the committed picture is ${want.width}×${want.height}`;
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(want.data, got.data, diff.data, got.width, got.height, {
    threshold: THRESHOLD,
    includeAA: false,
  });
  if (changed / (got.width * got.height) <= MAX_CHANGED) return undefined;
  await mkdir(DIFFS, { recursive: true });
  await writeFile(join(DIFFS, file), PNG.sync.write(diff));
  return `${file}: ${changed} pixels differ (diff in ${join(DIFFS, file)})`;
};

describe.skipIf(!hasChromium)("the pages look as their committed pictures", { timeout: 180_000 }, () => {
  it.each(SCREEN_VIEWS.map((view) => [view.name, view] as const))("%s", async (_name, view) => {
    const problems: string[] = [];
    for (const [page, path] of SCREEN_PAGES) {
      const problem = await compare(screenFile(page, view), await takeScreen(browser, server.origin, path, view));
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it("tells a changed page from an unchanged one", async () => {
    const view = SCREEN_VIEWS[0];
    if (!view) throw new Error("no views");
    const taken = await takeScreen(browser, server.origin, "/about", view);
    expect(await compare(screenFile("about", view), taken)).toBeUndefined();
    // The same picture with one heading's worth of pixels painted over is a change.
    const png = PNG.sync.read(taken);
    for (let y = 100; y < 140; y += 1) {
      for (let x = 300; x < 700; x += 1) png.data.writeUInt32BE(0xff0000ff, (y * png.width + x) * 4);
    }
    expect(await compare(screenFile("about", view), PNG.sync.write(png))).toMatch(/pixels differ/);
  });
});

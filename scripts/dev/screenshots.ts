/**
 * `npm run screenshots`: the pictures of the pages in docs/screenshots/, which are also the visual regression
 * suite's baselines (test/e2e/visual.test.ts): every kind of page on a 1280 px desktop and a 360 px phone, light
 * and dark (test/support/screens.ts), plus, for the docs only, the live robot on the home page. It serves the
 * content as `npm start` would (the build's images and fonts included) on a loopback port and opens it in the
 * project's Chromium (Debian's, as the browser tests do). Run it after changing the pages' look, look at the
 * pictures, and commit them with the change. `-- --out <folder>` writes elsewhere (a picture of a past version).
 */
import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../../src/app.js";
import { compileContent } from "../../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, loadContentFiles, PACKAGE_ROOT } from "../../src/content/load.js";
import { formatProblems } from "../../src/content/problems.js";
import { buildMedia } from "../../src/node/draw-media.js";
import { createNodeServer } from "../../src/node/http-server.js";
import { launchChromium } from "../../test/support/browser.js";
import { SCREEN_BASE_URL, SCREEN_PAGES, SCREEN_VIEWS, screenFile, takeScreen } from "../../test/support/screens.js";
import { bundleClientAssets } from "../build/client-assets.js";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const OUT = values.out ? resolve(values.out) : join(PACKAGE_ROOT, "docs", "screenshots");

const files = await loadContentFiles(process.env.CONTENT_DIR ?? DEFAULT_CONTENT_DIR);
const compiled = compileContent(files, SCREEN_BASE_URL);
if (!compiled.ok) {
  console.error(formatProblems(compiled.problems));
  process.exit(1);
}
const { app, table } = await buildApp({
  site: compiled.site,
  media: await buildMedia(compiled.site, files),
  clientAssets: await bundleClientAssets(),
});
const server = createNodeServer({
  fetch: (request, env) => app.fetch(request, env),
  docsUrl: () => "",
  origin: () => SCREEN_BASE_URL,
  table: () => table,
});
server.listen(0, "127.0.0.1");
await new Promise<void>((done) => server.once("listening", () => done()));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

await mkdir(OUT, { recursive: true });
const browser = await launchChromium();
const save = async (file: string, png: Buffer): Promise<void> => {
  await writeFile(join(OUT, file), png);
  console.log(join(OUT, file));
};
try {
  for (const view of SCREEN_VIEWS) {
    for (const [name, path] of SCREEN_PAGES) {
      await save(screenFile(name, view), await takeScreen(browser, origin, path, view));
    }
  }
  // The live robot, with a part chosen: for the docs, not compared (WebGL output differs between machines).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${origin}/#chapter-${compiled.site.chapters[2]?.id ?? ""}`, { waitUntil: "load" });
  await page.waitForSelector("#robot canvas", { timeout: 30_000 });
  await page.waitForTimeout(1000);
  await save("robot-live-desktop.png", await page.locator("#robot").screenshot());
  await context.close();
} finally {
  await browser.close();
  server.close();
}

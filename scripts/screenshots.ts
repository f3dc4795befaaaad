/**
 * `npm run screenshots`: pictures of the pages for the docs, in docs/screenshots/: each page on a 1280 px desktop
 * and a 390 px phone, light and dark, plus the career timeline alone. It serves the content as `npm start` would
 * (the build's images included) on a loopback port and opens it in the project's Chromium (Debian's, as the
 * browser tests do). Run it after changing the pages' look and commit the pictures with the change.
 */
import { mkdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { buildApp } from "../src/app.js";
import { compileContent } from "../src/content/compile.js";
import { DEFAULT_CONTENT_DIR, loadContentFiles, PACKAGE_ROOT } from "../src/content/load.js";
import { formatProblems } from "../src/content/problems.js";
import { buildMedia } from "../src/node/draw-media.js";
import { createNodeServer } from "../src/node/http-server.js";
import { launchChromium } from "../test/support/browser.js";

const OUT = join(PACKAGE_ROOT, "docs", "screenshots");
const PAGES = [
  ["home", "/"],
  ["resume", "/resume"],
  ["about", "/about"],
  ["story", "/story/org-b"],
] as const;
const VIEWS = [
  { name: "desktop", width: 1280, height: 800, scheme: "light" },
  { name: "phone", width: 390, height: 844, scheme: "light" },
  { name: "desktop-dark", width: 1280, height: 800, scheme: "dark" },
  { name: "phone-dark", width: 390, height: 844, scheme: "dark" },
] as const;

const server = createNodeServer({
  fetch: (request, env) => app.fetch(request, env),
  docsUrl: () => "",
  origin: () => origin,
  table: () => table,
});
server.listen(0, "127.0.0.1");
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const files = await loadContentFiles(process.env.CONTENT_DIR ?? DEFAULT_CONTENT_DIR);
const compiled = compileContent(files, origin);
if (!compiled.ok) {
  console.error(formatProblems(compiled.problems));
  process.exit(1);
}
const { app, table } = await buildApp({ site: compiled.site, media: await buildMedia(compiled.site, files) });

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
const browser = await launchChromium();
const shoot = async (page: Page, file: string): Promise<void> => {
  await page.screenshot({ path: join(OUT, file), animations: "disabled" });
  console.log(`docs/screenshots/${file}`);
};
try {
  for (const view of VIEWS) {
    const context = await browser.newContext({
      viewport: { width: view.width, height: view.height },
      deviceScaleFactor: 1,
      colorScheme: view.scheme,
    });
    const page = await context.newPage();
    for (const [name, path] of PAGES) {
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      await shoot(page, `${name}-${view.name}.png`);
    }
    if (view.name === "desktop" || view.name === "phone-dark") {
      await page.goto(`${origin}/resume`, { waitUntil: "load" });
      await page.locator(".timeline-chart").screenshot({ path: join(OUT, `timeline-${view.name}.png`) });
      console.log(`docs/screenshots/timeline-${view.name}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

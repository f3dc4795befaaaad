/**
 * A test server with the build's images and fonts (the pages set their lines in the served faces) and a Chromium
 * beside it, started before a file's tests and closed after: what the browser tests of the pages share.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { hasChromium, launchChromium } from "./browser.js";
import { testMedia } from "./media.js";
import { type RunningServer, startServer } from "./server.js";

export interface ServedPages {
  readonly server: () => RunningServer;
  /** Only when Chromium is installed (`hasChromium`). */
  readonly browser: () => Browser;
}

export const servedPages = (): ServedPages => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer({ media: await testMedia() });
    if (hasChromium) browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started`);
    return value;
  };
  return { server: () => started(server, "the server"), browser: () => started(browser, "Chromium") };
};

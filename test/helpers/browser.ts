/** Debian's chromium for the browser tests, started the one way that works offline on this kind of machine. */
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium && process.env.CI) {
  throw new Error(`${CHROMIUM} is missing: install Debian's chromium package to run the browser tests in CI.`);
}
if (!hasChromium) console.warn(`Skipping browser tests: ${CHROMIUM} is missing (apt-get install chromium).`);

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });

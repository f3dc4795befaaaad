/** Debian's chromium for the browser tests, started the one way that works offline on this kind of machine. */
import { type Browser, chromium } from "playwright-core";
import { requireTool } from "./tool-gate.js";

/** Found as `.ci/run` finds it (tools.ts); missing, the browser tests skip here and fail under CI. */
const CHROMIUM = requireTool("chromium");

export const hasChromium = CHROMIUM !== undefined;

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

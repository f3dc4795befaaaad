/** Debian's chromium for the browser tests, started the one way that works offline on this kind of machine. */
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "./chromium-args.js";
import { requireTool } from "./tool-gate.js";

/** Found as `.ci/run` finds it (tools.ts); missing, the browser tests skip here and fail under CI. */
const CHROMIUM = requireTool("chromium");

export const hasChromium = CHROMIUM !== undefined;

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });

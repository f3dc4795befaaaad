/**
 * The report's HTML as its owner reads it in chromium: every chart's figures also in a table (readable with
 * scripts off, and by a screen reader, which gets nothing from a canvas), one main landmark, and no sideways
 * scrolling on a phone.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAggregate } from "../../scripts/owner/insights/aggregate.js";
import { renderReport } from "../../scripts/owner/insights/report-html.js";
import { type RequestLogLine, SURFACES } from "../../src/schema/request-log.js";
import { hasChromium, launchChromium } from "../support/browser.js";
import { logLine, toolCallLine } from "../support/log-line.js";

const request = logLine;

const reportOf = (lines: readonly RequestLogLine[]): string => {
  const aggregate = createAggregate();
  for (const line of lines) aggregate.request(line);
  // No chart library: what is read here must not depend on it.
  return renderReport(aggregate.finish(["test.log"], "2026-11-24T12:00:00.000Z"), "");
};

const LINES = [
  request({ path: "/", surface: "page", "user_agent.name": "browser", "user_agent.bot": false }),
  request({ path: "/about", surface: "page" }),
  request({ path: "/api/v1/profile", surface: "api", status: 429 }),
  toolCallLine("get_chapter"),
  toolCallLine("get_chapter"),
  toolCallLine("search"),
];

describe.skipIf(!hasChromium)("the insights report in chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (html: string, options: BrowserContextOptions): Promise<Page> => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.setContent(html);
    return page;
  };

  /** The rows of the table under the heading `caption`, each as its cells' text. */
  const tableUnder = (page: Page, caption: string): Promise<string[][]> =>
    page
      .locator(`section:has(> h2:text-is("${caption}")) table tbody tr`)
      .evaluateAll((rows) => rows.map((tr) => [...tr.children].map((td) => td.textContent ?? "")));

  it("gives every chart's figures in a table, read with scripts off", async () => {
    const page = await open(reportOf(LINES), { javaScriptEnabled: false });
    expect(await tableUnder(page, "Traffic by surface, per hour")).toEqual([
      ["2026-11-24 10:00", "1", "3", "2"],
      ["total", "1", "3", "2"],
    ]);
    expect(await tableUnder(page, "MCP tools called")).toEqual([
      ["get_chapter", "2"],
      ["search", "1"],
    ]);
    expect(await tableUnder(page, "Refusals (429) by surface")).toEqual([["api", "1"]]);
    expect(await page.locator("main").count()).toBe(1);
    await page.context().close();
  });

  it("says so when nothing was refused, instead of an empty chart", async () => {
    const page = await open(reportOf(LINES.filter((l) => l.status !== 429)), { javaScriptEnabled: false });
    expect(await page.locator("#refusals").count()).toBe(0);
    expect(await page.locator('section:has(> h2:text-is("Refusals (429) by surface")) p').textContent()).toBe(
      "None in these logs.",
    );
    await page.context().close();
  });

  it("fits a 320 px phone screen without horizontal scrolling", async () => {
    // Every surface, so the traffic table has a column for each: wider than the phone on its own.
    const everySurface = SURFACES.map((surface) => request({ surface, path: `/${surface}` }));
    const page = await open(reportOf([...LINES, ...everySurface]), {
      viewport: { width: 320, height: 800 },
      javaScriptEnabled: false,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.context().close();
  });
});

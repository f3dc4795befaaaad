/**
 * The MCP Apps view in a real chromium, driven by the extension package's own host side (AppBridge): the view
 * completes the ui/initialize handshake, then draws the profile card with the career timeline, or a chapter,
 * from the tool result a real client received from this server. The host page applies the spec's default CSP
 * and every network request is refused and recorded: the view must need none.
 */
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appsHostScript, hostPage } from "../support/apps-host.js";
import { hasChromium, launchChromium } from "../support/browser.js";
import { clientFor, type TestClient, type ToolResult } from "../support/mcp-clients.js";
import { type RunningServer, startServer } from "../support/server.js";

const VIEW_URI = "ui://profile/view.html";

let server: RunningServer;
let client: TestClient;
let browser: Browser;
let host: string;
let html: string;
beforeAll(async () => {
  server = await startServer();
  client = await clientFor("2026-07-28").connect(server.origin);
  const { contents } = await client.readResource({ uri: VIEW_URI });
  html = contents[0]?.text ?? "";
  host = hostPage(await appsHostScript());
  if (hasChromium) browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await client?.close();
  await server?.close();
});

interface Rendered {
  readonly page: Page;
  readonly view: Frame;
  readonly problems: string[];
  readonly requests: string[];
}

/** Opens the host page, hands it the view and one tool call, and returns the view's frame once it has drawn. */
const render = async (toolArguments: Record<string, unknown>, toolResult: ToolResult, theme = "light") => {
  const page = await browser.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  await page.route("**/*", (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  await page.setContent(host);
  await page.evaluate((args) => (window as unknown as { runHost: (a: unknown) => Promise<void> }).runHost(args), {
    html,
    toolArguments,
    toolResult,
    hostContext: { theme, displayMode: "inline", platform: "web" },
  });
  const view = page.frames().find((f) => f !== page.mainFrame());
  if (!view) throw new Error("the view's frame is missing");
  await view.waitForSelector("main:not([aria-busy])");
  return { page, view, problems, requests } satisfies Rendered;
};

describe.skipIf(!hasChromium)("the view in a host built from the package's AppBridge", { timeout: 90_000 }, () => {
  it("draws the profile card and the career timeline from get_profile's result", async () => {
    const result = await client.callTool({ name: "get_profile", arguments: {} });
    const { page, view, problems, requests } = await render({}, result);
    const { profile, chapters } = server.site;
    expect(await view.textContent("h1")).toBe(profile.name);
    expect(await view.textContent("main")).toContain(profile.jobTitle);
    const items = await view.$$eval(".timeline li", (lis) => lis.map((li) => li.textContent ?? ""));
    expect(items).toHaveLength(chapters.length);
    for (const [i, chapter] of chapters.entries()) expect(items[i]).toContain(chapter.name);
    const log = await page.evaluate(() => (window as unknown as { hostLog: unknown }).hostLog);
    expect(log).toMatchObject({ initialized: true, appInfo: { name: "profile-view" } });
    expect((log as { sizes: { height: number }[] }).sizes.at(-1)?.height).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    expect(requests).toEqual([]);
    await page.close();
  });

  it("draws a chapter from get_chapter's result, marked in the timeline", async () => {
    const chapter = server.site.chapters[2];
    if (!chapter) throw new Error("the content has fewer than three chapters");
    const result = await client.callTool({ name: "get_chapter", arguments: { id: chapter.id } });
    const { page, view, problems, requests } = await render({ id: chapter.id }, result, "dark");
    expect(await view.textContent("h1")).toBe(chapter.title);
    expect(await view.textContent("main")).toContain(chapter.panel);
    expect(await view.textContent('.timeline li[aria-current="step"]')).toContain(chapter.name);
    expect(await view.evaluate(() => document.documentElement.style.colorScheme)).toBe("dark");
    expect(problems).toEqual([]);
    expect(requests).toEqual([]);
    await page.close();
  });

  it("draws the timeline from list_chapters, and opens links through the host", async () => {
    const result = await client.callTool({ name: "list_chapters", arguments: {} });
    const { page, view, problems } = await render({}, result);
    expect(await view.$$eval(".timeline li", (lis) => lis.length)).toBe(server.site.chapters.length);
    await view.click(".timeline li a");
    await page.waitForFunction(() => (window as unknown as { hostLog: { links: string[] } }).hostLog.links.length > 0);
    const { links } = (await page.evaluate(() => (window as unknown as { hostLog: unknown }).hostLog)) as {
      links: string[];
    };
    expect(links).toEqual([server.site.chapters[0]?.links.html]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("reads the JSON text block when a host passes no structuredContent", async () => {
    const result = await client.callTool({ name: "get_profile", arguments: {} });
    const { page, view } = await render({}, { content: result.content });
    expect(await view.textContent("h1")).toBe(server.site.profile.name);
    await page.close();
  });
});

/**
 * The 3D robot on the home page in a real chromium (WebGL through its software renderer, SwiftShader): one
 * part link per chapter in story order, the reading panel with the chapter's panel text, keyboard use,
 * `/#chapter-<id>` landing on its part, no motion when reduced motion is asked for, a strict CSP with no violation,
 * no serious axe finding; and where it will not run (a phone, no WebGL, no JavaScript) the page shows the still
 * picture drawn with it and the chapter grid, and the live robot is never fetched.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleClientAssets } from "../../scripts/build/client-assets.js";
import { seriousViolations } from "../support/axe.js";
import { hasChromium, launchChromium } from "../support/browser.js";
import { testMedia } from "../support/media.js";
import { type RunningServer, startServer } from "../support/server.js";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // With the build's images too, so the icons every page links load as in production.
  server = await startServer({ clientAssets: await bundleClientAssets(), media: await testMedia() });
  if (hasChromium) browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visit {
  readonly page: Page;
  readonly problems: string[];
  readonly fetched: string[];
  readonly close: () => Promise<void>;
}

const open = async (path: string, options: BrowserContextOptions = {}, init?: () => void): Promise<Visit> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  const problems: string[] = [];
  const fetched: string[] = [];
  page.on("console", (m) => {
    // SwiftShader's performance notes ("GL Driver Message … GPU stall due to ReadPixels") are the software
    // renderer talking about itself, not the page.
    if (m.text().includes("GL Driver Message")) return;
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
  // The live robot starts once its stage is on screen (below the first screen at this size).
  await page.locator("#robot .robot-stage").scrollIntoViewIfNeeded();
  return { page, problems, fetched, close: () => context.close() };
};

const partLinks = (page: Page) =>
  page.$$eval("#robot nav a", (links) =>
    links.map((a) => ({
      text: a.textContent ?? "",
      href: a.getAttribute("href"),
      current: a.getAttribute("aria-current"),
    })),
  );

/** The robot's canvas: its drawing buffer, its stage's CSS size, and how its context draws. */
const drawing = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>("#robot canvas");
    const stage = canvas?.parentElement?.getBoundingClientRect();
    const gl = canvas?.getContext("webgl2");
    const info = gl?.getExtension("WEBGL_debug_renderer_info");
    return {
      buffer: [canvas?.width, canvas?.height],
      stage: [Math.round(stage?.width ?? 0), Math.round(stage?.height ?? 0)],
      antialias: gl?.getContextAttributes()?.antialias,
      renderer: info ? String(gl?.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "",
    };
  });

describe.skipIf(!hasChromium)("the robot on the home page", { timeout: 120_000 }, () => {
  it("stands above the grid, drawn at the stage's size: one link per part in story order, named by part and chapter; the canvas is decorative", async () => {
    const { page, problems, close } = await open("/");
    await page.waitForSelector("#robot canvas");
    // It joins the page drawn at the stage's size, without multisampling on a software renderer.
    const drawn = await drawing(page);
    // Headless Chromium without a GPU draws with SwiftShader; the device pixel ratio here is 1.
    expect(drawn.renderer).toMatch(/swiftshader/i);
    expect(drawn.antialias).toBe(false);
    expect(drawn.buffer).toEqual(drawn.stage);
    const { chapters } = server.site;
    const links = await partLinks(page);
    expect(links.map((l) => l.href)).toEqual(chapters.map((c) => `#chapter-${c.id}`));
    for (const [i, c] of chapters.entries()) {
      expect(links[i]?.text.toLowerCase()).toContain(c.part);
      expect(links[i]?.text).toContain(c.title);
    }
    expect(await page.getAttribute("#robot canvas", "aria-hidden")).toBe("true");
    // The grid is still there, whole, below the robot.
    expect(await page.locator("ol.cards > li.card").count()).toBe(chapters.length);
    expect(await page.evaluate(() => document.querySelector("#robot")?.nextElementSibling?.matches("ol.cards"))).toBe(
      true,
    );
    expect(await seriousViolations(page, { within: "#robot" })).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("starts when its stage comes on screen: before that the still holds it and robot.js is not fetched", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 600 } });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(`${server.origin}/`, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    expect(fetched).not.toContain("/assets/robot.js");
    await page.locator("#robot .robot-stage").scrollIntoViewIfNeeded();
    await page.waitForSelector("#robot canvas");
    expect(fetched).toContain("/assets/robot.js");
    await context.close();
  });

  it("does not print: on paper the chapter cards tell the story, not an empty stage", async () => {
    const { page, problems, close } = await open("/");
    await page.waitForSelector("#robot canvas");
    await page.emulateMedia({ media: "print" });
    for (const part of [".robot-stage", "#robot nav", "#robot-panel"]) {
      expect(await page.locator(part).isVisible()).toBe(false);
    }
    expect(await page.locator("#chapters").isVisible()).toBe(true);
    expect(await page.locator("ol.cards").isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it("is used from the keyboard: Tab to a part, Enter opens its chapter in the panel and names it in the address", async () => {
    const { page, problems, close } = await open("/");
    await page.waitForSelector("#robot canvas");
    const chapter = server.site.chapters[1];
    if (!chapter) throw new Error("the content has fewer than two chapters");
    await page.focus("#robot nav a >> nth=0");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(`#chapter-${chapter.id}`);
    await page.keyboard.press("Enter");
    expect(await page.textContent("#robot-panel h3")).toBe(chapter.title);
    expect((await partLinks(page))[1]?.current).toBe("true");
    expect(new URL(page.url()).hash).toBe(`#chapter-${chapter.id}`);
    expect(problems).toEqual([]);
    await close();
  });

  it("opens the part a click on the canvas lands on, on a screen of two device pixels per CSS pixel", async () => {
    const { page, problems, close } = await open("/", { deviceScaleFactor: 2 });
    await page.waitForSelector("#robot canvas");
    const { buffer, stage } = await drawing(page);
    expect(buffer).toEqual(stage.map((side) => side * 2));
    await page.locator("#robot canvas").scrollIntoViewIfNeeded();
    const box = await page.locator("#robot canvas").boundingBox();
    if (!box) throw new Error("the canvas has no box");
    // The middle of the stage is the torso, or whatever part the content stacks there.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.55);
    await page.waitForSelector("#robot-panel h3");
    expect((await partLinks(page)).filter((l) => l.current === "true")).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });

  it("opens a chapter's own panel text in the reading panel, with the chapter's link and the parts beside it", async () => {
    const { page, problems, close } = await open("/");
    await page.waitForSelector("#robot canvas");
    const chapter = server.site.chapters[2];
    if (!chapter) throw new Error("the content has fewer than three chapters");
    await page.click(`#robot nav a[href="#chapter-${chapter.id}"]`);
    expect(await page.textContent("#robot-panel")).toContain(chapter.panel);
    const title = await page.getAttribute("#robot-panel h3 a", "href");
    expect(new URL(title ?? "", server.origin).pathname).toBe(new URL(server.site.urls.story(chapter.id)).pathname);
    // The part above is one step away, without going back to the row of parts.
    const above = server.site.chapters[3];
    if (above) {
      await page.click('#robot-panel .robot-step[aria-label^="Part above"]');
      expect(await page.textContent("#robot-panel h3")).toBe(above.title);
      expect(new URL(page.url()).hash).toBe(`#chapter-${above.id}`);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it("lands on the part /#chapter-<id> names, with its panel open", async () => {
    const chapter = server.site.chapters.at(-1);
    if (!chapter) throw new Error("no chapters");
    const { page, problems, close } = await open(`/#chapter-${chapter.id}`);
    await page.waitForSelector("#robot-panel h3");
    expect(await page.textContent("#robot-panel h3")).toBe(chapter.title);
    expect((await partLinks(page)).at(-1)?.current).toBe("true");
    expect(problems).toEqual([]);
    await close();
  });

  /** Whether the stage looks different a second later: the sway, or nothing. */
  const moves = async (options: BrowserContextOptions): Promise<boolean> => {
    const { page, close } = await open("/", options);
    await page.waitForSelector("#robot canvas");
    await page.locator("#robot").scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const first = await page.locator("#robot .robot-stage").screenshot();
    await page.waitForTimeout(1200);
    const second = await page.locator("#robot .robot-stage").screenshot();
    await close();
    return !second.equals(first);
  };

  it("on a software renderer (this browser's SwiftShader), draws the sway eight times a second, not every frame", async () => {
    const { page, close } = await open("/", {}, () => {
      const clear = WebGL2RenderingContext.prototype.clear;
      const counted = window as unknown as { frames: number };
      counted.frames = 0;
      WebGL2RenderingContext.prototype.clear = function (this: WebGL2RenderingContext, mask: number) {
        counted.frames += 1;
        return clear.call(this, mask);
      };
    });
    await page.waitForSelector("#robot canvas");
    await page.locator("#robot").scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const before = await page.evaluate(() => (window as unknown as { frames: number }).frames);
    await page.waitForTimeout(2000);
    const drawn = (await page.evaluate(() => (window as unknown as { frames: number }).frames)) - before;
    // Eight turns a second (SOFTWARE_SWAY_MS), each one frame: about 16 in two seconds; every display frame is 120.
    expect(drawn).toBeGreaterThan(4);
    expect(drawn).toBeLessThanOrEqual(24);
    await close();
  });

  it("sways slowly, and does not move at all when reduced motion is asked for", async () => {
    expect(await moves({ reducedMotion: "no-preference" })).toBe(true);
    expect(await moves({ reducedMotion: "reduce" })).toBe(false);
  });

  /** What the page shows of the robot where the live one does not run: the still picture and no part links. */
  const stillOnly = async (page: Page) => {
    expect(await page.locator("#robot .robot-still").isVisible()).toBe(true);
    expect(await page.locator("#robot canvas").count()).toBe(0);
    expect(await page.locator("#robot nav").count()).toBe(0);
    expect(await page.locator("ol.cards > li.card").count()).toBe(server.site.chapters.length);
  };

  it("on a phone: the still picture, and only the loader fetched", async () => {
    const { page, problems, fetched, close } = await open("/", { viewport: { width: 390, height: 844 } });
    await page.locator("#robot").scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    await stillOnly(page);
    expect(fetched.filter((path) => path.startsWith("/assets/robot"))).toEqual(["/assets/robot-loader.js"]);
    expect(problems).toEqual([]);
    await close();
  });

  it("without WebGL: the still and the grid, nothing thrown, and neither the robot nor its styles fetched", async () => {
    const { page, problems, fetched, close } = await open("/", {}, () => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string, ...rest: unknown[]) {
        return id.startsWith("webgl") ? null : original.call(this, id as "2d", ...(rest as []));
      } as typeof original;
    });
    await page.waitForTimeout(1500);
    await stillOnly(page);
    expect(fetched.filter((path) => path.startsWith("/assets/robot"))).toEqual(["/assets/robot-loader.js"]);
    expect(problems).toEqual([]);
    await close();
  });

  it("without JavaScript: the still and the grid, the loader not even fetched", async () => {
    const { page, fetched, close } = await open("/", { javaScriptEnabled: false });
    await stillOnly(page);
    expect(fetched.filter((path) => path.startsWith("/assets/robot"))).toEqual([]);
    await close();
  });
});

describe("the home page's bytes", () => {
  it("load the robot from this origin under script-src 'self', and no other page allows scripts", async () => {
    const home = await fetch(`${server.origin}/`);
    expect(home.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await home.text();
    expect(html).toContain('<script type="module" src="/assets/robot-loader.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*(type="module" src="\/assets\/|type="application\/ld\+json"))/);
    const about = await fetch(`${server.origin}/about`);
    expect(about.headers.get("content-security-policy")).toContain("script-src 'none'");
    const robot = await fetch(`${server.origin}/assets/robot.js`, { headers: { "accept-encoding": "gzip" } });
    expect(robot.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(robot.headers.get("etag")).toMatch(/^"/);
    expect(Number(robot.headers.get("content-length") ?? (await robot.arrayBuffer()).byteLength)).toBeLessThan(
      200 * 1024,
    );
  });
});

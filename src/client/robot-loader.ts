/**
 * The one script the home page loads (a module, so it runs after parsing and never blocks the first paint).
 * It fetches the live robot only where it will run: on a screen wide enough to hold it beside the chapter text
 * (a phone keeps the still picture the page was drawn with), not when the reader asks to save data, not without
 * WebGL, and not before the robot's stage is on screen and the browser is idle. Otherwise nothing more is
 * fetched and the still picture and the grid stay what the page shows.
 */
import type { Renderer as Drawing } from "./robot/main.js";

interface NetworkInformation {
  readonly saveData?: boolean;
}

const savesData = (): boolean =>
  window.matchMedia("(prefers-reduced-data: reduce)").matches ||
  (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;

/** What would draw the robot, or "none" where it will not run. */
type Renderer = Drawing | "none";

/** A software renderer draws every pixel on the CPU: the robot then does without multisampling (scene.ts). */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i;

/** A throwaway context tells whether the robot can draw, and on what; it is released at once. */
const renderer = (): Renderer => {
  try {
    const canvas = document.createElement("canvas");
    const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    if (gl === null) return "none";
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return SOFTWARE.test(name) ? "software" : "gpu";
  } catch {
    return "none";
  }
};

const whenIdle = (run: () => void): void => {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
};

/** How much of the stage must be on screen before the live robot starts. */
const SHOWN = 0.5;

/**
 * On screen, not merely near it: the still picture holds the stage until then, so starting early buys nothing
 * a reader sees, while building the scene is main-thread work that a page still loading would wait behind.
 */
const whenShown = (element: Element, run: () => void): void => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.intersectionRatio >= SHOWN)) return;
      observer.disconnect();
      run();
    },
    { threshold: SHOWN },
  );
  observer.observe(element);
};

/** Opened at a chapter's address (`/#chapter-<id>`): the robot opens that part, so it starts at once. */
const namesChapter = (): boolean => location.hash.startsWith("#chapter-");

/** The stylesheet first, so the robot never appears unstyled. */
const loadStyles = (href: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`robot styles failed to load: ${href}`));
    document.head.append(link);
  });

interface RobotModule {
  readonly start: (grid: HTMLElement, stage: HTMLElement, options: { readonly renderer: Drawing }) => Promise<void>;
}

/** Narrower than this, the stage is a picture above the cards: the still one is the whole of it there. */
const WIDE = "(min-width: 48rem)";

const grid = document.querySelector<HTMLElement>("[data-robot-grid]");
const stage = document.querySelector<HTMLElement>("[data-robot-stage]");
const drawsWith = grid && stage && window.matchMedia(WIDE).matches && !savesData() ? renderer() : "none";
const load = (grid: HTMLElement, stage: HTMLElement, renderer: Drawing) =>
  whenIdle(() => {
    const asset = (name: string) => new URL(name, import.meta.url).href;
    Promise.all([loadStyles(asset("./robot.css")), import(asset("./robot.js")) as Promise<RobotModule>])
      // Started in an idle period of its own: evaluating the module and building the scene are each a long
      // task, and one after the other they would block input for their sum.
      .then(async ([, robot]) => {
        await new Promise<void>((resolve) => whenIdle(resolve));
        await robot.start(grid, stage, { renderer });
      })
      // The still and the grid are the page without the live robot: a failure leaves them as they were.
      .catch((error: unknown) => console.warn("The 3D robot could not start:", error));
  });

if (grid && stage && drawsWith !== "none") {
  if (namesChapter()) load(grid, stage, drawsWith);
  else whenShown(stage, () => load(grid, stage, drawsWith));
}

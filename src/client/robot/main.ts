/**
 * The robot on the home page, started by robot-loader.ts once the page is idle and WebGL is there. It reads
 * the chapter grid, draws the live robot in the stage where the page's still picture is (replacing it once its
 * first frame is ready), adds the part links under it and the reading panel beside it, and keeps three things in
 * step: the part under the pointer or keyboard focus, the chosen part (whose chapter the panel shows), and the
 * location hash (`#chapter-<id>`, each chapter's `links.home`). The grid itself is left as it is.
 */

import { robotLayout } from "../../render/robot-layout.js";
import { chapterIndexOf, readChapters } from "./chapters.js";
import { startSway } from "./motion.js";
import { buildOverlay } from "./overlay.js";
import { readPalette } from "./palette.js";
import { createRobotScene } from "./scene.js";

import "./robot.css";

/** What draws the robot (robot-loader.ts reads it from WebGL): a GPU, or a software renderer on the CPU. */
export type Renderer = "gpu" | "software";

/**
 * On a software renderer each frame costs the main thread tens of milliseconds (SwiftShader: about 60), so the sway
 * turns the robot eight times a second there instead of at every display frame: still visibly moving, as its
 * period is nine seconds, at about a third of the CPU.
 */
const SOFTWARE_SWAY_MS = 125;

export const start = async (
  grid: HTMLElement,
  stage: HTMLElement,
  { renderer }: { readonly renderer: Renderer },
): Promise<void> => {
  const antialias = renderer === "gpu";
  const chapters = readChapters(grid);
  if (chapters.length === 0 || document.getElementById("robot-panel")) return;
  const overlay = buildOverlay(chapters);
  stage.after(overlay.nav);
  (stage.parentElement?.querySelector(".story-text") ?? stage.parentElement)?.append(overlay.panel);
  document.documentElement.classList.add("has-robot");

  // The scene is built over several tasks (scene.ts), at the stage's size from the start. The still picture shows
  // meanwhile; the canvas takes its place with its first frame drawn.
  const { width, height } = stage.getBoundingClientRect();
  const scene = await createRobotScene(robotLayout(chapters.map((c) => c.part)), readPalette(stage), {
    width: Math.round(width),
    height: Math.round(height),
    antialias,
  });
  scene.canvas.setAttribute("aria-hidden", "true");
  stage.append(scene.canvas);
  stage.classList.add("is-live");

  let hovered = -1;
  let selected = -1;
  const update = () => {
    overlay.hover(hovered);
    scene.setState({ hovered, selected });
    scene.canvas.style.cursor = hovered >= 0 ? "pointer" : "";
  };
  const sway = startSway(stage, scene.turn, renderer === "software" ? SOFTWARE_SWAY_MS : 0);
  const choose = (index: number, { updateHash }: { updateHash: boolean }) => {
    const chapter = chapters[index];
    if (!chapter) return;
    selected = index;
    sway.stop();
    scene.turn(0);
    overlay.select(index);
    update();
    // The address names the chosen chapter, so it can be shared; replaceState does not scroll to the card.
    if (updateHash) history.replaceState(null, "", `#chapter-${chapter.id}`);
  };

  overlay.onStep((index) => {
    choose(index, { updateHash: true });
    overlay.links[index]?.focus();
  });
  overlay.links.forEach((link, i) => {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      choose(i, { updateHash: true });
    });
    for (const type of ["pointerenter", "focus"] as const) {
      link.addEventListener(type, () => {
        hovered = i;
        update();
      });
    }
    for (const type of ["pointerleave", "blur"] as const) {
      link.addEventListener(type, () => {
        if (hovered === i) hovered = -1;
        update();
      });
    }
  });

  scene.canvas.addEventListener("pointermove", (event) => {
    const index = scene.pick(event.clientX, event.clientY);
    if (index !== hovered) {
      hovered = index;
      update();
    }
  });
  scene.canvas.addEventListener("pointerleave", () => {
    hovered = -1;
    update();
  });
  scene.canvas.addEventListener("click", (event) => {
    const index = scene.pick(event.clientX, event.clientY);
    if (index >= 0) choose(index, { updateHash: true });
  });

  new ResizeObserver(([entry]) => {
    if (entry) scene.resize(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height));
  }).observe(stage);
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
    scene.setPalette(readPalette(stage));
  });

  const fromHash = () => {
    const index = chapterIndexOf(chapters, location.hash);
    if (index >= 0) choose(index, { updateHash: false });
    return index;
  };
  window.addEventListener("hashchange", fromHash);
  // Opened at `/#chapter-<id>`: land on that part with its panel open.
  if (fromHash() >= 0) {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    stage.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
  }
};

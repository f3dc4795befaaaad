/**
 * The robot's HTML: the stage the canvas draws in (decorative: hidden from assistive technology), a list of
 * links, one per part in story order (feet first), each naming the part and its chapter, and the reading panel
 * of the chosen chapter. Keyboard and screen-reader users get the whole robot from these links; the canvas only
 * mirrors them. The links point at the chapter's anchor (`#chapter-<id>`, a chapter's `links.home`), so each
 * still works as a plain link.
 */
import { CHAPTER_ANCHOR, type ChapterCard } from "./chapters.js";

export interface Overlay {
  readonly root: HTMLElement;
  readonly stage: HTMLElement;
  readonly links: readonly HTMLAnchorElement[];
  /** Shows chapter `index` in the panel and marks its link; -1 for none. */
  readonly select: (index: number) => void;
  /** Marks the part under the pointer or focus (-1 for none), as the canvas does. */
  readonly hover: (index: number) => void;
}

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The panel's text: the card's own content (title link, one-liner, meta line), copied, never re-typed. */
const panelContent = (chapter: ChapterCard, headingId: string): Node[] => {
  const parts = [...chapter.card.querySelectorAll(":scope > p")].map((p) => p.cloneNode(true));
  const heading = el("h3", { id: headingId }, [el("a", { href: chapter.href }, [chapter.title])]);
  const eyebrow = el("p", { class: "robot-eyebrow" }, [`Chapter ${chapter.number} · the robot's ${chapter.part}`]);
  const more = el("p", {}, [el("a", { href: chapter.href, class: "robot-more" }, ["Read the chapter"])]);
  return [eyebrow, heading, ...parts, more];
};

export const buildOverlay = (chapters: readonly ChapterCard[]): Overlay => {
  const stage = el("div", { class: "robot-stage" });
  const links = chapters.map((c, i) =>
    el("a", { href: `#${CHAPTER_ANCHOR}${c.id}`, "data-index": String(i), "aria-controls": "robot-panel" }, [
      el("span", { class: "robot-part" }, [`${c.number} · ${capitalised(c.part)}`]),
      el("span", { class: "robot-chapter" }, [c.title]),
    ]),
  );
  const list = el(
    "ol",
    {},
    links.map((a) => el("li", {}, [a])),
  );
  const nav = el("nav", { class: "robot-parts", "aria-label": "The robot, part by part, from the feet up" }, [list]);
  const panel = el("section", { class: "robot-panel", id: "robot-panel", "aria-live": "polite" }, [
    el("p", { class: "robot-hint" }, ["Choose a part to read its chapter."]),
  ]);
  const root = el("div", { class: "robot", id: "robot" }, [stage, nav, panel]);

  const select = (index: number) => {
    links.forEach((a, i) => {
      if (i === index) a.setAttribute("aria-current", "true");
      else a.removeAttribute("aria-current");
    });
    const chapter = chapters[index];
    if (!chapter) return;
    panel.setAttribute("aria-labelledby", "robot-panel-title");
    panel.replaceChildren(...panelContent(chapter, "robot-panel-title"));
  };
  const hover = (index: number) => {
    links.forEach((a, i) => {
      a.classList.toggle("is-hovered", i === index);
    });
  };
  return { root, stage, links, select, hover };
};

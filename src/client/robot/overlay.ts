/**
 * The robot's HTML around the canvas: one link per part in story order (feet first), named by the part and,
 * for screen readers, its chapter; and the reading panel, where a chosen part's chapter opens with its panel text,
 * its facts and its links. The chapter cards below keep the titles and one-liners, so the parts row does not repeat
 * them and the panel says what the cards do not. Keyboard and screen-reader users get the whole robot from these
 * links; the canvas only mirrors them. Each link points at the chapter's anchor (`#chapter-<id>`, a chapter's
 * `links.home`), so it still works as a plain link.
 */
import { CHAPTER_ANCHOR, type ChapterCard } from "./chapters.js";

export interface Overlay {
  readonly nav: HTMLElement;
  readonly panel: HTMLElement;
  readonly links: readonly HTMLAnchorElement[];
  /** Buttons inside the panel that step to the part below or above: index of the part each opens. */
  readonly onStep: (listener: (index: number) => void) => void;
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

const HINT = "Choose a part of the robot to open its chapter here.";

export const buildOverlay = (chapters: readonly ChapterCard[]): Overlay => {
  const links = chapters.map((c, i) =>
    el("a", { href: `#${CHAPTER_ANCHOR}${c.id}`, "data-index": String(i), "aria-controls": "robot-panel" }, [
      el("span", { class: "robot-part-number", "aria-hidden": "true" }, [String(c.number)]),
      capitalised(c.part),
      el("span", { class: "robot-sr" }, [`: chapter ${c.number}, ${c.title}`]),
    ]),
  );
  const nav = el("nav", { class: "robot-parts", "aria-label": "The robot, part by part, from the feet up" }, [
    el(
      "ol",
      {},
      links.map((a) => el("li", {}, [a])),
    ),
  ]);
  const panel = el("section", { class: "robot-panel", id: "robot-panel", "aria-live": "polite" }, [
    el("p", { class: "robot-hint" }, [HINT]),
  ]);
  const stepListeners: ((index: number) => void)[] = [];

  const step = (index: number, label: string, where: "below" | "above"): HTMLButtonElement => {
    const arrow = el("span", { "aria-hidden": "true" }, [where === "below" ? "↓" : "↑"]);
    const button = el("button", { type: "button", class: "robot-step", "aria-label": `Part ${where}: ${label}` }, [
      arrow,
      ` ${label}`,
    ]);
    button.addEventListener("click", () => {
      for (const listener of stepListeners) listener(index);
    });
    return button;
  };

  /** The panel's content: the part and chapter, the title as a link, the panel text, the card's facts, links. */
  const panelContent = (index: number, chapter: ChapterCard): Node[] => {
    const meta = [...chapter.card.querySelectorAll(":scope > p.meta")].map((p) => p.cloneNode(true));
    const below = chapters[index - 1];
    const above = chapters[index + 1];
    return [
      el("p", { class: "robot-eyebrow" }, [`Chapter ${chapter.number} · the robot's ${chapter.part}`]),
      el("h3", { id: "robot-panel-title" }, [el("a", { href: chapter.href }, [chapter.title])]),
      ...chapter.panel(),
      ...meta,
      el("div", { class: "robot-panel-links" }, [
        el("a", { href: chapter.href, class: "robot-more" }, ["Read the chapter"]),
        ...(below ? [step(index - 1, capitalised(below.part), "below")] : []),
        ...(above ? [step(index + 1, capitalised(above.part), "above")] : []),
      ]),
    ];
  };

  const select = (index: number) => {
    links.forEach((a, i) => {
      if (i === index) a.setAttribute("aria-current", "true");
      else a.removeAttribute("aria-current");
    });
    const chapter = chapters[index];
    if (!chapter) return;
    panel.setAttribute("aria-labelledby", "robot-panel-title");
    panel.classList.add("is-open");
    panel.replaceChildren(...panelContent(index, chapter));
  };
  const hover = (index: number) => {
    links.forEach((a, i) => {
      a.classList.toggle("is-hovered", i === index);
    });
  };
  return { nav, panel, links, onStep: (listener) => stepListeners.push(listener), select, hover };
};

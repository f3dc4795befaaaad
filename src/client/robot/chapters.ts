/**
 * The chapters as the home page's grid already says them: the robot reads the cards (id, number, part, title,
 * link, and the reading panel's text from the card's inert template) rather than a second copy of the data, so
 * the grid stays the one source crawlers and the robot share.
 */
export interface ChapterCard {
  readonly id: string;
  readonly number: number;
  readonly part: string;
  readonly title: string;
  readonly href: string;
  readonly card: HTMLElement;
  /** The chapter's reading-panel text (its card's template), as nodes ready to be shown. */
  readonly panel: () => Node[];
}

export const CHAPTER_ANCHOR = "chapter-";

export const readChapters = (grid: ParentNode): ChapterCard[] =>
  [...grid.querySelectorAll<HTMLElement>("li[data-part][id]")].flatMap((card, i) => {
    const link = card.querySelector<HTMLAnchorElement>("h3 a");
    const part = card.dataset.part;
    if (!link || !part || !card.id.startsWith(CHAPTER_ANCHOR)) return [];
    return [
      {
        id: card.id.slice(CHAPTER_ANCHOR.length),
        number: Number(card.dataset.number ?? i + 1),
        part,
        title: link.textContent?.trim() ?? "",
        href: link.href,
        card,
        panel: () => {
          const template = card.querySelector<HTMLTemplateElement>("template[data-panel]");
          return template ? [...template.content.cloneNode(true).childNodes] : [];
        },
      },
    ];
  });

/** The chapter a location hash names (`#chapter-<id>`), as an index into the chapters. */
export const chapterIndexOf = (chapters: readonly Pick<ChapterCard, "id">[], hash: string): number =>
  chapters.findIndex((c) => `#${CHAPTER_ANCHOR}${c.id}` === decodeURIComponent(hash));

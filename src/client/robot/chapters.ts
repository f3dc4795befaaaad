/**
 * The chapters as the home page's grid already says them: the robot reads the cards (id, number, part, title,
 * link) rather than a second copy of the data, so the grid stays the one source crawlers and the robot share.
 */
export interface ChapterCard {
  readonly id: string;
  readonly number: number;
  readonly part: string;
  readonly title: string;
  readonly href: string;
  readonly card: HTMLElement;
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
      },
    ];
  });

/** The chapter a location hash names (`#chapter-<id>`), as an index into the chapters. */
export const chapterIndexOf = (chapters: readonly Pick<ChapterCard, "id">[], hash: string): number =>
  chapters.findIndex((c) => `#${CHAPTER_ANCHOR}${c.id}` === decodeURIComponent(hash));

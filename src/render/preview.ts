/**
 * What a page's link preview says (Open Graph tags and the preview image): its title, its kind and the address
 * shown under it. Shared by the page head and the build that draws the image, so the two always agree.
 */
import type { Site } from "../content/site.js";
import type { PageInfo } from "./catalog.js";
import { headline } from "./headline.js";

export interface PreviewText {
  /** The line drawn large on the image. */
  readonly title: string;
  /** og:type: `profile` for the pages about the person, `article` for a chapter, `website` for the rest. */
  readonly type: "profile" | "article" | "website";
  /** Host and path, without the scheme. */
  readonly address: string;
}

export const previewText = (site: Site, page: PageInfo): PreviewText => {
  const url = new URL(site.urls.at(page.path));
  const address = `${url.host}${page.path === "/" ? "" : url.pathname}`;
  if (page.kind === "home") return { title: headline(site), type: "profile", address };
  if (page.kind === "copy" && page.copy === "about") return { title: page.title, type: "profile", address };
  return { title: page.title, type: page.kind === "story" ? "article" : "website", address };
};

/** Twitter's card markup caps twitter:description at 200 characters; Open Graph readers cut about there too. */
export const PREVIEW_DESCRIPTION_MAX = 200;

/**
 * The description a link preview shows: the text when it fits in `max` characters, else the whole sentences
 * from its start that do, else its first words with an ellipsis, so no reader cuts it mid-word itself.
 */
export const previewDescription = (text: string, max = PREVIEW_DESCRIPTION_MAX): string => {
  const whole = text.trim().replace(/\s+/g, " ");
  if (whole.length <= max) return whole;
  const sentenceEnds = [...whole.matchAll(/[.!?](?= )/g)].map((m) => m.index + 1).filter((end) => end <= max);
  const lastEnd = sentenceEnds.at(-1);
  if (lastEnd !== undefined) return whole.slice(0, lastEnd);
  // The space after the last word that fits, leaving room for the ellipsis; a single long word is cut.
  const wordEnd = whole.lastIndexOf(" ", max - 1);
  const words = wordEnd > 0 ? whole.slice(0, wordEnd) : whole.slice(0, max - 1);
  return `${words.replace(/[\s,;:.!?-]+$/, "")}…`;
};

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

/**
 * /sitemap.xml (sitemaps.org 0.9): every HTML page and every file in another format (résumé, feeds, contact
 * card), with the content date as its last modification.
 */
import type { Site } from "../content/site.js";
import { PAGE_PATHS } from "../content/urls.js";
import { formatLinks } from "./formats/index.js";
import { escapeXml } from "./xml.js";

export const SITEMAP_TYPE = "application/xml; charset=utf-8";

/** Absolute URLs of every HTML page: the top-level pages, the error reference and one story page per chapter. */
export const htmlPages = ({ urls, chapters }: Site): string[] => [
  ...PAGE_PATHS.map((path) => urls.at(path)),
  urls.errors,
  ...chapters.map((chapter) => urls.story(chapter.id)),
];

export const sitemap = (site: Site): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...htmlPages(site), ...formatLinks(site.urls).map((f) => f.url)].map(
      (loc) => `  <url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(site.updated)}</lastmod></url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");

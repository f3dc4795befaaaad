/**
 * Pages: HTML and their Markdown twins, negotiated by path suffix or Accept; the stylesheet; the llms files;
 * the page 404. Every response is rendered once here, at start-up; a request picks prepared bytes.
 */
import { type Context, Hono } from "hono";
import type { Site } from "../content/site.js";
import { markdownPath } from "../content/urls.js";
import { developersLlmsTxt, llmsFullTxt, llmsTxt } from "../discovery/llms.js";
import { NO_STORE, type Prepared, prepare, serve } from "../http/cache.js";
import { pageList } from "./catalog.js";
import {
  CSS_TYPE,
  HTML_SECURITY_HEADERS,
  HTML_TYPE,
  htmlHeaders,
  MARKDOWN_TYPE,
  markdownHeaders,
  SVG_TYPE,
  TEXT_HEADERS,
  TEXT_TYPE,
} from "./headers.js";
import { ICON_PATH, ICON_SVG, STYLESHEET_PATH } from "./html/assets.js";
import { SITE_CSS } from "./html/css.js";
import { renderNotFound, renderPage } from "./html/render.js";
import { notFoundMarkdown, pageMarkdown } from "./markdown.js";
import { prefersMarkdown } from "./negotiate.js";

export interface Pages {
  readonly router: Hono;
  readonly notFound: (c: Context) => Response | Promise<Response>;
}

const wantsMarkdown = (c: Context): boolean => c.req.path.endsWith(".md") || prefersMarkdown(c.req.header("Accept"));

export const createPages = async (site: Site): Promise<Pages> => {
  const { urls } = site;
  const router = new Hono();

  for (const page of pageList(site)) {
    const markdown = pageMarkdown(site, page);
    const html = await prepare(await renderPage(site, page), HTML_TYPE, htmlHeaders(urls, page.path));
    const twin = await prepare(markdown, MARKDOWN_TYPE, markdownHeaders(urls.at(page.path), markdown));
    router.get(page.path, (c) => serve(c, prefersMarkdown(c.req.header("Accept")) ? twin : html));
    router.get(markdownPath(page.path), (c) => serve(c, twin));
  }

  // Routes are paths below the configured origin, which may itself carry a path prefix.
  const pathOf = (url: string): string => url.slice(urls.base.length);
  const files: [string, Prepared][] = [
    [STYLESHEET_PATH, await prepare(SITE_CSS, CSS_TYPE)],
    [ICON_PATH, await prepare(ICON_SVG, SVG_TYPE)],
    [pathOf(urls.llms), await prepare(llmsTxt(site), TEXT_TYPE, TEXT_HEADERS)],
    [pathOf(urls.llmsFull), await prepare(llmsFullTxt(site), TEXT_TYPE, TEXT_HEADERS)],
    [pathOf(urls.developersLlms), await prepare(developersLlmsTxt(site), TEXT_TYPE, TEXT_HEADERS)],
  ];
  for (const [path, prepared] of files) router.get(path, (c) => serve(c, prepared));

  // A 404 must not be cached as if the page existed later, and revalidating it would gain nothing.
  const missingHeaders = { "Cache-Control": NO_STORE, Vary: "Accept" };
  const missingHtml = await prepare(await renderNotFound(site), HTML_TYPE, {
    ...HTML_SECURITY_HEADERS,
    ...missingHeaders,
  });
  const missingText = notFoundMarkdown(site);
  const missingMarkdown = await prepare(missingText, MARKDOWN_TYPE, {
    ...markdownHeaders(null, missingText),
    ...missingHeaders,
  });
  const notFound = (c: Context): Response => {
    const { body, headers } = wantsMarkdown(c) ? missingMarkdown : missingHtml;
    // No validator on a 404: there is nothing for a client to revalidate.
    const { ETag: _etag, ...rest } = headers;
    return c.body(body, 404, rest);
  };

  return { router, notFound };
};

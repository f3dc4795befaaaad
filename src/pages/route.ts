/**
 * Pages: HTML and their Markdown twins, negotiated by path suffix or Accept; the stylesheet and web manifest (the
 * images they link are drawn at build: src/media/); the page
 * 404 (served by not-found.ts). Every page is rendered once here, at start-up or by the build, into the response
 * table.
 */
import type { Site } from "../content/site.js";
import { markdownPath, RESUME_PDF_PATH } from "../content/urls.js";
import { NO_STORE, type Prepared, prepare } from "../http/cache.js";
import type { ResponseTable } from "../http/table.js";
import { pageList } from "../render/catalog.js";
import { MANIFEST_PATH } from "../render/media-paths.js";
import { notFoundMarkdown, pageMarkdown } from "../render/page-markdown.js";
import type { ServiceDescription } from "../render/service-description.js";
import { ASSETS_DIR, type ClientAssets, JS_TYPE } from "./client-assets.js";
import {
  CSS_TYPE,
  HTML_SECURITY_HEADERS,
  HTML_TYPE,
  htmlHeaders,
  MARKDOWN_TYPE,
  markdownHeaders,
  SCRIPTED_CONTENT_SECURITY_POLICY,
} from "./headers.js";
import { STYLESHEET_PATH } from "./html/assets.js";
import { SITE_CSS } from "./html/css.js";
import { MANIFEST_TYPE, webManifest } from "./html/manifest.js";
import { renderNotFound, renderPage } from "./html/render.js";
import { choosePageTwin, type NotFoundPages } from "./not-found.js";

/**
 * Renders every page, its twin, the stylesheet, the web manifest and the client scripts (when given) into the table;
 * returns the 404 pages. `built` are the files the build drew (the table serves them beside the pages): the
 * résumé page states its PDF's size from them.
 */
export const addPages = async (
  site: Site,
  facts: ServiceDescription,
  table: ResponseTable,
  assets?: ClientAssets,
  built: readonly { readonly path: string; readonly body: Uint8Array }[] = [],
): Promise<NotFoundPages> => {
  const { urls } = site;
  const downloads = { resumePdfBytes: built.find((f) => f.path === RESUME_PDF_PATH)?.body.byteLength };

  for (const page of pageList(site)) {
    const markdown = pageMarkdown(site, page, facts);
    // Only the page that loads a script allows scripts from this origin; every other page keeps script-src 'none'.
    const robot = assets !== undefined && page.kind === "home";
    const headers = robot
      ? { ...htmlHeaders(urls, page.path), "Content-Security-Policy": SCRIPTED_CONTENT_SECURITY_POLICY }
      : htmlHeaders(urls, page.path);
    const html = await prepare(await renderPage(site, page, facts, robot, downloads), HTML_TYPE, headers);
    const twin = await prepare(markdown, MARKDOWN_TYPE, markdownHeaders(urls.at(page.path), markdown));
    table.add({
      path: page.path,
      representations: [html, twin],
      choose: choosePageTwin,
    });
    table.add({ path: markdownPath(page.path), representations: [twin] });
  }

  const files: [string, Prepared][] = [
    [STYLESHEET_PATH, await prepare(SITE_CSS, CSS_TYPE)],
    [MANIFEST_PATH, await prepare(webManifest(site), MANIFEST_TYPE)],
  ];
  for (const [name, text] of Object.entries(assets ?? {})) {
    files.push([`${ASSETS_DIR}/${name}`, await prepare(text, name.endsWith(".css") ? CSS_TYPE : JS_TYPE)]);
  }
  for (const [path, prepared] of files) table.add({ path, representations: [prepared] });

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
  return { html: missingHtml, markdown: missingMarkdown };
};

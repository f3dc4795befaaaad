/**
 * The MCP Apps view as one HTML document: its stylesheet, script and the career timeline inlined, nothing
 * loaded from anywhere (the host's sandbox blocks the network by default, and a view that needs no domains
 * declares none). Written once per site, like every other response.
 */
import type { Site } from "../../../content/site.js";
import { API_VERSION } from "../../../render/version.js";
import { VIEW_SCRIPT } from "./runtime.js";
import { VIEW_CSS } from "./style.js";

/** What the view draws under a profile or a chapter: the chapters as the timeline, and whose they are. */
export const embeddedTimeline = (site: Site) => ({
  name: site.profile.name,
  appName: "profile-view",
  appVersion: API_VERSION,
  chapters: site.chapters.map(({ id, number, name, title, years, period, part, links }) => ({
    id,
    number,
    name,
    title,
    years,
    period,
    part,
    links: { html: links.html },
  })),
});

/**
 * JSON inside a `<script type="application/json">` block: `<` escaped so no text can close the element, and the
 * two line separators JSON allows but older script parsers do not.
 */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const escapeHtml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const viewHtml = (site: Site): string =>
  [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(site.profile.name)}</title>`,
    `<style>${VIEW_CSS}</style>`,
    "</head>",
    "<body>",
    '<main id="view" aria-live="polite" aria-busy="true"><p class="status">Waiting for the tool result…</p></main>',
    `<script type="application/json" id="timeline-data">${scriptJson(embeddedTimeline(site))}</script>`,
    `<script>${VIEW_SCRIPT}</script>`,
    "</body>",
    "</html>",
  ].join("\n");

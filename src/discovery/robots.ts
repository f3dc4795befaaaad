/**
 * /robots.txt: every crawler may fetch everything, and the Content Signals (contentsignals.org) say the
 * content may be used for search, AI answers and AI training. AI crawlers get their own groups because some
 * checkers and crawlers look only at a group that names them.
 */
import type { Urls } from "../content/urls.js";
import { CONTENT_SIGNAL } from "../http/headers.js";

export const ROBOTS_TYPE = "text/plain; charset=utf-8";

export const AI_CRAWLERS = [
  "GPTBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "ClaudeBot",
  "Claude-Web",
  "Claude-SearchBot",
  "Google-Extended",
  "PerplexityBot",
  "CCBot",
  "Applebot-Extended",
] as const;

const group = (agent: string): string =>
  [`User-agent: ${agent}`, `Content-Signal: ${CONTENT_SIGNAL}`, "Allow: /"].join("\n");

/**
 * A draft (a local preview of a record with texts still to write) invites nothing: every crawler is asked to stay
 * out, and no sitemap is offered.
 */
const DRAFT_ROBOTS = [
  "# A draft: texts are still to be written, so nothing here may be crawled or indexed yet.",
  "User-agent: *",
  "Disallow: /",
  "",
].join("\n");

export const robotsTxt = (urls: Urls, draft: boolean): string =>
  draft
    ? DRAFT_ROBOTS
    : [
        "# Everything here may be crawled, indexed, used to answer questions and used for AI training.",
        "# Please link the page a fact came from.",
        "",
        [group("*"), ...AI_CRAWLERS.map(group)].join("\n\n"),
        "",
        `Sitemap: ${urls.sitemap}`,
        "",
      ].join("\n");

/**
 * A copy page's Markdown body as served: the owner's text from content/pages, and on the privacy page a section
 * generated from the request log's own declaration (schema/request-log.ts), so the page lists exactly the
 * fields the logger writes. The HTML page and its Markdown twin both read it from here.
 */
import type { Site } from "../content/site.js";
import { loggedFields } from "../schema/request-log.js";
import type { CopyId } from "./catalog.js";

export const LOGGED_FIELDS_HEADING = "## What each request's log line holds";

/** The generated section: one bullet per logged field, with what it holds. */
export const loggedFieldsMarkdown = (): string =>
  [
    LOGGED_FIELDS_HEADING,
    "The server writes one line per request with these fields and nothing else; this list is generated from the code that writes the line. No IP address, no query string other than a search's words, no User-Agent, no cookie.",
    loggedFields()
      .map(({ name, description }) => `- \`${name}\`: ${description}.`)
      .join("\n"),
  ].join("\n\n");

export const copyBody = (site: Site, id: CopyId): string =>
  id === "privacy" ? `${site.pages[id].body.trimEnd()}\n\n${loggedFieldsMarkdown()}\n` : site.pages[id].body;

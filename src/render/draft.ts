/**
 * What every surface says of a draft (a record still holding placeholders, content/placeholders.ts): one sentence,
 * so the page banner, the Markdown twins, the llms files and the MCP instructions say the same thing.
 */
import { isDraft, type Site } from "../content/site.js";

export const draftNotice = (site: Site): string | undefined =>
  isDraft(site)
    ? `Draft: ${site.placeholders.length} text(s) of this record are still to be written, so nothing here is ` +
      "final; it is a local preview, and search engines are asked not to index it."
    : undefined;

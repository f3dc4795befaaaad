/** list_writing: articles, the company blog and press (REST listWriting, filterable). */
import { z } from "@hono/zod-openapi";
import { writingBy } from "../../content/site.js";
import { writingBody } from "../../render/envelope.js";
import { WritingMeta } from "../../schema/meta.js";
import { WRITING_KINDS, WritingItem } from "../../schema/writing.js";
import { kindYearListTool } from "./kind-year-list.js";

export const listWritingTool = kindYearListTool({
  name: "list_writing",
  title: "List writing and press",
  describe: ({ profile, subject: { pronouns } }) =>
    `Articles ${profile.name} wrote (kind article), the company blog where many of ${pronouns.possessive} posts are (kind blog) and press about ${pronouns.possessive} work (kind press), each with outlet, year, summary and where to read it. Filter by kind and year. meta.more links to ${pronouns.possessive} profile on a blogging platform and to the company blog, for posts not listed one by one. Cite page (the item on the site) and url.`,
  kinds: WRITING_KINDS,
  kindHelp: ({ object, possessive }) =>
    `article (by ${object}), blog (the company blog) or press (about ${possessive} work)`,
  items: "items",
  output: z.object({ data: z.array(WritingItem), meta: WritingMeta }),
  list: (site, filter) => writingBody(site, writingBy(site, filter)),
});

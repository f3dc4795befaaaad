/** list_talks: keynotes, talks, panels and podcasts, newest first (REST listTalks, filterable). */
import { z } from "@hono/zod-openapi";
import { talksBy } from "../../content/site.js";
import { talksBody } from "../../render/envelope.js";
import { ListMeta } from "../../schema/meta.js";
import { TALK_KINDS, Talk } from "../../schema/talk.js";
import { kindYearListTool } from "./kind-year-list.js";

export const listTalksTool = kindYearListTool({
  name: "list_talks",
  title: "List talks",
  describe: ({ subject: { pronouns } }) => {
    const his = pronouns.possessive;
    return `${his.charAt(0).toUpperCase()}${his.slice(1)} keynotes, talks, panels and podcast appearances, newest first, each with venue, year, co-speakers, a one-sentence takeaway and where to watch or listen (url; archived is true when that is a saved copy). Filter by kind and year. Use it for questions about ${his} speaking. Cite page (the talk on the site) and url.`;
  },
  kinds: TALK_KINDS,
  kindHelp: () => "only talks of this kind",
  items: "talks",
  output: z.object({ data: z.array(Talk), meta: ListMeta }),
  list: (site, filter) => talksBody(site, talksBy(site, filter)),
});

/** list_talks: keynotes, talks, panels and podcasts, newest first (REST listTalks, filterable). */
import { z } from "@hono/zod-openapi";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listMeta } from "../../api/envelope.js";
import { talksBy } from "../../content/site.js";
import { ListMeta } from "../../schema/meta.js";
import { TALK_KINDS, Talk } from "../../schema/talk.js";
import { jsonResult, type McpTool, readOnly, type ToolDeps, toolArguments } from "./tool.js";
import { yearFilter } from "./year.js";

const info = {
  name: "list_talks",
  title: "List talks",
  description:
    "His keynotes, talks, panels and podcast appearances, newest first, each with venue, year, co-speakers, a one-sentence takeaway and where to watch or listen (url; archived is true when that is a saved copy). Filter by kind and year. Use it for questions about his speaking. Cite page (the talk on the site) and url.",
} as const;

const input = toolArguments(info.name, {
  kind: z
    .enum(TALK_KINDS, { error: `kind must be one of: ${TALK_KINDS.join(", ")}` })
    .optional()
    .describe("only talks of this kind"),
  year: yearFilter("talks"),
});

const output = z.object({ data: z.array(Talk), meta: ListMeta });

export const registerListTalks = (server: McpServer, { site }: ToolDeps): void => {
  server.registerTool(
    info.name,
    { ...info, inputSchema: input, outputSchema: output, annotations: readOnly(info.title) },
    (filter) => {
      const data = talksBy(site, filter);
      return jsonResult({ data, meta: listMeta(site, data) });
    },
  );
};

export const listTalksTool: McpTool = { ...info, register: registerListTalks };

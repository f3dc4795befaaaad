/** list_writing: articles, the company blog and press (REST listWriting, filterable). */
import { z } from "@hono/zod-openapi";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listMeta } from "../../api/envelope.js";
import { writingBy } from "../../content/site.js";
import { WritingMeta } from "../../schema/meta.js";
import { WRITING_KINDS, WritingItem } from "../../schema/writing.js";
import { jsonResult, type McpTool, readOnly, type ToolDeps, toolArguments } from "./tool.js";
import { yearFilter } from "./year.js";

const info = {
  name: "list_writing",
  title: "List writing and press",
  description:
    "Articles he wrote (kind article), the company blog where many of his posts are (kind blog) and press about his work (kind press), each with outlet, year, summary and where to read it. Filter by kind and year. meta.more links to his profile on a blogging platform and to the company blog, for posts not listed one by one. Cite page (the item on the site) and url.",
} as const;

const input = toolArguments(info.name, {
  kind: z
    .enum(WRITING_KINDS, { error: `kind must be one of: ${WRITING_KINDS.join(", ")}` })
    .optional()
    .describe("article (by him), blog (the company blog) or press (about his work)"),
  year: yearFilter("items"),
});

const output = z.object({ data: z.array(WritingItem), meta: WritingMeta });

export const registerListWriting = (server: McpServer, { site }: ToolDeps): void => {
  server.registerTool(
    info.name,
    { ...info, inputSchema: input, outputSchema: output, annotations: readOnly(info.title) },
    (filter) => {
      const data = writingBy(site, filter);
      return jsonResult({ data, meta: { ...listMeta(site, data), more: site.writingMore } });
    },
  );
};

export const listWritingTool: McpTool = { ...info, register: registerListWriting };

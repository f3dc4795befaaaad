/**
 * list_talks, list_writing, …: one tool per collection whose registry entry declares one (schema/collections.ts),
 * each the REST list filtered by kind and year.
 */
import { z } from "@hono/zod-openapi";
import { byKindYear } from "../../../content/site.js";
import { collectionBody } from "../../../render/envelope.js";
import { COLLECTIONS } from "../../../schema/collections.js";
import { ListMeta } from "../../../schema/meta.js";
import { kindYearListTool } from "./kind-year-list.js";
import type { McpTool } from "./tool.js";

type Filterable = readonly { kind: string; year: number | null }[];

export const COLLECTION_TOOLS: readonly McpTool[] = COLLECTIONS.flatMap(({ key, item, list, mcp }) =>
  mcp
    ? [
        kindYearListTool({
          name: mcp.tool,
          title: mcp.title,
          describe: (site) =>
            mcp.describe({
              name: site.profile.name,
              pronouns: site.subject.pronouns,
              writingMore: site.writingMore.length > 0,
            }),
          kinds: mcp.kinds,
          kindHelp: mcp.kindHelp,
          items: mcp.items,
          output: z.object({ data: z.array(item), meta: list?.meta ?? ListMeta }),
          list: (site, filter) => collectionBody(site, key, byKindYear(site[key] as Filterable, filter)),
        }),
      ]
    : [],
);

/**
 * A tool whose only argument is `format`: one view of the whole site (the profile, the chapter list), as JSON or
 * as the page's Markdown, shown in the site's view where the client has one.
 */
import type { z } from "@hono/zod-openapi";
import type { Site } from "../../../content/site.js";
import { VIEW_URI } from "../view/uri.js";
import {
  bindTool,
  type Envelope,
  Format,
  formattedResult,
  type McpTool,
  type ToolInfo,
  toolArguments,
} from "./tool.js";

export const siteTool = (
  info: ToolInfo,
  output: z.ZodType,
  body: (site: Site) => Envelope,
  markdown: (site: Site) => string,
): McpTool => {
  const input = toolArguments(info.name, { format: Format });
  return {
    ...info,
    input: () => input,
    bind: ({ site }) =>
      bindTool(
        info,
        site,
        input,
        output,
        ({ format }) => formattedResult(format, body(site), () => markdown(site)),
        VIEW_URI,
      ),
  };
};

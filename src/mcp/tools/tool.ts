/**
 * What every tool shares: its dependencies, its read-only annotations, the `format` argument and the two
 * result shapes. A JSON result is `{data, meta}` (the REST envelope) as structuredContent plus the same JSON
 * as text for clients older than 2025-06-18. A Markdown result puts the page's Markdown in the text block and
 * still carries `{data, meta}`: a tool with an outputSchema MUST return conforming structuredContent (the SDK
 * enforces it on both ends), so Markdown is the text view of the same facts, not a replacement for them.
 */
import { z } from "@hono/zod-openapi";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { Site } from "../../content/site.js";
import type { ToolInfo } from "../../render/facts.js";
import type { SearchIndex } from "../../search/index.js";

export interface ToolDeps {
  readonly site: Site;
  readonly index: SearchIndex;
}

export type { ToolInfo };

export interface McpTool extends ToolInfo {
  readonly register: (server: McpServer, deps: ToolDeps) => void;
}

/** Said explicitly: the spec's defaults for omitted hints are the opposite (writes, destructive, open world). */
export const readOnly = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});

export const FORMATS = ["json", "markdown"] as const;
export const Format = z
  .enum(FORMATS, { error: "format must be json or markdown (default json)" })
  .default("json")
  .describe(
    "json (default): {data, meta} as JSON; markdown: the same facts as Markdown, as the site's pages render them",
  );
export type Format = z.infer<typeof Format>;

/** Every tool's arguments: unknown names are refused with the list of those accepted. */
export const toolArguments = <S extends z.ZodRawShape>(tool: string, shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `${tool} accepts only: ${Object.keys(shape).join(", ") || "no arguments"}`
        : undefined,
  });

export type Envelope = { data: unknown; meta: unknown };

export const jsonResult = (body: Envelope): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(body) }],
  structuredContent: body,
});

export const formattedResult = (format: Format, body: Envelope, markdown: () => string): CallToolResult =>
  format === "markdown" ? { content: [{ type: "text", text: markdown() }], structuredContent: body } : jsonResult(body);

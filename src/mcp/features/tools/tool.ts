/**
 * What every tool shares: its dependencies, its read-only annotations, the `format` argument and the two
 * result shapes. A JSON result is `{data, meta}` (the REST envelope) as structuredContent plus the same JSON
 * as text for clients older than 2025-06-18. A Markdown result puts the page's Markdown in the text block and
 * still carries `{data, meta}`: a tool with an outputSchema MUST return conforming structuredContent (the SDK
 * enforces it on both ends), so Markdown is the text view of the same facts, not a replacement for them.
 */
import { z } from "@hono/zod-openapi";
import { registerAppTool } from "@modelcontextprotocol/ext-apps/server";
import type { CallToolResult, McpServer, StandardSchemaWithJSON, ToolAnnotations } from "@modelcontextprotocol/server";
import type { Site } from "../../../content/site.js";
import type { SearchIndex } from "../../../search/index.js";

export interface ToolDeps {
  readonly site: Site;
  readonly index: () => SearchIndex;
}

/** A tool's public face, shared by its registration, the server card and the developers page. */
export interface ToolInfo {
  readonly name: string;
  readonly title: string;
  /** Written from the compiled site (name, pronouns, story): no fact about the person lives in code. */
  readonly describe: (site: Site) => string;
}

/** A tool made ready for one site once (descriptions written, schemas built); registering it is then cheap. */
export interface BoundTool {
  readonly name: string;
  /** The arguments' schema, also used to answer invalid arguments the way older revisions want. */
  readonly input: z.ZodType;
  readonly register: (server: McpServer) => void;
  /**
   * The tool's result for arguments that pass its schema, as the registered handler returns it; undefined for
   * arguments that fail it, whose error is the SDK's to write. The direct path (direct.ts) calls this.
   */
  readonly call: (args: unknown) => CallToolResult | undefined;
}

export interface McpTool extends ToolInfo {
  /** The arguments' schema for one site: what tools/list shows, and what the guide's parameter prose is written from. */
  readonly input: (site: Site) => z.ZodType;
  readonly bind: (deps: ToolDeps) => BoundTool;
}

/** Said explicitly: the spec's defaults for omitted hints are the opposite (writes, destructive, open world). */
export const readOnly = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});

/**
 * A zod schema whose JSON Schema is computed once. The SDK converts a tool's schemas on every tools/list and
 * every call (to check structured output), and a server is built per request, so without this the conversion
 * (zod's toJSONSchema) would dominate both. Validation is zod's own; the schema never changes after start-up.
 *
 * The schema goes out without `$schema`: 2020-12 is MCP's default dialect when none is named, and a client
 * whose validator knows draft-07 only (SDK 1.11, for 2025-03-26) refuses to compile any schema that names the
 * 2020-12 meta-schema, although these use no keyword draft-07 lacks.
 */
export const withCachedJsonSchema = <S extends z.ZodType>(
  schema: S,
): StandardSchemaWithJSON<z.input<S>, z.output<S>> => {
  const standard = schema["~standard"];
  const cache = new Map<string, Record<string, unknown>>();
  const convert = (io: "input" | "output") => (options: { readonly target: string }) => {
    const key = `${io} ${options.target}`;
    let json = cache.get(key);
    if (!json) {
      const { $schema: _, ...rest } = standard.jsonSchema[io](
        options as Parameters<typeof standard.jsonSchema.input>[0],
      );
      json = rest;
      cache.set(key, json);
    }
    return json;
  };
  return { "~standard": { ...standard, jsonSchema: { input: convert("input"), output: convert("output") } } };
};

/** A tool's registration fields for one site, built once: texts written, schemas wrapped. */
const toolConfig = <I extends z.ZodType, O extends z.ZodType>(info: ToolInfo, site: Site, input: I, output: O) => ({
  title: info.title,
  description: info.describe(site),
  annotations: readOnly(info.title),
  inputSchema: withCachedJsonSchema(input),
  outputSchema: withCachedJsonSchema(output),
});

/**
 * A tool bound to one site: one handler, registered with the SDK and callable directly with the same arguments.
 * `view` is the `ui://` resource an MCP Apps host renders the result in (mcp/view/): registered through the
 * extension package's helper, which writes `_meta.ui.resourceUri` and the older flat `ui/resourceUri` key that
 * earlier hosts read. The result itself does not change: it is the fallback for every other host.
 */
export const bindTool = <I extends z.ZodType, O extends z.ZodType>(
  info: ToolInfo,
  site: Site,
  input: I,
  output: O,
  handler: (args: z.output<I>) => CallToolResult,
  view?: string,
): BoundTool => {
  const config = toolConfig(info, site, input, output);
  const callback = (args: z.output<I>) => handler(args);
  return {
    name: info.name,
    input,
    register: (server) => {
      if (view === undefined) server.registerTool(info.name, config, callback);
      else registerAppTool(server, info.name, { ...config, _meta: { ui: { resourceUri: view } } }, callback);
    },
    call: (args) => {
      const parsed = input.safeParse(args);
      return parsed.success ? handler(parsed.data) : undefined;
    },
  };
};

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

/** Structured content, with the same JSON as text for clients that read only text (and ChatGPT, which parses it). */
export const jsonResult = (body: object): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(body) }],
  structuredContent: body as Record<string, unknown>,
});

export const formattedResult = (format: Format, body: Envelope, markdown: () => string): CallToolResult =>
  format === "markdown"
    ? { content: [{ type: "text", text: markdown() }], structuredContent: body as Record<string, unknown> }
    : jsonResult(body);

/**
 * The MCP client the tests speak through: the official SDK client (the 1.32 line, 2025-11-25) over real HTTP. Every test that needs a client
 * comes through here, so moving to another client (or SDK major) is a change to this file only.
 */
import { Client } from "mcp-sdk-1-32/client/index.js";
import { StreamableHTTPClientTransport } from "mcp-sdk-1-32/client/streamableHttp.js";
import type { CallToolResult } from "mcp-sdk-1-32/types.js";

export type { Client as McpClient } from "mcp-sdk-1-32/client/index.js";
export type { CallToolResult, Tool } from "mcp-sdk-1-32/types.js";
export { McpError } from "mcp-sdk-1-32/types.js";

/** The server's tools as a client lists them, in order: what every suite that names them all expects. */
export const TOOL_NAMES = [
  "get_profile",
  "list_chapters",
  "get_chapter",
  "search",
  "fetch",
  "list_talks",
  "list_writing",
] as const;

/** An initialized SDK client; close it when done. */
export const connect = async (origin: string): Promise<Client> => {
  const client = new Client({ name: "profile-service-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
  return client;
};

/** Runs `body` with a connected client and always closes it. */
export const withClient = async <T>(origin: string, body: (client: Client) => Promise<T>): Promise<T> => {
  const client = await connect(origin);
  try {
    return await body(client);
  } finally {
    await client.close();
  }
};

export const callTool = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

export const textOf = (result: CallToolResult): string => {
  const [block] = result.content;
  if (block?.type !== "text") throw new Error(`expected a text block, got ${JSON.stringify(block)}`);
  return block.text;
};

/** One thing an MCP client can read from the server, as text: where it came from and what it said. */
export interface McpText {
  readonly where: string;
  readonly text: string;
}

type JsonSchema = {
  properties?: Record<string, { type?: string; enum?: unknown[]; minimum?: number; default?: unknown }>;
  required?: string[];
};

/** Arguments that satisfy a tool's input schema: an enum's first value, a number's minimum, a query word. */
const argumentsFor = (schema: JsonSchema, word: string): Record<string, unknown> =>
  Object.fromEntries(
    (schema.required ?? []).map((key) => {
      const property = schema.properties?.[key] ?? {};
      if (property.enum?.length) return [key, property.enum[0]];
      if (property.type === "integer" || property.type === "number") return [key, property.minimum ?? 1];
      return [key, word];
    }),
  );

/**
 * Everything a client can read over MCP: the server's identity and instructions, every tool (and the result of
 * calling it), every prompt (filled in), every resource, and every resource a template's completions name.
 * `word` fills free-text arguments such as a search query or a prompt's topic.
 */
export const readEverything = (origin: string, word = "design"): Promise<McpText[]> =>
  withClient(origin, async (client) => {
    const texts: McpText[] = [];
    const add = (where: string, value: unknown) =>
      texts.push({ where, text: typeof value === "string" ? value : JSON.stringify(value) });
    add("initialize serverInfo", client.getServerVersion());
    add("initialize instructions", client.getInstructions() ?? "");
    const { tools } = await client.listTools();
    add("tools/list", tools);
    for (const tool of tools) {
      add(`tools/call ${tool.name}`, await callTool(client, tool.name, argumentsFor(tool.inputSchema, word)));
    }
    const { prompts } = await client.listPrompts();
    add("prompts/list", prompts);
    for (const prompt of prompts) {
      const args = Object.fromEntries((prompt.arguments ?? []).filter((a) => a.required).map((a) => [a.name, word]));
      add(`prompts/get ${prompt.name}`, await client.getPrompt({ name: prompt.name, arguments: args }));
    }
    const { resources } = await client.listResources();
    add("resources/list", resources);
    const uris = resources.map((r) => r.uri);
    const { resourceTemplates } = await client.listResourceTemplates();
    add("resources/templates/list", resourceTemplates);
    for (const { uriTemplate } of resourceTemplates) {
      for (const [, variable = ""] of uriTemplate.matchAll(/\{([^}]+)\}/g)) {
        const { completion } = await client.complete({
          ref: { type: "ref/resource", uri: uriTemplate },
          argument: { name: variable, value: "" },
        });
        uris.push(...completion.values.map((value) => uriTemplate.replace(`{${variable}}`, value)));
      }
    }
    for (const uri of new Set(uris)) add(`resources/read ${uri}`, await client.readResource({ uri }));
    return texts;
  });

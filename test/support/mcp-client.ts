/**
 * The MCP client the tests speak through: the official SDK client over real HTTP. Every test that needs a client
 * comes through here, so moving to another client (or SDK major) is a change to this file only.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export type { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
export type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
export { McpError } from "@modelcontextprotocol/sdk/types.js";

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

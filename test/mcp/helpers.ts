/** Test helpers for /mcp: an SDK client over real HTTP, raw JSON-RPC posts, and requests with a chosen Host. */
import { request as httpRequest } from "node:http";
import { Client } from "mcp-sdk-1-32/client/index.js";
import { StreamableHTTPClientTransport } from "mcp-sdk-1-32/client/streamableHttp.js";
import type { CallToolResult } from "mcp-sdk-1-32/types.js";

export const MCP_ACCEPT = "application/json, text/event-stream";

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

export const initializeMessage = (protocolVersion: string, id: number | string = 1) => ({
  jsonrpc: "2.0",
  id,
  method: "initialize",
  params: { protocolVersion, capabilities: {}, clientInfo: { name: "raw-test", version: "1.0.0" } },
});

export const rpc = (method: string, id: number | string = 1, params?: unknown) => ({
  jsonrpc: "2.0",
  id,
  method,
  ...(params === undefined ? {} : { params }),
});

/** A raw POST to /mcp with the headers a conforming client sends, plus `headers`. */
export const post = (origin: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${origin}/mcp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: MCP_ACCEPT, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** fetch() will not send a chosen Host header; node:http will, which is what a rebinding attack looks like. */
export const rawRequest = (
  origin: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${options.path}`, { method: options.method, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });

/** The `_meta` envelope every 2026-07-28 request carries. */
export const MODERN_META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "raw-test", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

/** A 2026-07-28 POST: the envelope in the body, MCP-Protocol-Version, Mcp-Method and (for named calls) Mcp-Name. */
export const postModern = (
  origin: string,
  method: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  id: number | string = 1,
): Promise<Response> => {
  const name = typeof params.name === "string" ? params.name : typeof params.uri === "string" ? params.uri : undefined;
  return post(origin, rpc(method, id, { ...params, _meta: MODERN_META }), {
    "MCP-Protocol-Version": "2026-07-28",
    "Mcp-Method": method,
    ...(name === undefined ? {} : { "Mcp-Name": name }),
    ...headers,
  });
};

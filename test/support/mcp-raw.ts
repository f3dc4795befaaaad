/** Raw JSON-RPC over HTTP to /mcp, for what a client library would not send: chosen headers, Host, bad bodies. */
import { request as httpRequest } from "node:http";
import type { Hono } from "hono";

export const MCP_ACCEPT = "application/json, text/event-stream";

/** The request headers each revision's Streamable HTTP transport defines, besides Content-Type and Accept. */
export const REVISION_HEADERS: Record<string, string[]> = {
  "2025-03-26": ["mcp-session-id", "last-event-id"],
  "2025-06-18": ["mcp-protocol-version", "mcp-session-id", "last-event-id"],
  "2025-11-25": ["mcp-protocol-version", "mcp-session-id", "last-event-id"],
  "2026-07-28": ["mcp-protocol-version", "mcp-method", "mcp-name", "mcp-param-region"],
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

/** The chapter ids an app's MCP `get_chapter` tool accepts, as its tools/list input schema states them. */
export const getChapterIds = async (app: Hono): Promise<string[] | undefined> => {
  const res = await app.request("/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: MCP_ACCEPT, "MCP-Protocol-Version": "2025-06-18" },
    body: JSON.stringify(rpc("tools/list")),
  });
  const body = (await res.json()) as {
    result: { tools: { name: string; inputSchema: { properties: Record<string, { enum?: string[] }> } }[] };
  };
  return body.result.tools.find((t) => t.name === "get_chapter")?.inputSchema.properties.id?.enum;
};

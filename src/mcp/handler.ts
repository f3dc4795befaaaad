/**
 * POST /mcp: refuse what the SDK would wrongly accept (an unsupported MCP-Protocol-Version header, batches
 * under versions without batching), negotiate initialize's version, then hand the request to a fresh server
 * and stateless transport. Everything else (Accept, Content-Type, JSON-RPC shape) stays the SDK's to judge.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Context } from "hono";
import { JSONRPC_INVALID_REQUEST, jsonRpcError } from "./jsonrpc.js";
import { checkBody, isSupportedVersion, PROTOCOL_VERSIONS } from "./protocol.js";

const parseJson = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
};

const runServer = async (createServer: () => McpServer, request: Request, parsedBody?: unknown): Promise<Response> => {
  const server = createServer();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, parsedBody === undefined ? undefined : { parsedBody });
  } finally {
    await server.close();
  }
};

export const handlePost =
  (createServer: () => McpServer) =>
  async (c: Context): Promise<Response> => {
    const header = c.req.header("mcp-protocol-version");
    const version = header === undefined ? undefined : isSupportedVersion(header) ? header : null;
    if (version === null) {
      return jsonRpcError(
        400,
        JSONRPC_INVALID_REQUEST,
        `Bad Request: unsupported MCP-Protocol-Version "${header?.slice(0, 40)}"; supported: ${PROTOCOL_VERSIONS.join(", ")}.`,
      );
    }
    const text = await c.req.text();
    const parsed = parseJson(text);
    if (!parsed) {
      // The body is read; give the transport a fresh copy so it reports the parse error its own way.
      return runServer(
        createServer,
        new Request(c.req.url, { method: "POST", headers: c.req.raw.headers, body: text }),
      );
    }
    const checked = checkBody(parsed.value, version);
    if (!checked.ok) return jsonRpcError(400, JSONRPC_INVALID_REQUEST, checked.message);
    return runServer(createServer, c.req.raw, checked.body);
  };

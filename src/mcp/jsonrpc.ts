/**
 * Errors the HTTP layer answers before any MCP server exists (bad Host, bad version header, over quota, wrong
 * method). They carry no `id`: the request's id is unknown or unread, and 2025-11-25 makes `id` optional on
 * error responses. A client of a newer revision reads such a plain error as "fall back to initialize".
 */

export const JSONRPC_INVALID_REQUEST = -32600;
/** The JSON-RPC range reserved for implementation-defined server errors starts here. */
export const JSONRPC_SERVER_ERROR = -32000;

export const jsonRpcError = (
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response =>
  new Response(JSON.stringify({ jsonrpc: "2.0", error: { code, message } }), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });

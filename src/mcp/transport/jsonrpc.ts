/**
 * JSON-RPC errors this server answers itself, before or beside the SDK: bad Host, bad JSON, over quota, wrong
 * method, batch rules, invalid params and arguments. Every error carries an `id`: the request's when it was
 * read, else null, as JSON-RPC 2.0 requires of a response whose request id cannot be determined (the 2025-03-26
 * and 2025-06-18 schemas require `id` on every error; a client of theirs may reject one without it).
 */

export const JSONRPC_PARSE_ERROR = -32700;
export const JSONRPC_INVALID_REQUEST = -32600;
export const JSONRPC_INVALID_PARAMS = -32602;
/** The JSON-RPC range reserved for implementation-defined server errors starts here. */
export const JSONRPC_SERVER_ERROR = -32000;

type Id = string | number | null;

export interface JsonRpcErrorBody {
  readonly jsonrpc: "2.0";
  readonly id: Id;
  readonly error: { readonly code: number; readonly message: string; readonly data?: unknown };
}

/** `data`: JSON-RPC's optional detail of the error, written only when given. */
export const errorBody = (code: number, message: string, id: Id = null, data?: unknown): JsonRpcErrorBody => ({
  jsonrpc: "2.0",
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

/** An answer as a runtime writes it: status, headers and the body's text. */
export interface AnswerParts {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A JSON answer nothing may store (errors, quota refusals), as parts. */
export const jsonParts = (status: number, body: unknown, headers: Record<string, string> = {}): AnswerParts => ({
  status,
  headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  body: JSON.stringify(body),
});

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}): Response => {
  const parts = jsonParts(status, body, headers);
  return new Response(parts.body, parts);
};

export const jsonRpcError = (
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
  id: Id = null,
): Response => jsonResponse(status, errorBody(code, message, id), headers);

/** A JSON object: what a message, its params or an answer must be to be read further. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Every method a client may send this server: the requests it serves, discovery and the notifications it takes.
 * The metrics name these always (src/node/metrics.ts); other names a client sends are its own.
 */
export const MCP_METHODS = [
  "initialize",
  "ping",
  "tools/list",
  "tools/call",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "prompts/list",
  "prompts/get",
  "completion/complete",
  "server/discover",
  "notifications/initialized",
  "notifications/cancelled",
] as const;
export type McpMethod = (typeof MCP_METHODS)[number];

/** The list methods: answered whole, from a table where the direct path has one, and never paginated. */
export const LIST_METHODS: readonly string[] = [
  "tools/list",
  "resources/list",
  "resources/templates/list",
  "prompts/list",
] satisfies readonly McpMethod[];

/** A message's id when it is a request (has a method and a usable id); notifications and junk have none. */
export const requestId = (message: unknown): string | number | undefined => {
  if (!isRecord(message) || typeof message.method !== "string") return undefined;
  const { id } = message;
  return typeof id === "string" || typeof id === "number" ? id : undefined;
};

export const methodOf = (message: unknown): string | undefined =>
  isRecord(message) && typeof message.method === "string" ? message.method : undefined;

/** `params` of a `tools/call`: the tool's name and its arguments, when both are well formed. */
export const toolCallOf = (message: unknown): { name: string; arguments: unknown } | undefined => {
  if (!isRecord(message) || message.method !== "tools/call" || !isRecord(message.params)) return undefined;
  const { name } = message.params;
  return typeof name === "string" ? { name, arguments: message.params.arguments ?? {} } : undefined;
};

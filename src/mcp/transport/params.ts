/**
 * The params of the requests this server serves, checked against the SDK's own schemas of them
 * (`specTypeSchemas`). The SDK checks them too, but answers a failure (except in `tools/call`) as an internal
 * error, -32603, with the schema library's issue list as its message; JSON-RPC calls it -32602 Invalid params.
 * A list's cursor is refused too: MCP pagination wants -32602 for an invalid cursor, and this server returns
 * every list whole on its first page (no `nextCursor`), so no cursor a client sends was issued here.
 */
import { type SpecTypeName, specTypeSchemas } from "@modelcontextprotocol/server";
import { describeIssues, keyOf } from "./issues.js";
import {
  errorBody,
  isRecord,
  JSONRPC_INVALID_PARAMS,
  type JsonRpcErrorBody,
  LIST_METHODS,
  type McpMethod,
} from "./jsonrpc.js";

/** Each method with params to check, and the name of its request's schema; only methods MCP_METHODS names. */
const REQUEST_SCHEMAS: Readonly<Record<string, SpecTypeName>> = {
  initialize: "InitializeRequest",
  ping: "PingRequest",
  "tools/list": "ListToolsRequest",
  "tools/call": "CallToolRequest",
  "resources/list": "ListResourcesRequest",
  "resources/templates/list": "ListResourceTemplatesRequest",
  "resources/read": "ReadResourceRequest",
  "prompts/list": "ListPromptsRequest",
  "prompts/get": "GetPromptRequest",
  "completion/complete": "CompleteRequest",
} satisfies Partial<Record<McpMethod, SpecTypeName>>;

/**
 * What a union in a method's params accepts, for the issue the schema library reports on it only as "Invalid
 * input": a client that sent `ref/tool` learns which refs there are.
 */
const UNION_HINTS: Partial<Record<McpMethod, Readonly<Record<string, string>>>> = {
  "completion/complete": { ref: 'a ref is type "ref/prompt" with the prompt\'s name, or "ref/resource" with a uri' },
};

const hintsFor = (method: string, issues: readonly { readonly path?: readonly unknown[] | undefined }[]): string => {
  const hints = UNION_HINTS[method as McpMethod] ?? {};
  const named = new Set(issues.map(({ path = [] }) => String(keyOf(path[1]))));
  const said = Object.entries(hints).flatMap(([key, hint]) => (named.has(key) ? [hint] : []));
  return said.length ? ` (${said.join("; ")})` : "";
};

const cursorOf = (message: unknown): unknown =>
  isRecord(message) && isRecord(message.params) ? message.params.cursor : undefined;

/** The -32602 error for a request whose params its method's schema refuses, or a list's cursor; else undefined. */
export const paramsError = (method: string, message: unknown, id: string | number): JsonRpcErrorBody | undefined => {
  // Own keys only: the method is the client's text, and "__proto__" or "constructor" would find Object's members.
  const name = Object.hasOwn(REQUEST_SCHEMAS, method) ? REQUEST_SCHEMAS[method] : undefined;
  if (name === undefined) return undefined;
  const { issues } = specTypeSchemas[name]["~standard"].validate(message);
  if (issues !== undefined) {
    // Issues name their place from the message (`params.uri`); the error names the params already.
    return errorBody(
      JSONRPC_INVALID_PARAMS,
      `Invalid params for ${method}: ${describeIssues(issues, 1)}${hintsFor(method, issues)}`,
      id,
    );
  }
  const cursor = cursorOf(message);
  if (cursor === undefined || !LIST_METHODS.includes(method)) return undefined;
  return errorBody(
    JSONRPC_INVALID_PARAMS,
    `Invalid params for ${method}: cursor ${JSON.stringify(cursor).slice(0, 60)} was not issued by this server; it sends every list whole, without nextCursor, so ask without a cursor.`,
    id,
  );
};

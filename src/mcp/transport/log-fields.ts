/**
 * The log facts of one MCP message, named as the OpenTelemetry MCP semantic conventions name them: the method,
 * the tool, the resource read, the revision and the client's stated name and version. The client names itself
 * in `initialize` (`clientInfo`, the 2025 revisions) or in every request's `_meta` (2026-07-28); a 2025 request
 * after the handshake carries neither, and then a User-Agent of the form `name/version` stands in. Pure.
 */
import { LOGGED_NAME_MAX, type LogFields } from "../../schema/request-log.js";
import { codePoints, MCP_LIMIT, QUERY_LENGTH } from "../../schema/search.js";
import { SEARCH_TYPES, type SearchType } from "../../schema/search-type.js";

const CLIENT_INFO_KEY = "io.modelcontextprotocol/clientInfo";
const PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.length > 0 ? value.slice(0, LOGGED_NAME_MAX) : undefined;

/** `name/version` as the first product of a User-Agent that is not a browser's. */
const PRODUCT = /^([A-Za-z][\w.-]*)\/([\w.+-]+)/;

const clientOf = (params: Record<string, unknown>, userAgent: string | undefined) => {
  const meta = isRecord(params._meta) ? params._meta : {};
  const info = isRecord(params.clientInfo)
    ? params.clientInfo
    : isRecord(meta[CLIENT_INFO_KEY])
      ? meta[CLIENT_INFO_KEY]
      : undefined;
  if (info) return { name: text(info.name), version: text(info.version) };
  const product = userAgent ? PRODUCT.exec(userAgent) : null;
  if (!product || product[1]?.toLowerCase() === "mozilla") return { name: undefined, version: undefined };
  return { name: text(product[1]), version: text(product[2]) };
};

export const mcpLogFields = (message: unknown, userAgent: string | undefined): LogFields => {
  if (!isRecord(message) || typeof message.method !== "string") return {};
  const params = isRecord(message.params) ? message.params : {};
  const meta = isRecord(params._meta) ? params._meta : {};
  const client = clientOf(params, userAgent);
  const facts: Record<string, string> = {};
  const put = (name: keyof LogFields, value: string | undefined): void => {
    if (value !== undefined) facts[name] = value;
  };
  put("mcp.method.name", text(message.method));
  if (message.method === "tools/call") put("gen_ai.tool.name", text(params.name));
  if (message.method === "resources/read" && typeof params.uri === "string") {
    put("mcp.resource.uri", params.uri.slice(0, 256));
  }
  put("mcp.protocol.version", text(params.protocolVersion) ?? text(meta[PROTOCOL_VERSION_KEY]));
  put("mcp.client.name", client.name);
  put("mcp.client.version", client.version);
  return facts;
};

export interface SearchCall {
  readonly query: string;
  readonly type: SearchType | null;
  readonly limit: number;
}

/**
 * The arguments of a `search` tool call when the tool's schema would accept them, as the search runs them; else
 * undefined (the SDK refuses such a call, and nothing was searched).
 */
export const searchCallOf = (message: unknown): SearchCall | undefined => {
  if (!isRecord(message) || message.method !== "tools/call" || !isRecord(message.params)) return undefined;
  const { name, arguments: args } = message.params;
  if (name !== "search" || !isRecord(args)) return undefined;
  const { query, type, limit = MCP_LIMIT.default } = args;
  if (typeof query !== "string" || codePoints(query) < QUERY_LENGTH.min || codePoints(query) > QUERY_LENGTH.max) {
    return undefined;
  }
  if (type !== undefined && !(SEARCH_TYPES as readonly unknown[]).includes(type)) return undefined;
  if (!Number.isInteger(limit) || (limit as number) < MCP_LIMIT.min || (limit as number) > MCP_LIMIT.max) {
    return undefined;
  }
  return { query, type: (type as SearchType | undefined) ?? null, limit: limit as number };
};

/**
 * What the surfaces declare about themselves and the guide pages print: the API's endpoints (declared by the
 * API's route contracts) and the MCP server's catalogue (declared by its tools). The types live here, below
 * every surface; the composition root gathers the values from api/ and mcp/ and hands them down, so that no
 * surface imports another.
 */
import type { RateLimitPolicy } from "../http/rate-limit/policy.js";

export interface EndpointInfo {
  readonly operationId: string;
  readonly path: string;
  readonly summary: string;
  /** Path and query of a working example request. */
  readonly example: string;
}

/** A tool's public face, as tools/list and the server card show it. */
export interface ToolInfo {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Its arguments as JSON Schema (an object schema), generated from the tool's zod schema. */
  readonly inputSchema: Readonly<Record<string, unknown>>;
}

/** The server card schema's longest title and description, in characters (code points, as JSON Schema counts). */
export const SERVER_CARD_TEXT_MAX = 100;

/** Who the MCP server says it is (serverInfo, the server card). */
export interface ServerIdentity {
  /** Reverse-DNS with one slash, as the server card and MCP registry name servers. */
  readonly name: string;
  readonly version: string;
  /** At most SERVER_CARD_TEXT_MAX characters. */
  readonly title: string;
  /** At most SERVER_CARD_TEXT_MAX characters. */
  readonly description: string;
  readonly websiteUrl: string;
}

export interface McpLogFields {
  readonly identity: ServerIdentity;
  readonly tools: readonly ToolInfo[];
  readonly protocolVersions: readonly string[];
  readonly capabilities: Readonly<Record<string, unknown>>;
  /** A complete 2026-07-28 request as a shell command (curl), for the documents that show one. */
  readonly modernRequest: string;
  /** The most messages a 2025-03-26 batch may hold. */
  readonly maxBatchSize: number;
}

export interface ServiceDescription {
  readonly endpoints: readonly EndpointInfo[];
  /** The fair-use quota the app enforces, for every document that states it. */
  readonly quota: RateLimitPolicy;
  readonly mcp: McpLogFields;
}

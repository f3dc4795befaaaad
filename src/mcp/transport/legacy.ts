/**
 * The 2025 revisions (initialize handshake), served statelessly: every message by a fresh server over the
 * SDK's web-standard Streamable HTTP transport with JSON responses (stateless: docs/contract.md#mcp-server). A batch
 * (2025-03-26 only) is served one message at a time, so each call is counted and answered on its own.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import type { PreparedServer } from "../server.js";
import { isRecord, JSONRPC_INVALID_PARAMS, methodOf } from "./jsonrpc.js";

/** Answers one message through a fresh server and transport (neither can serve a second request). */
const runServer = async (prepared: PreparedServer, request: Request, message: unknown): Promise<Response> => {
  const server = prepared.create();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, { parsedBody: message });
  } finally {
    await server.close();
  }
};

/**
 * Resource not found, as the 2025 revisions' resources page numbers it. SDK v2 sends 2026-07-28's -32602 (SEP-2164)
 * with the URI as `data.uri` in every revision; a 2025 client gets its own revision's code.
 */
export const RESOURCE_NOT_FOUND_2025 = -32002;

/**
 * The SDK's `data.reason` on a -32602 for a `uri` that does not parse as a URI: no resource was looked for, so
 * it stays Invalid params in every revision rather than becoming "not found".
 */
const INVALID_URI_REASON = "invalid_uri";

/** The answer with a resource-not-found error given the 2025 code; any other answer as it came. */
export const withLegacyResourceError = (answer: unknown): unknown => {
  if (!isRecord(answer) || !isRecord(answer.error)) return answer;
  const { error } = answer;
  if (error.code !== JSONRPC_INVALID_PARAMS || !isRecord(error.data) || typeof error.data.uri !== "string")
    return answer;
  if (error.data.reason === INVALID_URI_REASON) return answer;
  return { ...answer, error: { ...error, code: RESOURCE_NOT_FOUND_2025 } };
};

const resourceRead = async (response: Response): Promise<Response> => {
  if (!response.headers.get("content-type")?.startsWith("application/json")) return response;
  const answer = JSON.parse(await response.text()) as unknown;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(withLegacyResourceError(answer)), { status: response.status, headers });
};

/** One legacy message, as the SDK answers it (the errors this server writes itself: own-errors.ts). */
export const serveLegacy = (prepared: PreparedServer, request: Request, message: unknown): Promise<Response> => {
  const answered = runServer(prepared, request, message);
  return methodOf(message) === "resources/read" ? answered.then(resourceRead) : answered;
};

/** The JSON a single-message answer carries, or nothing for an acknowledged notification (202). */
export const answerOf = async (response: Response): Promise<unknown> => {
  if (response.status === 202) return undefined;
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The 2025 revisions (initialize handshake), served statelessly: every message by a fresh server over the
 * SDK's web-standard Streamable HTTP transport with JSON responses (stateless: docs/contract.md#mcp-server). A batch
 * (2025-03-26 only) is served one message at a time, so each call is counted and answered on its own.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import { argumentError } from "./arguments.js";
import { jsonResponse, requestId, toolCallOf } from "./jsonrpc.js";
import { argumentErrorsAreProtocolErrors, type ProtocolVersion } from "./protocol.js";
import type { PreparedServer } from "./server.js";

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
 * One legacy message. Under 2025-03-26 and 2025-06-18 a tools/call whose arguments fail the tool's schema is
 * answered here with -32602; everything else is the SDK's (including an unknown tool: -32602 in every
 * revision, which the SDK already answers that way).
 */
export const serveLegacy = (
  prepared: PreparedServer,
  request: Request,
  message: unknown,
  version: ProtocolVersion,
): Promise<Response> => {
  const call = toolCallOf(message);
  const id = requestId(message);
  const tool = call && prepared.tools.get(call.name);
  if (call && tool && id !== undefined && argumentErrorsAreProtocolErrors(version)) {
    const error = argumentError(call.name, tool.input, call.arguments, id);
    if (error) return Promise.resolve(jsonResponse(200, error));
  }
  return runServer(prepared, request, message);
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

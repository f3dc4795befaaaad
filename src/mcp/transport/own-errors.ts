/**
 * The JSON-RPC errors this server writes in place of the SDK's answer: params their method's schema refuses
 * (params.ts), and invalid tool arguments under the revisions that class them as protocol errors
 * (arguments.ts). Such a request still goes through the SDK, and
 * its answer is replaced only when the transport accepted the request: Accept, Content-Type and
 * MCP-Protocol-Version are the transport's to judge first, whatever the params, and a request it refuses keeps
 * its refusal. Checking costs nothing beyond the check on requests that earn no such error.
 */
import { isJsonContentType } from "@modelcontextprotocol/server";
import { argumentErrorsAreProtocolErrors, type ProtocolVersion } from "../protocol.js";
import type { PreparedServer } from "../server.js";
import { argumentError } from "./arguments.js";
import { type JsonRpcErrorBody, jsonResponse, methodOf, requestId, toolCallOf } from "./jsonrpc.js";
import { paramsError } from "./params.js";

/** The error this server answers `message` with under `version`, or undefined when the SDK's answer stands. */
export const ownError = (
  prepared: PreparedServer,
  message: unknown,
  version: ProtocolVersion,
): JsonRpcErrorBody | undefined => {
  const id = requestId(message);
  const method = methodOf(message);
  if (id === undefined || method === undefined) return undefined;
  const invalid = paramsError(method, message, id);
  if (invalid) return invalid;
  const call = toolCallOf(message);
  const tool = call && prepared.tools.get(call.name);
  if (call && tool && argumentErrorsAreProtocolErrors(version)) {
    return argumentError(call.name, tool.input, call.arguments, id);
  }
  return undefined;
};

/** `error` in place of an answer the transport accepted (a JSON 200); any refusal of the transport as it came. */
export const inPlaceOf = (response: Response, error: JsonRpcErrorBody): Response =>
  response.status === 200 && isJsonContentType(response.headers.get("content-type"))
    ? jsonResponse(200, error)
    : response;

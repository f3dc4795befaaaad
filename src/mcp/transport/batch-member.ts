/**
 * A member of a 2025-03-26 batch that is no JSON-RPC 2.0 message (`1`, a request with `"jsonrpc": "1.0"`) is
 * answered on its own with -32600, as JSON-RPC 2.0 answers a batch member by member; the other members are
 * served. The SDK's batch check would refuse the whole batch for it.
 */
import {
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
} from "@modelcontextprotocol/server";
import { errorBody, JSONRPC_INVALID_REQUEST, type JsonRpcErrorBody, requestId } from "./jsonrpc.js";

/** A request, notification or response by the SDK's own guards: what its batch check accepts. */
export const isJsonRpcMessage = (member: unknown): boolean =>
  isJSONRPCRequest(member) ||
  isJSONRPCNotification(member) ||
  isJSONRPCResultResponse(member) ||
  isJSONRPCErrorResponse(member);

/** The answer to a member that is no JSON-RPC message: its id when one can be read, else null. */
export const invalidMemberError = (member: unknown): JsonRpcErrorBody =>
  errorBody(
    JSONRPC_INVALID_REQUEST,
    "Invalid Request: this batch member is not a JSON-RPC 2.0 request, notification or response.",
    requestId(member),
  );

/**
 * Invalid tool arguments as the 2025-03-26 and 2025-06-18 revisions want them: their tools pages list
 * "Invalid arguments" among the protocol errors, so the answer is a JSON-RPC -32602 error, not a tool result.
 * Later revisions class them as tool execution errors, which the SDK writes itself.
 */
import type { z } from "@hono/zod-openapi";
import { describeIssues } from "./issues.js";
import { errorBody, JSONRPC_INVALID_PARAMS, type JsonRpcErrorBody } from "./jsonrpc.js";

/** The error for a call whose arguments fail the tool's schema, or undefined when they pass. */
export const argumentError = (
  tool: string,
  schema: z.ZodType,
  args: unknown,
  id: string | number,
): JsonRpcErrorBody | undefined => {
  const parsed = schema.safeParse(args);
  if (parsed.success) return undefined;
  return errorBody(
    JSONRPC_INVALID_PARAMS,
    `Invalid arguments for tool ${tool}: ${describeIssues(parsed.error.issues)}`,
    id,
  );
};

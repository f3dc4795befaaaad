/** Request-log lines for the insights tests: a page view at a fixed time unless the fields say otherwise. */
import type { RequestLogLine } from "../../src/schema/request-log.js";

export const logLine = (fields: Partial<RequestLogLine> = {}): RequestLogLine => ({
  time: "2026-11-24T10:15:00.000Z",
  method: "GET",
  path: "/",
  status: 200,
  ms: 1,
  client: "c",
  surface: "page",
  ...fields,
});

/** An MCP tools/call of `tool`. */
export const toolCallLine = (tool: string): RequestLogLine =>
  logLine({ path: "/mcp", method: "POST", surface: "mcp", "mcp.method.name": "tools/call", "gen_ai.tool.name": tool });

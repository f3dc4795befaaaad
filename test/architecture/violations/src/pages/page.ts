/** A page that reaches into the MCP server: a surface importing a surface. */
import { tool } from "../mcp/tool.js";

export const page = (): string => `page with ${tool.name}`;

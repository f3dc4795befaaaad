/**
 * What the server declares, apart from the server itself: the server card and the guide pages print it without
 * loading the SDK (which the MCP route loads on its first request).
 */
import type { ServerCapabilities } from "@modelcontextprotocol/server";

/**
 * A stateless server can never send a list_changed notification, so the capabilities say so (the SDK would
 * otherwise declare listChanged: true once something is registered).
 */
export const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { listChanged: false },
  prompts: { listChanged: false },
  completions: {},
} as const satisfies ServerCapabilities;

/**
 * What the server declares, apart from the server itself: the server card and the guide pages print it without
 * loading the SDK (which the MCP route loads on its first request).
 */
import { RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/server";
import type { ServerCapabilities } from "@modelcontextprotocol/server";

/**
 * MCP Apps (SEP-1865): the server has views (view/resource.ts). Declared for every client and revision, like
 * everything else here; a client that does not know the extension ignores it.
 */
export const UI_EXTENSION_ID = "io.modelcontextprotocol/ui";

/**
 * A stateless server can never send a list_changed notification, so the capabilities say so (the SDK would
 * otherwise declare listChanged: true once something is registered).
 */
export const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { listChanged: false },
  prompts: { listChanged: false },
  completions: {},
  extensions: { [UI_EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } },
} as const satisfies ServerCapabilities;

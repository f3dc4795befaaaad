/**
 * The MCP server card (docs/contract.md#server-card): SEP-2127's fields, legacy SEP-1649 ones (serverInfo, transport,
 * capabilities) that checkers still read, and the tool list, at the three paths clients probe. Built from the
 * facts the MCP server declares about itself, so the card and the handshake cannot disagree.
 */
import type { Site } from "../content/site.js";
import { SERVER_CARD_PATH } from "../content/urls.js";
import { prefersNamed } from "../http/negotiate.js";
import type { McpLogFields } from "../render/service-description.js";

export const SERVER_CARD_PATHS = [SERVER_CARD_PATH, "/.well-known/mcp", "/.well-known/mcp/server-card.json"];
export const CARD_MEDIA_TYPE = "application/mcp-server-card+json";

/**
 * The card's own media type (1) only when the client names it at least as strongly as JSON; else plain JSON, which
 * every checker reads. Naming it below JSON (`application/json, …card+json;q=0.1`) is a preference for JSON.
 */
export const chooseCard = (accept: string | undefined): number =>
  prefersNamed(accept, CARD_MEDIA_TYPE, "application/json") ? 1 : 0;
export const SERVER_CARD_HEADERS = { "Cache-Control": "public, max-age=3600", Vary: "Accept" };
const CARD_SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";

export const serverCard = (site: Site, mcp: McpLogFields) => {
  const { identity } = mcp;
  return {
    $schema: CARD_SCHEMA,
    ...identity,
    remotes: [{ type: "streamable-http", url: site.urls.mcp, supportedProtocolVersions: [...mcp.protocolVersions] }],
    serverInfo: { name: identity.name, title: identity.title, version: identity.version },
    transport: { type: "streamable-http", endpoint: site.urls.mcp },
    capabilities: mcp.capabilities,
    tools: mcp.tools.map(({ name, title, description }) => ({ name, title, description })),
  };
};

/**
 * server.json for the MCP Registry (schema 2025-12-11): the same identity as the server card and `initialize`,
 * and the one remote, this origin's /mcp. Printed by `npm run server-json` for the owner to publish
 * (docs/deploy.md#publish-to-the-mcp-registry); the registry accepts the name once the domain proves it
 * (owner-proofs.ts).
 */
import type { Site } from "../content/site.js";
import type { McpLogFields } from "../render/service-description.js";

export const SERVER_JSON_SCHEMA = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";

export const serverJson = (site: Site, mcp: McpLogFields) => {
  const { name, title, description, version, websiteUrl } = mcp.identity;
  return {
    $schema: SERVER_JSON_SCHEMA,
    name,
    title,
    description,
    version,
    websiteUrl,
    remotes: [{ type: "streamable-http", url: site.urls.mcp }],
  };
};

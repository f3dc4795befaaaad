/**
 * One McpServer per request (the stateless transport cannot be shared), built from parts prepared once per
 * site: identity, instructions, page resources (with the parsed URI template), zod schemas (at module load) and
 * one Ajv validator. Building one is then registration only: about a tenth of a millisecond here, where a
 * server with its own validator and schemas costs several times that.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ServerCapabilities } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv-provider.js";
import type { Site } from "../content/site.js";
import type { ServiceFacts } from "../render/facts.js";
import { markdownPages } from "../render/markdown.js";
import type { SearchIndex } from "../search/index.js";
import { serverIdentity, serverInstructions } from "./identity.js";
import { registerPrompts } from "./prompts.js";
import { registerResources, siteResources } from "./resources.js";
import { TOOLS } from "./tools/index.js";

/**
 * The SDK declares listChanged: true when a tool, resource or prompt is registered; a stateless server can
 * never send that notification, so the capabilities are restated before connecting.
 */
export const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { listChanged: false },
  prompts: { listChanged: false },
  completions: {},
} as const satisfies ServerCapabilities;

const validator = new AjvJsonSchemaValidator();

export const createServerFactory = (site: Site, index: SearchIndex, facts: ServiceFacts): (() => McpServer) => {
  const identity = serverIdentity(site);
  const instructions = serverInstructions(site);
  const resources = siteResources(site, markdownPages(site, facts));
  const deps = { site, index };
  return () => {
    const server = new McpServer(identity, { instructions, jsonSchemaValidator: validator });
    for (const tool of TOOLS) tool.register(server, deps);
    registerResources(server, resources);
    registerPrompts(server, site);
    server.server.registerCapabilities(CAPABILITIES);
    return server;
  };
};

/**
 * One McpServer per request (the SDK serves both eras statelessly, one instance per exchange), built from
 * parts prepared once per site: identity, instructions, bound tools (descriptions written, zod schemas built),
 * page resources (with the parsed URI template) and one JSON Schema validator. Building one is then
 * registration only.
 */
import { McpServer } from "@modelcontextprotocol/server";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/server/validators/cf-worker";
import type { Site } from "../content/site.js";
import { DAY_CACHE } from "../http/cache.js";
import { markdownPages } from "../render/page-markdown.js";
import type { ServerIdentity, ServiceDescription } from "../render/service-description.js";
import type { SearchIndex } from "../search/index.js";
import { CAPABILITIES } from "./capabilities.js";
import { preparePrompts } from "./features/prompts.js";
import { registerResources, siteResources } from "./features/resources.js";
import { TOOLS } from "./features/tools/index.js";
import type { BoundTool } from "./features/tools/tool.js";
import { viewResource } from "./features/view/resource.js";
import { serverIdentity, serverInstructions } from "./identity.js";
import { PROTOCOL_VERSIONS } from "./protocol.js";

/**
 * 2026-07-28 cache hints for the cacheable results (lists, reads, discover). Content changes only on deploy,
 * and every result is the same for every client, so they may be kept as long as a client keeps a page
 * (the max-age of the site's cacheable responses) by any cache.
 */
const maxAgeSeconds = (cacheControl: string): number => Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
export const CACHE_HINT = { ttlMs: maxAgeSeconds(DAY_CACHE) * 1000, cacheScope: "public" } as const;
const CACHE_HINTS = Object.fromEntries(
  (
    [
      "tools/list",
      "prompts/list",
      "resources/list",
      "resources/templates/list",
      "resources/read",
      "server/discover",
    ] as const
  ).map((method) => [method, CACHE_HINT]),
);

/**
 * The validator checks only what clients send back (elicitation, never used here); one shared instance keeps
 * per-request construction cheap, and this one needs no code generation, so it runs on edge runtimes too.
 */
const validator = new CfWorkerJsonSchemaValidator();

export type ServerFactory = () => McpServer;

export interface PreparedServer {
  readonly create: ServerFactory;
  /** Who the server says it is (serverInfo), as every server built by `create` says it. */
  readonly identity: ServerIdentity;
  /** The tools by name, for checks made before a request reaches a server. */
  readonly tools: ReadonlyMap<string, BoundTool>;
}

export const prepareServer = (site: Site, index: () => SearchIndex, facts: ServiceDescription): PreparedServer => {
  const identity = serverIdentity(site);
  const instructions = serverInstructions(site, facts.quota);
  const resources = siteResources(site, markdownPages(site, facts));
  const tools = TOOLS.map((tool) => tool.bind({ site, index }));
  const view = viewResource(site);
  const prompts = preparePrompts(site);
  const create: ServerFactory = () => {
    const server = new McpServer(identity, {
      instructions,
      jsonSchemaValidator: validator,
      supportedProtocolVersions: [...PROTOCOL_VERSIONS],
      capabilities: CAPABILITIES,
      cacheHints: CACHE_HINTS,
    });
    for (const tool of tools) tool.register(server);
    registerResources(server, resources);
    view.register(server);
    prompts.register(server);
    return server;
  };
  return { create, identity, tools: new Map(tools.map((tool) => [tool.name, tool])) };
};

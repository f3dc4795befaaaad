/**
 * The MCP server card (STANDARDS §2): the SEP-2127 fields, the legacy SEP-1649 ones (serverInfo, transport,
 * capabilities) that checkers still read, and the tool list, at the three paths clients probe. Rendered once;
 * `application/mcp-server-card+json` when Accept names it, plain JSON otherwise.
 */
import { Hono } from "hono";
import type { Site } from "../content/site.js";
import { prepare, serve } from "../http/cache.js";
import { serverIdentity } from "./identity.js";
import { PROTOCOL_VERSIONS } from "./protocol.js";
import { CAPABILITIES } from "./server.js";
import { TOOLS } from "./tools/index.js";

export const SERVER_CARD_PATHS = ["/mcp/server-card", "/.well-known/mcp", "/.well-known/mcp/server-card.json"];
export const CARD_MEDIA_TYPE = "application/mcp-server-card+json";
const CARD_SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";
const HEADERS = { "Cache-Control": "public, max-age=3600", Vary: "Accept" };

export const serverCard = (site: Site) => {
  const identity = serverIdentity(site);
  return {
    $schema: CARD_SCHEMA,
    ...identity,
    remotes: [{ type: "streamable-http", url: site.urls.mcp, supportedProtocolVersions: [...PROTOCOL_VERSIONS] }],
    serverInfo: { name: identity.name, title: identity.title, version: identity.version },
    transport: { type: "streamable-http", endpoint: site.urls.mcp },
    capabilities: CAPABILITIES,
    tools: TOOLS.map(({ name, title, describe }) => ({ name, title, description: describe(site) })),
  };
};

/** True when Accept lists the card's own media type with a non-zero weight. */
export const namesCardType = (accept: string | undefined): boolean =>
  (accept ?? "").split(",").some((range) => {
    const [type, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    return type === CARD_MEDIA_TYPE && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });

export const createServerCardRouter = (site: Site): Hono => {
  const body = JSON.stringify(serverCard(site));
  // Started now, at start-up; requests only wait for it if they arrive within the first milliseconds.
  const variants = Promise.all([
    prepare(body, "application/json; charset=utf-8", HEADERS),
    prepare(body, CARD_MEDIA_TYPE, HEADERS),
  ]);
  const router = new Hono();
  for (const path of SERVER_CARD_PATHS) {
    router.get(path, async (c) => {
      const [json, card] = await variants;
      return serve(c, namesCardType(c.req.header("accept")) ? card : json);
    });
  }
  return router;
};

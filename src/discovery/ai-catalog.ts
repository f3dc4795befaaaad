/**
 * The AI Catalog / ARD manifest, served at /.well-known/ard.json (ARD v0.91) and /.well-known/ai-catalog.json
 * (AI Catalog and ARD v0.9): one document listing the MCP server card, the OpenAPI description, llms.txt and
 * the agent skill. Only the top-level members ARD v0.9's schema allows (specVersion, host, entries).
 */
import { z } from "@hono/zod-openapi";
import type { Site } from "../content/site.js";
import { prefersNamed } from "../http/negotiate.js";
import type { ServiceDescription } from "../render/service-description.js";
import { API_VERSION } from "../render/version.js";
import { CARD_MEDIA_TYPE } from "./server-card.js";
import type { Skill } from "./skills.js";

export const AI_CATALOG_PATHS = ["/.well-known/ard.json", "/.well-known/ai-catalog.json"] as const;
export const AI_CATALOG_TYPE = "application/ai-catalog+json";

/** The catalog's own media type (1) only when the client names it at least as strongly as JSON: checkers expect JSON. */
export const chooseManifest = (accept: string | undefined): number =>
  prefersNamed(accept, AI_CATALOG_TYPE, "application/json") ? 1 : 0;

/** ARD's media type for a SKILL.md; a plain text/markdown would read as a skill missing its profile. */
const SKILL_ENTRY_TYPE = 'text/markdown; profile="urn:air:agent-skills"';
/** The entry type names the artifact's format, so the OpenAPI entry says what it is rather than how it is served. */
const OPENAPI_ENTRY_TYPE = "application/openapi+json";

const Entry = z.strictObject({
  identifier: z.string().regex(/^urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+$/),
  displayName: z.string().min(1),
  type: z.string().min(1),
  url: z.url(),
  description: z.string().min(1),
  tags: z.array(z.string()),
  capabilities: z.array(z.string()).optional(),
  representativeQueries: z.array(z.string()).min(2).max(5),
  version: z.string(),
  updatedAt: z.iso.datetime(),
});

const Manifest = z.strictObject({
  specVersion: z.literal("1.0"),
  host: z.strictObject({ displayName: z.string().min(1), identifier: z.string(), documentationUrl: z.url() }),
  entries: z.array(Entry).min(1),
});
export type AiCatalog = z.infer<typeof Manifest>;

/** Checked against the ARD rules so that a host name that cannot form a `urn:air:` identifier fails start-up. */
export const aiCatalog = (site: Site, skill: Skill, facts: ServiceDescription): AiCatalog => {
  const { urls, profile } = site;
  // The publisher is the host name alone: a port would read as one more URN segment. An IPv6 literal's
  // brackets and colons cannot stand in a URN segment, so they become dashes (a local run only).
  const publisher = new URL(urls.base).hostname.replace(/[^a-zA-Z0-9.-]+/g, "-").replace(/^-|-$/g, "");
  const urn = (namespace: string, name: string): string => `urn:air:${publisher}:${namespace}:${name}`;
  const common = { version: API_VERSION, updatedAt: `${site.updated}T00:00:00Z` };
  const who = profile.name;
  return Manifest.parse({
    specVersion: "1.0",
    host: { displayName: site.title, identifier: publisher, documentationUrl: urls.developers },
    entries: [
      {
        identifier: urn("mcp", "profile"),
        displayName: `${who} profile MCP server`,
        type: CARD_MEDIA_TYPE,
        url: urls.serverCard,
        description: `Read-only MCP tools over ${who}'s published record: profile, career chapters, talks, writing, and search.`,
        tags: ["mcp", "profile", "career", "read-only"],
        capabilities: facts.mcp.tools.map((tool) => tool.name),
        representativeQueries: [
          `What is ${who}'s current role?`,
          `Which talks and podcasts has ${who} done?`,
          `Find what ${who} has said or written about a topic`,
        ],
        ...common,
      },
      {
        identifier: urn("api", "profile-v1"),
        displayName: `${who} public profile JSON API`,
        type: OPENAPI_ENTRY_TYPE,
        url: urls.openapi,
        description: `OpenAPI 3.1 description of the read-only JSON API about ${who}; no key, CORS open.`,
        tags: ["openapi", "rest", "profile", "career"],
        capabilities: facts.endpoints.map((endpoint) => endpoint.operationId),
        representativeQueries: [
          `Get ${who}'s career timeline as JSON`,
          `List ${who}'s writing and press coverage`,
          `Search ${who}'s profile by keyword`,
        ],
        ...common,
      },
      {
        identifier: urn("llms", "llms-txt"),
        displayName: `${who} llms.txt`,
        type: "text/markdown",
        url: urls.llms,
        description: `Markdown index of every page about ${who}, for language models.`,
        tags: ["llms.txt", "markdown", "profile"],
        representativeQueries: [`Summarize ${who}'s career`, `Which pages describe ${who}'s work?`],
        ...common,
      },
      {
        identifier: urn("skill", skill.name),
        displayName: `${who} profile agent skill`,
        type: SKILL_ENTRY_TYPE,
        url: urls.at(skill.path),
        description: skill.description,
        tags: ["agent-skill", "profile", "citations"],
        representativeQueries: [`How do I answer questions about ${who}?`, `Which source should I cite for ${who}?`],
        ...common,
      },
    ],
  });
};

/**
 * Discovery files: catalogs, the MCP server card, the llms files, the agent skill, sitemap and robots.txt. Each is rendered once here, at start-up,
 * with a strong ETag and a day of public caching; a request is a lookup.
 */
import { Hono } from "hono";
import { accepts } from "hono/accepts";
import type { Site } from "../content/site.js";
import { prepare, prepareJson, serve, sha256Hex } from "../http/cache.js";
import { TEXT_HEADERS, TEXT_TYPE } from "../http/headers.js";
import type { ServiceFacts } from "../render/facts.js";
import { AI_CATALOG_PATHS, AI_CATALOG_TYPE, aiCatalog, aiCatalogMediaType } from "./ai-catalog.js";
import { API_CATALOG_PATH, API_CATALOG_TYPE, apiCatalog, apiCatalogLink } from "./api-catalog.js";
import { developersLlmsTxt, llmsFullTxt, llmsTxt } from "./llms.js";
import { ROBOTS_TYPE, robotsTxt } from "./robots.js";
import { CARD_MEDIA_TYPE, namesCardType, SERVER_CARD_HEADERS, SERVER_CARD_PATHS, serverCard } from "./server-card.js";
import { SITEMAP_TYPE, sitemap } from "./sitemap.js";
import { profileSkill, SKILL_MD_TYPE, SKILLS_INDEX_PATH, skillsIndex } from "./skills.js";

export const createDiscoveryRouter = async (site: Site, facts: ServiceFacts): Promise<Hono> => {
  const { urls } = site;
  const router = new Hono();

  const catalog = await prepare(JSON.stringify(apiCatalog(urls)), API_CATALOG_TYPE, { Link: apiCatalogLink(urls) });
  router.get(API_CATALOG_PATH, (c) => serve(c, catalog));

  const skill = profileSkill(site, facts);
  const skillFile = await prepare(skill.markdown, SKILL_MD_TYPE);
  router.get(skill.path, (c) => serve(c, skillFile));
  const index = await prepareJson(skillsIndex(urls, skill, await sha256Hex(skill.markdown)));
  router.get(SKILLS_INDEX_PATH, (c) => serve(c, index));

  const manifest = JSON.stringify(aiCatalog(site, skill, facts));
  const negotiated = { Vary: "Accept" };
  const asJson = await prepare(manifest, "application/json; charset=utf-8", negotiated);
  const asCatalog = await prepare(manifest, AI_CATALOG_TYPE, negotiated);
  for (const path of AI_CATALOG_PATHS) {
    router.get(path, (c) => {
      const type = accepts(c, {
        header: "Accept",
        supports: [AI_CATALOG_TYPE, "application/json"],
        default: "application/json",
        match: aiCatalogMediaType,
      });
      return serve(c, type === AI_CATALOG_TYPE ? asCatalog : asJson);
    });
  }

  const sitemapFile = await prepare(sitemap(site), SITEMAP_TYPE);
  router.get("/sitemap.xml", (c) => serve(c, sitemapFile));

  const robots = await prepare(robotsTxt(urls), ROBOTS_TYPE);
  router.get("/robots.txt", (c) => serve(c, robots));

  const card = JSON.stringify(serverCard(site, facts.mcp));
  const cardAsJson = await prepare(card, "application/json; charset=utf-8", SERVER_CARD_HEADERS);
  const cardAsCard = await prepare(card, CARD_MEDIA_TYPE, SERVER_CARD_HEADERS);
  for (const path of SERVER_CARD_PATHS) {
    router.get(path, (c) => serve(c, namesCardType(c.req.header("accept")) ? cardAsCard : cardAsJson));
  }

  // Routes are paths below the configured origin, which may itself carry a path prefix.
  const pathOf = (url: string): string => url.slice(urls.base.length);
  const llmsFiles: [string, string][] = [
    [urls.llms, llmsTxt(site)],
    [urls.llmsFull, llmsFullTxt(site, facts)],
    [urls.developersLlms, developersLlmsTxt(site, facts)],
  ];
  for (const [url, text] of llmsFiles) {
    const prepared = await prepare(text, TEXT_TYPE, TEXT_HEADERS);
    router.get(pathOf(url), (c) => serve(c, prepared));
  }

  return router;
};

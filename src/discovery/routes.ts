/**
 * Discovery files: catalogs, the agent skill, sitemap and robots.txt. Each is rendered once here, at start-up,
 * with a strong ETag and a day of public caching; a request is a lookup.
 */
import { Hono } from "hono";
import { accepts } from "hono/accepts";
import type { Site } from "../content/site.js";
import { prepare, prepareJson, serve, sha256Hex } from "../http/cache.js";
import { AI_CATALOG_PATHS, AI_CATALOG_TYPE, aiCatalog, aiCatalogMediaType } from "./ai-catalog.js";
import { API_CATALOG_PATH, API_CATALOG_TYPE, apiCatalog, apiCatalogLink } from "./api-catalog.js";
import { formatFiles } from "./formats/index.js";
import { ROBOTS_TYPE, robotsTxt } from "./robots.js";
import { SITEMAP_TYPE, sitemap } from "./sitemap.js";
import { profileSkill, SKILL_MD_TYPE, SKILLS_INDEX_PATH, skillsIndex } from "./skills.js";

export const createDiscoveryRouter = async (site: Site): Promise<Hono> => {
  const { urls } = site;
  const router = new Hono();

  const catalog = await prepare(JSON.stringify(apiCatalog(urls)), API_CATALOG_TYPE, { Link: apiCatalogLink(urls) });
  router.get(API_CATALOG_PATH, (c) => serve(c, catalog));

  const skill = profileSkill(site);
  const skillFile = await prepare(skill.markdown, SKILL_MD_TYPE);
  router.get(skill.path, (c) => serve(c, skillFile));
  const index = await prepareJson(skillsIndex(urls, skill, await sha256Hex(skill.markdown)));
  router.get(SKILLS_INDEX_PATH, (c) => serve(c, index));

  const manifest = JSON.stringify(aiCatalog(site, skill));
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

  for (const file of formatFiles(site)) {
    const prepared = await prepare(file.body, file.type);
    // Routes are paths below the configured origin, which may itself carry a path prefix.
    router.get(file.url.slice(urls.base.length), (c) => serve(c, prepared));
  }

  return router;
};

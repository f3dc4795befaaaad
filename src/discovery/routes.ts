/**
 * Discovery files: catalogs, the MCP server card, the llms files, the agent skill, sitemap, robots.txt and
 * security.txt, and the record in other formats (JSON Resume, feeds, vCard). Each is rendered once here, at
 * start-up, into the response table, with a strong ETag and public caching.
 */
import { isDraft, type Site } from "../content/site.js";
import { prepare, prepareJson, sha256Hex } from "../http/cache.js";
import { TEXT_HEADERS, TEXT_TYPE } from "../http/headers.js";
import type { ResponseTable } from "../http/table.js";
import type { ServiceDescription } from "../render/service-description.js";
import { AI_CATALOG_PATHS, AI_CATALOG_TYPE, aiCatalog, chooseManifest } from "./ai-catalog.js";
import { API_CATALOG_PATH, API_CATALOG_TYPE, apiCatalog, apiCatalogLink } from "./api-catalog.js";
import { formatFiles } from "./formats/index.js";
import { developersLlmsTxt, llmsFullTxt, llmsTxt } from "./llms.js";
import { ROBOTS_TYPE, robotsTxt } from "./robots.js";
import { SECURITY_TXT_PATH, SECURITY_TXT_TYPE, securityTxt } from "./security-txt.js";
import { CARD_MEDIA_TYPE, chooseCard, SERVER_CARD_HEADERS, SERVER_CARD_PATHS, serverCard } from "./server-card.js";
import { SITEMAP_TYPE, sitemap } from "./sitemap.js";
import { profileSkill, SKILL_MD_TYPE, SKILLS_INDEX_PATH, skillsIndex } from "./skills.js";

const JSON_TYPE = "application/json";

export const addDiscovery = async (
  table: ResponseTable,
  site: Site,
  facts: ServiceDescription,
  renderedAt: number,
): Promise<void> => {
  const { urls } = site;
  const add = (path: string, ...representations: Parameters<ResponseTable["add"]>[0]["representations"]) =>
    table.add({ path, representations });

  add(
    API_CATALOG_PATH,
    await prepare(JSON.stringify(apiCatalog(urls)), API_CATALOG_TYPE, { Link: apiCatalogLink(urls) }),
  );

  const skill = profileSkill(site, facts);
  add(skill.path, await prepare(skill.markdown, SKILL_MD_TYPE));
  add(SKILLS_INDEX_PATH, await prepareJson(skillsIndex(urls, skill, await sha256Hex(skill.markdown))));

  const manifest = JSON.stringify(aiCatalog(site, skill, facts));
  const negotiated = { Vary: "Accept" };
  const manifests = [
    await prepare(manifest, `${JSON_TYPE}; charset=utf-8`, negotiated),
    await prepare(manifest, AI_CATALOG_TYPE, negotiated),
  ] as const;
  for (const path of AI_CATALOG_PATHS) table.add({ path, representations: manifests, choose: chooseManifest });

  add("/sitemap.xml", await prepare(sitemap(site), SITEMAP_TYPE));
  add("/robots.txt", await prepare(robotsTxt(urls, isDraft(site)), ROBOTS_TYPE));
  add(SECURITY_TXT_PATH, await prepare(securityTxt(site, renderedAt), SECURITY_TXT_TYPE));

  const card = JSON.stringify(serverCard(site, facts.mcp));
  const cards = [
    await prepare(card, `${JSON_TYPE}; charset=utf-8`, SERVER_CARD_HEADERS),
    await prepare(card, CARD_MEDIA_TYPE, SERVER_CARD_HEADERS),
  ] as const;
  for (const path of SERVER_CARD_PATHS) table.add({ path, representations: cards, choose: chooseCard });

  // Paths below the configured origin, which may itself carry a path prefix.
  const pathOf = (url: string): string => url.slice(urls.base.length);
  add(pathOf(urls.llms), await prepare(llmsTxt(site, facts), TEXT_TYPE, TEXT_HEADERS));
  add(pathOf(urls.llmsFull), await prepare(llmsFullTxt(site, facts), TEXT_TYPE, TEXT_HEADERS));
  add(pathOf(urls.developersLlms), await prepare(developersLlmsTxt(site, facts), TEXT_TYPE, TEXT_HEADERS));
  for (const file of formatFiles(site)) add(pathOf(file.url), await prepare(file.body, file.type));
};

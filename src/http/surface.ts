/**
 * The surface a request asked for, from its path alone: what the request log, the metrics and the insights
 * report group traffic by. A pure function of the path, so the Node logger, the metrics and tests agree.
 */
import { API_PREFIX, MCP_PATH } from "../content/urls.js";
import type { Surface } from "../schema/request-log.js";
import { HEALTH_PATH } from "./health.js";

/** Files about the service for crawlers and agents, outside /.well-known/. */
const DISCOVERY_FILES = new Set([
  "/robots.txt",
  "/sitemap.xml",
  "/llms.txt",
  "/llms-full.txt",
  "/developers/llms.txt",
  "/openapi.json",
]);
/** The record in other formats (JSON Resume, feeds, vCard), by extension. */
const FORMAT_EXTENSIONS = [".json", ".xml", ".vcf", ".ics"];

export const surfaceOf = (path: string): Surface => {
  if (path === MCP_PATH) return "mcp";
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path === "/api" || path.startsWith("/api/")) {
    return "api";
  }
  if (path === HEALTH_PATH) return "health";
  if (DISCOVERY_FILES.has(path) || path.startsWith("/.well-known/") || path.startsWith(`${MCP_PATH}/`)) {
    return "discovery";
  }
  if (path.startsWith("/assets/")) return "asset";
  if (path.endsWith(".md")) return "markdown";
  if (FORMAT_EXTENSIONS.some((extension) => path.endsWith(extension))) return "format";
  // Everything else is a page or a page that does not exist (its 404 is a page too).
  return path.startsWith("/") ? "page" : "other";
};

/**
 * Every public URL the service publishes, built from the configured origin in one place, so that the API,
 * MCP, pages and discovery files can never disagree about where something lives.
 */

import type { CollectionAnchor } from "../schema/collections.js";
import type { ChapterId } from "../schema/common.js";
import type { ErrorCode } from "../schema/error.js";

/** Kinds of record that have an anchor on /agent; the anchor is `<kind>-<id>`. */
export type AnchorKind = "chapter" | CollectionAnchor;

export const API_PREFIX = "/api/v1";
export const MCP_PATH = "/mcp";
export const SERVER_CARD_PATH = `${MCP_PATH}/server-card`;

/** Pages that have a Markdown twin, by path. `/` has its twin at /index.md. */
export const PAGE_PATHS = ["/", "/agent", "/resume", "/about", "/contact", "/privacy", "/developers"] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

/** The résumé as a PDF, drawn at build time with the images (src/media/resume-pdf.ts). */
export const RESUME_PDF_PATH = "/resume.pdf";

export const markdownPath = (pagePath: string): string => (pagePath === "/" ? "/index.md" : `${pagePath}.md`);
export const storyPath = (id: ChapterId): string => `/story/${id}`;
export const anchorId = (kind: AnchorKind, id: string): string => `${kind}-${id}`;

export const makeUrls = (origin: string) => {
  const base = origin.replace(/\/+$/, "");
  const at = (path: string): string => `${base}${path}`;
  return {
    base,
    at,
    home: at("/"),
    agent: at("/agent"),
    agentMarkdown: at("/agent.md"),
    resume: at("/resume"),
    resumeJson: at("/resume.json"),
    resumePdf: at(RESUME_PDF_PATH),
    feed: at("/feed.xml"),
    jsonFeed: at("/feed.json"),
    vcard: at("/contact.vcf"),
    contact: at("/contact"),
    developers: at("/developers"),
    errors: at("/developers/errors"),
    errorDoc: (code: ErrorCode): string => at(`/developers/errors#${code}`),
    llms: at("/llms.txt"),
    llmsFull: at("/llms-full.txt"),
    developersLlms: at("/developers/llms.txt"),
    openapi: at("/openapi.json"),
    apiCatalog: at("/.well-known/api-catalog"),
    mcp: at(MCP_PATH),
    serverCard: at(SERVER_CARD_PATH),
    sitemap: at("/sitemap.xml"),
    api: at(API_PREFIX),
    apiPath: (path: string): string => at(`${API_PREFIX}${path}`),
    chapterApi: (id: ChapterId): string => at(`${API_PREFIX}/chapters/${id}`),
    story: (id: ChapterId): string => at(storyPath(id)),
    storyMarkdown: (id: ChapterId): string => at(`${storyPath(id)}.md`),
    homeChapter: (id: ChapterId): string => at(`/#${anchorId("chapter", id)}`),
    onAgent: (kind: AnchorKind, id: string): string => at(`/agent#${anchorId(kind, id)}`),
    markdownOf: (pagePath: string): string => at(markdownPath(pagePath)),
  };
};
export type Urls = ReturnType<typeof makeUrls>;

/**
 * The /api/v1 router. Every response but search is rendered once here, at start-up, with its ETag; a request
 * is a lookup. Route contracts are registered for the OpenAPI document from the same objects.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Site } from "../content/site.js";
import { NO_STORE, type Prepared, prepareJson, serve } from "../http/cache.js";
import { ApiError } from "../http/errors.js";
import { BASE_HEADERS } from "../http/headers.js";
import {
  chapterBody,
  chapterListBody,
  chapterNotFoundHint,
  practicesBody,
  profileBody,
  projectsBody,
  searchBody,
  talksBody,
  timelineBody,
  writingBody,
} from "../render/envelope.js";
import type { EndpointInfo } from "../render/facts.js";
import type { SearchIndex } from "../search/index.js";
import { apiIndexBody, getApiIndex } from "./api-index.js";
import { getChapter, listChapters } from "./chapters.js";
import { listPractices, listProjects, listTalks, listTimeline, listWriting } from "./collections.js";
import { getProfile } from "./profile.js";
import { parseSearchParams, searchSite } from "./search.js";

const ROUTES = [
  getApiIndex,
  getProfile,
  listChapters,
  getChapter,
  listTimeline,
  listTalks,
  listWriting,
  listProjects,
  listPractices,
  searchSite,
];

const EXAMPLES: Record<string, string> = {
  getChapter: "/api/v1/chapters/org-d",
  searchSite: "/api/v1/search?q=design+systems",
};

export const ENDPOINTS: readonly EndpointInfo[] = ROUTES.map((route) => ({
  operationId: route.operationId ?? "",
  path: route.path,
  summary: route.summary ?? "",
  example: EXAMPLES[route.operationId ?? ""] ?? route.path,
}));

const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ":$1");

/** `headers`: what every successful API response carries (policy, Link, lifecycle), baked into each one. */
export const createApiRouter = async (
  site: Site,
  index: SearchIndex,
  headers: Readonly<Record<string, string>>,
): Promise<OpenAPIHono> => {
  const router = new OpenAPIHono();
  for (const route of ROUTES) router.openAPIRegistry.registerPath(route);

  const fixed: [string, unknown][] = [
    [getApiIndex.path, apiIndexBody(site, ENDPOINTS)],
    [getProfile.path, profileBody(site)],
    [listChapters.path, chapterListBody(site)],
    [listTimeline.path, timelineBody(site)],
    [listTalks.path, talksBody(site)],
    [listWriting.path, writingBody(site)],
    [listProjects.path, projectsBody(site)],
    [listPractices.path, practicesBody(site)],
  ];
  for (const [path, body] of fixed) {
    const prepared = await prepareJson(body, headers);
    router.get(path, (c) => serve(c, prepared));
  }

  const chapters = new Map<string, Prepared>();
  for (const chapter of site.chapters) chapters.set(chapter.id, await prepareJson(chapterBody(site, chapter), headers));
  router.get(honoPath(getChapter.path), (c) => {
    const id = c.req.param("id") ?? "";
    const prepared = chapters.get(id);
    if (!prepared) {
      throw new ApiError("chapter_not_found", {
        message: `No chapter has the id "${id.slice(0, 100)}".`,
        hint: chapterNotFoundHint,
      });
    }
    return serve(c, prepared);
  });

  router.get(searchSite.path, (c) =>
    c.json(searchBody(site, index, parseSearchParams(c.req.query())), 200, {
      ...BASE_HEADERS,
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": NO_STORE,
    }),
  );

  return router;
};

/**
 * The /api/v1 responses. Every one but search is rendered once here, at start-up, into the response table; the
 * router keeps what must run per request: search, and the 404 of an unknown chapter id. Route contracts are
 * registered for the OpenAPI document from the same objects.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { chapterNotFoundHint, exampleChapterId, exampleSearchPath, type Site } from "../content/site.js";
import { answerCache } from "../http/answer-cache.js";
import { NO_STORE, prepareJson } from "../http/cache.js";
import { ApiError } from "../http/errors.js";
import { BASE_HEADERS } from "../http/headers.js";
import { remember } from "../http/memo.js";
import type { AppObserver } from "../http/observer.js";
import { queryValues } from "../http/query-string.js";
import type { RateLimitPolicy } from "../http/rate-limit/policy.js";
import type { ResponseTable } from "../http/table.js";
import { rawQuery } from "../http/trailing-slash.js";
import { chapterBody, chapterListBody, collectionBody, profileBody } from "../render/envelope.js";
import type { EndpointInfo } from "../render/service-description.js";
import { type LogFields, searchLogFields } from "../schema/request-log.js";
import type { SearchIndex } from "../search/index.js";
import { apiIndexBody, getApiIndex } from "./api-index.js";
import { getChapter, listChapters } from "./chapters.js";
import { LIST_ROUTES } from "./collections.js";
import { getProfile } from "./profile.js";
import { answerSearch, searchSite } from "./search.js";

const ROUTES = [
  getApiIndex,
  getProfile,
  listChapters,
  getChapter,
  ...LIST_ROUTES.map(({ route }) => route),
  searchSite,
];

/** An example URL path of each route on this record: one of its own chapter ids, words it holds. */
const exampleOf = (site: Site, route: (typeof ROUTES)[number]): string =>
  route === getChapter
    ? getChapter.path.replace("{id}", exampleChapterId(site))
    : route === searchSite
      ? exampleSearchPath(site)
      : route.path;

/** Every endpoint, with an example URL that answers on this record. */
export const endpointsOf = (site: Site): readonly EndpointInfo[] =>
  ROUTES.map((route) => ({
    operationId: route.operationId ?? "",
    path: route.path,
    summary: route.summary ?? "",
    example: exampleOf(site, route),
  }));

const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ":$1");

/**
 * Every /api/v1 response but search, rendered into the table. `headers`: what every successful API response
 * carries (policy, Link, lifecycle), baked into each one; `policy`: the fair-use quota the index states.
 */
export const addApiResponses = async (
  site: Site,
  headers: Readonly<Record<string, string>>,
  table: ResponseTable,
  policy: RateLimitPolicy,
): Promise<void> => {
  const fixed: [string, unknown][] = [
    [getApiIndex.path, apiIndexBody(site, endpointsOf(site), policy)],
    [getProfile.path, profileBody(site)],
    [listChapters.path, chapterListBody(site)],
    ...LIST_ROUTES.map(({ key, route }): [string, unknown] => [route.path, collectionBody(site, key)]),
  ];
  for (const chapter of site.chapters) {
    fixed.push([getChapter.path.replace("{id}", chapter.id), chapterBody(site, chapter)]);
  }
  for (const [path, body] of fixed) table.add({ path, representations: [await prepareJson(body, headers)] });
};

/** A search answer kept as written: the body's bytes and the search's facts for the log. */
export interface KeptSearch {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly facts: LogFields;
}

export interface ApiRoutes {
  readonly router: OpenAPIHono;
  /** The headers every search answer carries but the quota's. */
  readonly searchHeaders: Readonly<Record<string, string>>;
  /** The answer kept for a search's query string (as sent, from its "?"), if any; reading it changes nothing. */
  readonly keptSearch: (query: string) => KeptSearch | undefined;
}

/**
 * The routes that run per request (search, an unknown chapter id), with every route's contract registered.
 * `observer` is told each search's facts (for the request log) and whether the answer cache answered.
 */
export const createApiRouter = (
  site: Site,
  index: () => SearchIndex,
  headers: Readonly<Record<string, string>>,
  observer: AppObserver = {},
): ApiRoutes => {
  const router = new OpenAPIHono();
  for (const route of ROUTES) router.openAPIRegistry.registerPath(route);

  // Known ids are table hits and never reach this route.
  router.get(honoPath(getChapter.path), (c) => {
    const id = c.req.param("id") ?? "";
    throw new ApiError("chapter_not_found", {
      message: `No chapter has the id "${id.slice(0, 100)}".`,
      hint: chapterNotFoundHint(site),
    });
  });

  // Keyed by the query string as sent: the same string always parses to the same search. The search's facts
  // for the log are kept beside the written body, so a repeat reports them without searching again. The body is
  // kept as bytes, so a repeat is not measured and encoded again.
  const answers = answerCache<KeptSearch>((answer) => answer.body.byteLength);
  const { logFields, answerCache: cacheEvent } = observer;
  const encoder = new TextEncoder();
  const searchHeaders = {
    ...BASE_HEADERS,
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": NO_STORE,
  };
  router.get(searchSite.path, (c) => {
    let missed = false;
    const query = rawQuery(c.req.url);
    const { body, facts } = remember(answers, query, () => {
      missed = true;
      const { params, found, body } = answerSearch(site, index(), queryValues(query));
      return { body: encoder.encode(body), facts: searchLogFields(params.q, found.data) };
    });
    cacheEvent?.("search", !missed);
    logFields?.(c, facts);
    return c.body(body, 200, searchHeaders);
  });

  return { router, searchHeaders, keptSearch: (query) => answers.get(query) };
};

/** searchSite: keyword search over every record type (docs/contract.md#search-parameters-and-rules). */
import { createRoute } from "@hono/zod-openapi";
import { missingQueryHint, type Site } from "../content/site.js";
import { ApiError } from "../http/errors.js";
import { searchBody } from "../render/envelope.js";
import { SearchResponse } from "../schema/envelope.js";
import { codePoints, QUERY_LENGTH, REST_LIMIT, SearchQuery } from "../schema/search.js";
import { SEARCH_TYPES } from "../schema/search-type.js";
import type { SearchIndex } from "../search/index.js";
import { COUNTED_HEADERS, errorResponses, jsonOk } from "./contract.js";

export const searchSite = createRoute({
  operationId: "searchSite",
  method: "get",
  path: "/api/v1/search",
  tags: ["Search"],
  summary: "Search everything by keyword",
  description: `Best matches first across the profile, chapters, timeline, talks, writing, press, projects, practices and quick answers. Counts against the fair-use quota per client (RateLimit-Policy).`,
  request: { query: SearchQuery },
  responses: {
    200: jsonOk("Results, best first.", SearchResponse, COUNTED_HEADERS),
    ...errorResponses(["missing_parameter", "invalid_parameter"]),
  },
});

const PARAMETER_HINTS: Record<keyof SearchQuery, (value: string) => string> = {
  q: (value) =>
    `q must be ${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters long; this one has ${codePoints(value)}.`,
  limit: () =>
    `limit must be a whole number from ${REST_LIMIT.min} to ${REST_LIMIT.max} (default ${REST_LIMIT.default}).`,
  type: () => `type must be one of: ${SEARCH_TYPES.join(", ")}; leave it out to search every type.`,
};

const SEARCH_PARAMETERS = SearchQuery.keyof().options;

/**
 * Query string (every value of each parameter) → validated options, or the contract's 400 naming the first bad
 * parameter. Each parameter takes one value: a repeated one is refused rather than one of its values silently
 * picked, so `type=talk&type=press` never answers as if only one filter had been asked for.
 */
export const parseSearchParams = (query: Record<string, readonly string[] | undefined>, site: Site): SearchQuery => {
  if (query.q === undefined) {
    throw new ApiError("missing_parameter", {
      message: "The required parameter q is missing.",
      hint: missingQueryHint(site, QUERY_LENGTH),
    });
  }
  const repeated = SEARCH_PARAMETERS.find((key) => (query[key]?.length ?? 0) > 1);
  if (repeated) {
    throw new ApiError("invalid_parameter", {
      message: `The parameter ${repeated} is given ${query[repeated]?.length} times; it takes one value.`,
      hint: `Send ${repeated} only once in the query string.`,
    });
  }
  const params = Object.fromEntries(SEARCH_PARAMETERS.map((key) => [key, query[key]?.[0]]));
  const parsed = SearchQuery.safeParse(params);
  if (parsed.success) return parsed.data;
  const name = SEARCH_PARAMETERS.find((key) => parsed.error.issues.some((issue) => issue.path[0] === key)) ?? "q";
  throw new ApiError("invalid_parameter", {
    message: `The parameter ${name} is out of range or not an allowed value.`,
    hint: PARAMETER_HINTS[name](params[name] ?? ""),
  });
};

/**
 * One search request's answer from its query string: the parameters, the envelope and its JSON. The route serves
 * it; the Workers warm-up (app.ts `warm`) runs it once at start, so a fresh isolate's first search is warm.
 */
export const answerSearch = (site: Site, index: SearchIndex, query: Record<string, readonly string[] | undefined>) => {
  const params = parseSearchParams(query, site);
  const found = searchBody(site, index, params);
  return { params, found, body: JSON.stringify(found) };
};

/** Search (docs/contract.md#searchresult, #search-parameters-and-rules): the query parameters and the result record. */
import { z } from "@hono/zod-openapi";
import { enumOrNull, Uri } from "./common.js";
import { ListMeta } from "./meta.js";
import { SEARCH_TYPES, SearchType } from "./search-type.js";

export const QUERY_LENGTH = { min: 2, max: 200 } as const;
export const REST_LIMIT = { min: 1, max: 50, default: 10 } as const;
export const MCP_LIMIT = { min: 1, max: 20, default: 8 } as const;

/** JSON Schema counts code points, JavaScript's length counts UTF-16 units: count what the contract counts. */
export const codePoints = (s: string): number => [...s].length;

/**
 * What a result's `api` holds, said once for the schema, the MCP search tool and the skill: only the profile and
 * chapters have an endpoint of their own, so for any other record it is the list to find the record in by id.
 */
export const SEARCH_API_FIELD =
  "the record in this API: the profile or the chapter itself, else the list that holds the record (find it there by id); null when the record has no endpoint of its own";

export const SearchResult = z
  .object({
    type: SearchType,
    id: z.string().describe("record id"),
    title: z.string(),
    snippet: z.string().describe("the sentence that matched"),
    url: Uri.describe("page to read and cite"),
    api: Uri.nullable().describe(SEARCH_API_FIELD),
    score: z.int().min(0).describe("relevance; higher is better"),
  })
  .openapi("SearchResult");
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchMeta = ListMeta.extend({
  query: z.string().describe("the query as received"),
  limit: z.int().min(1).max(50).describe("the limit applied"),
  type: enumOrNull(SEARCH_TYPES).describe("the type filter applied, or null"),
  suggestions: z
    .array(z.string())
    .optional()
    .describe(
      "only when nothing was found: words the site uses, to search instead: close to the query's words when the site has such words, else its most common ones",
    ),
}).openapi("SearchMeta");
export type SearchMeta = z.infer<typeof SearchMeta>;

const QUERY_RULE = `a string of ${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters`;

/**
 * The query text rule shared by the REST `q` and the MCP `query` (and `find_talks`' topic). A missing one is said
 * to be required, not "expected string, received undefined": MCP clients relay these messages to a model.
 */
export const queryText = (description: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is required, ${QUERY_RULE}` : `must be ${QUERY_RULE}`) })
    .refine((s) => codePoints(s) >= QUERY_LENGTH.min && codePoints(s) <= QUERY_LENGTH.max, {
      message: `must be ${QUERY_LENGTH.min} to ${QUERY_LENGTH.max} characters`,
    })
    .openapi({ minLength: QUERY_LENGTH.min, maxLength: QUERY_LENGTH.max, description, example: "design systems" });

/**
 * Query strings arrive as text: accept only plain decimal digits (any number of them, leading zeros included, as
 * `0010` is 10), then apply the numeric bounds.
 */
const limitParam = z
  .string()
  .regex(/^[0-9]+$/, `must be a whole number from ${REST_LIMIT.min} to ${REST_LIMIT.max}`)
  .transform(Number)
  .pipe(z.int().min(REST_LIMIT.min).max(REST_LIMIT.max))
  .optional()
  .openapi({
    type: "integer",
    minimum: REST_LIMIT.min,
    maximum: REST_LIMIT.max,
    default: REST_LIMIT.default,
    description: "maximum number of results",
  });

export const SearchQuery = z.object({
  q: queryText("search words, 2 to 200 characters").openapi({ param: { name: "q", in: "query", required: true } }),
  limit: limitParam.openapi({ param: { name: "limit", in: "query", required: false } }),
  type: z
    .enum(SEARCH_TYPES)
    .optional()
    .openapi({
      param: { name: "type", in: "query", required: false },
      description: "restrict results to one type",
    }),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

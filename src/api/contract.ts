/**
 * Pieces every route contract shares: JSON bodies, the documented headers, and one error response per
 * status with an example for each code that can produce it.
 */
import type { RouteConfig, z } from "@hono/zod-openapi";
import { ApiError, ERROR_CATALOGUE, errorBody } from "../http/errors.js";
import { ALLOWED_METHODS } from "../http/headers.js";
import { preconditionFailedBody } from "../http/precondition.js";
import { ErrorBody, type ErrorCode } from "../schema/error.js";

type ResponseConfig = Exclude<RouteConfig["responses"][string], { $ref: string }>;

const header = (description: string, schema: Record<string, unknown> = { type: "string" }) => ({ description, schema });

const COMMON_HEADERS = {
  "RateLimit-Policy": header('The fair-use policy: `"<name>";q=<requests per window>;w=<window in seconds>`.'),
  "Access-Control-Allow-Origin": header("CORS: always `*`."),
};

const ETAG = {
  ETag: header(
    "Strong validator of the body; send it back in If-None-Match to get a 304, or in If-Match to get the body only while it is current (else 412).",
  ),
};

/** Headers of every 200; cacheable responses add their ETag, search (never cached) its quota instead. */
const SUCCESS_HEADERS = {
  ...COMMON_HEADERS,
  "RateLimit-Limit": header("Requests allowed per window.", { type: "integer" }),
  Link: header("Links to the OpenAPI document (service-desc), the docs (service-doc) and the API catalog."),
  "Cache-Control": header("Caching rule: public for up to a day, or no-store on search."),
};

export const CACHED_HEADERS = { ...SUCCESS_HEADERS, ...ETAG };

export const COUNTED_HEADERS = {
  ...SUCCESS_HEADERS,
  RateLimit: header('Quota left in this window: `"<name>";r=<remaining>;t=<seconds to reset>`.'),
};

/**
 * A stand-in for the examples' docs URLs: the routes are declared once for every deployment, and the document
 * each deployment serves writes its own origin, hints and quota into them (discovery/openapi.ts).
 */
const EXAMPLE_DOCS = (code: ErrorCode): string => `https://example.com/developers/errors#${code}`;

export const jsonOk = (
  description: string,
  schema: z.ZodType,
  headers: ResponseConfig["headers"] = CACHED_HEADERS,
): ResponseConfig => ({
  description,
  headers,
  content: { "application/json": { schema } },
});

export const NOT_MODIFIED: ResponseConfig = {
  description: "Not modified: the ETag sent in If-None-Match still matches.",
  headers: ETAG,
};

/** A failed If-Match on a cacheable response (http/precondition.ts). */
export const PRECONDITION_FAILED: ResponseConfig = {
  description: "Precondition failed: the ETag sent in If-Match is not the current one (strong comparison).",
  headers: COMMON_HEADERS,
  content: {
    "application/json": {
      schema: ErrorBody,
      examples: { invalid_parameter: { value: preconditionFailedBody(EXAMPLE_DOCS) } },
    },
  },
};

/** Error responses for the given codes, plus the four every endpoint can answer (404, 405, 429, 500). */
export const errorResponses = (codes: readonly ErrorCode[] = []): Record<number, ResponseConfig> => {
  const all = [...new Set<ErrorCode>([...codes, "not_found", "method_not_allowed", "rate_limited", "internal_error"])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of all) {
    const status = ERROR_CATALOGUE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, statusCodes]) => [
      status,
      {
        description: statusCodes.map((code) => ERROR_CATALOGUE[code].title).join(" or "),
        headers: {
          ...COMMON_HEADERS,
          ...(status === 405 ? { Allow: header(`Allowed methods: \`${ALLOWED_METHODS}\`.`) } : {}),
          ...(status === 429
            ? {
                "Retry-After": header("Seconds to wait before retrying.", { type: "integer" }),
                RateLimit: COUNTED_HEADERS.RateLimit,
              }
            : {}),
          ...(status === 500 ? { "X-Request-Id": header("Quote it when reporting the failure.") } : {}),
        },
        content: {
          "application/json": {
            schema: ErrorBody,
            examples: Object.fromEntries(
              statusCodes.map((code) => [code, { value: errorBody(new ApiError(code), EXAMPLE_DOCS) }]),
            ),
          },
        },
      } satisfies ResponseConfig,
    ]),
  );
};

/**
 * The error catalogue (docs/contract.md#errors): code → status, message, hint. Code anywhere throws `ApiError(code)`;
 * `errorParts` is the one place that writes the body (`renderError` sends it), so every /api error has the same
 * shape.
 */
import type { ErrorBody, ErrorCode } from "../schema/error.js";
import { BASE_HEADERS } from "./headers.js";
import { quotaText, type RateLimitPolicy } from "./rate-limit/policy.js";

export interface ErrorEntry {
  readonly status: 400 | 404 | 405 | 429 | 500;
  readonly title: string;
  readonly message: string;
  readonly hint: string;
}

export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorEntry>> = {
  not_found: {
    status: 404,
    title: "Not found",
    message: "No API resource exists at this path.",
    hint: "Check the path against the endpoint list at /api/v1 or /openapi.json.",
  },
  chapter_not_found: {
    status: 404,
    title: "Chapter not found",
    message: "No chapter has the requested id.",
    // The response names the site's own ids (api/index.ts); this is the catalogue's general form.
    hint: "Use one of the chapter ids that /api/v1/chapters lists.",
  },
  missing_parameter: {
    status: 400,
    title: "Missing parameter",
    message: "A required parameter is missing.",
    hint: "Add the required parameter; search needs q, for example /api/v1/search?q=design.",
  },
  invalid_parameter: {
    status: 400,
    title: "Invalid parameter",
    message: "A parameter is out of range or not one of the allowed values.",
    hint: "Check the parameter against the allowed values in /openapi.json.",
  },
  method_not_allowed: {
    status: 405,
    title: "Method not allowed",
    message: "The API is read-only and does not accept this method.",
    hint: "Use GET (or HEAD, or OPTIONS for CORS preflight).",
  },
  rate_limited: {
    status: 429,
    title: "Rate limited",
    message: "This client is over the fair-use quota its RateLimit-Policy header states.",
    hint: "Wait the number of seconds in the Retry-After header, then retry.",
  },
  internal_error: {
    status: 500,
    title: "Internal error",
    message: "The server failed unexpectedly.",
    hint: "Retry later; if it keeps failing, report it with the X-Request-Id header value.",
  },
};

/** The 429 message, stating the quota the app enforces. */
export const rateLimitedMessage = (policy: RateLimitPolicy): string =>
  `This client is over the fair-use quota of ${quotaText(policy)}.`;

/** An error with a catalogue code; `message` and `hint` may be made specific to the request. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: { message?: string; hint?: string; headers?: Record<string, string> } = {},
  ) {
    super(detail.message ?? ERROR_CATALOGUE[code].message);
    this.name = "ApiError";
  }

  get status(): ErrorEntry["status"] {
    return ERROR_CATALOGUE[this.code].status;
  }
}

/** What every error response carries besides its own headers: JSON, never cached. */
export const ERROR_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  ...BASE_HEADERS,
};

/**
 * The Error shape (docs/contract.md#errors) from its parts: the one writer of it, for the catalogue's errors and
 * for the refusals whose status the catalogue does not give (414, 412, 505…).
 */
export const errorShape = (
  { status, code, message, hint }: Omit<ErrorBody["error"], "docs">,
  docsUrl: (code: ErrorCode) => string,
): ErrorBody => ({ error: { status, code, message, hint, docs: docsUrl(code) } });

export const errorBody = (error: ApiError, docsUrl: (code: ErrorCode) => string): ErrorBody => {
  const entry = ERROR_CATALOGUE[error.code];
  return errorShape(
    {
      status: entry.status,
      code: error.code,
      message: error.detail.message ?? entry.message,
      hint: error.detail.hint ?? entry.hint,
    },
    docsUrl,
  );
};

/** An error's status, headers and JSON body: what `renderError` sends, and what a runtime may write without it. */
export const errorParts = (
  error: ApiError,
  docsUrl: (code: ErrorCode) => string,
  headers: Record<string, string> = {},
): { status: number; headers: Record<string, string>; body: string } => ({
  status: error.status,
  headers: { ...ERROR_HEADERS, ...headers, ...error.detail.headers },
  body: JSON.stringify(errorBody(error, docsUrl)),
});

/** The one error renderer: JSON body, status from the catalogue, never cached. */
export const renderError = (
  error: ApiError,
  docsUrl: (code: ErrorCode) => string,
  headers: Record<string, string> = {},
): Response => {
  const parts = errorParts(error, docsUrl, headers);
  return new Response(parts.body, { status: parts.status, headers: parts.headers });
};

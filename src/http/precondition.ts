/**
 * The answer to a failed If-Match (RFC 9110 §13.1.1, §15.5.13): the client asked for a representation only if it
 * is still the one it holds, and it is not. The Error shape carries `invalid_parameter`, as the other refusals of
 * a header's value do (417, 431): the catalogue's codes are fixed (docs/contract.md#errors), and the status says
 * the rest. Made once per table, as the responses it stands beside are.
 */
import type { ErrorBody, ErrorCode } from "../schema/error.js";
import { ERROR_HEADERS, errorShape } from "./errors.js";
import { DEFAULT_POLICY, policyHeader, type RateLimitPolicy } from "./rate-limit/policy.js";

const STATUS = 412 as const;
const CODE: ErrorCode = "invalid_parameter";

/**
 * A response as the table gives it: table.ts's TableResponse, which imports this module, written again here as the
 * dependency rule refuses an import cycle, type imports included.
 */
interface Failed {
  readonly status: typeof STATUS;
  readonly body: Uint8Array<ArrayBuffer> | null;
  readonly headers: Readonly<Record<string, string>>;
}

export interface PreconditionFailed {
  readonly get: Failed;
  /** The same headers with the GET's Content-Length, and no body. */
  readonly head: Failed;
}

/** The 412's body: what is served, and the example /openapi.json shows. */
export const preconditionFailedBody = (docsUrl: (code: ErrorCode) => string): ErrorBody =>
  errorShape(
    {
      status: STATUS,
      code: CODE,
      message: "The If-Match header names no current ETag of this resource: it has changed since it was read.",
      hint: "Read the resource again and send its ETag in If-Match, or send the request without If-Match.",
    },
    docsUrl,
  );

export const preconditionFailed = (
  docsUrl: (code: ErrorCode) => string,
  policy: RateLimitPolicy = DEFAULT_POLICY,
): PreconditionFailed => {
  const body = new TextEncoder().encode(JSON.stringify(preconditionFailedBody(docsUrl)));
  const headers = { ...ERROR_HEADERS, "RateLimit-Policy": policyHeader(policy) };
  return {
    get: { status: STATUS, body, headers },
    head: { status: STATUS, body: null, headers: { ...headers, "Content-Length": String(body.byteLength) } },
  };
};

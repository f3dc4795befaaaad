/**
 * The quota's messages and headers on /mcp, written from the policy the limiter counts against. A refusal's
 * JSON-RPC error carries, as `data`, the contract's error object for it (code `rate_limited`, as search's 429 says
 * it), so a client tells the quota from other server errors by code rather than by reading the message.
 */
import { ApiError, errorBody as apiErrorBody, rateLimitedMessage } from "../../http/errors.js";
import type { RateLimitDecision } from "../../http/rate-limit/limiter.js";
import { quotaText, type RateLimitPolicy, rateLimitHeader } from "../../http/rate-limit/policy.js";
import type { ErrorCode } from "../../schema/error.js";
import { type AnswerParts, errorBody, JSONRPC_SERVER_ERROR, jsonParts } from "./jsonrpc.js";

export const quotaAnswers = (policy: RateLimitPolicy, docsUrl: (code: ErrorCode) => string) => {
  const rateLimited = apiErrorBody(
    new ApiError("rate_limited", { message: rateLimitedMessage(policy) }),
    docsUrl,
  ).error;
  /** One refused message's error, answering `id`. */
  const tooManyRequests = (decision: RateLimitDecision, id: string | number | null = null) =>
    errorBody(
      JSONRPC_SERVER_ERROR,
      `Too Many Requests: over the fair-use quota of ${quotaText(policy)}; retry in ${decision.resetSeconds} seconds.`,
      id,
      rateLimited,
    );
  /** The RateLimit header every counted answer carries. */
  const quotaHeader = (decision: RateLimitDecision): string =>
    rateLimitHeader(policy, decision.remaining, decision.resetSeconds);
  /** `id`: the refused request's, when it has one to answer. */
  const limitedParts = (decision: RateLimitDecision, id?: string | number): AnswerParts =>
    jsonParts(429, tooManyRequests(decision, id), {
      RateLimit: quotaHeader(decision),
      "Retry-After": String(decision.resetSeconds),
    });
  const limited = (decision: RateLimitDecision, id?: string | number): Response => {
    const parts = limitedParts(decision, id);
    return new Response(parts.body, parts);
  };
  const withQuota = (response: Response, decision: RateLimitDecision): Response => {
    response.headers.set("RateLimit", quotaHeader(decision));
    return response;
  };
  return { tooManyRequests, quotaHeader, limitedParts, limited, withQuota };
};

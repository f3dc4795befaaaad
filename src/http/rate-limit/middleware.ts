/** Counts a request against the client's quota and writes the RateLimit headers; over quota stops it. */
import type { Context, MiddlewareHandler } from "hono";
import { ApiError, rateLimitedMessage } from "../errors.js";
import type { Limiter, RateLimitDecision } from "./limiter.js";
import { type RateLimitPolicy, rateLimitHeader } from "./policy.js";

export type LimitedResponder = (c: Context, decision: RateLimitDecision, headers: Record<string, string>) => Response;

/** The RateLimit header of a counted request, and the headers and error of a refused one. */
export const quotaVerdict = (policy: RateLimitPolicy, decision: RateLimitDecision) => {
  const header = rateLimitHeader(policy, decision.remaining, decision.resetSeconds);
  const refused = { RateLimit: header, "Retry-After": String(decision.resetSeconds) };
  return {
    header,
    refused,
    error: () => new ApiError("rate_limited", { message: rateLimitedMessage(policy), headers: refused }),
  };
};

export const rateLimit = (
  limiter: Limiter,
  identify: (c: Context) => string,
  onLimited?: LimitedResponder,
): MiddlewareHandler => {
  return async (c, next) => {
    const decision = await limiter.hit(identify(c));
    const { header, refused, error } = quotaVerdict(limiter.policy, decision);
    if (!decision.allowed) {
      if (onLimited) return onLimited(c, decision, refused);
      throw error();
    }
    // Given before the handler builds its response, the header goes into it as it is made; set afterwards on
    // c.res it would make the Node adapter rebuild the response and stream its body (about a third of a search).
    // An error rendered by onError is a response of its own, so it gets the header afterwards.
    c.header("RateLimit", header);
    await next();
    if (c.error) c.res.headers.set("RateLimit", header);
  };
};

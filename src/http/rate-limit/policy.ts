/**
 * The fair-use policy (docs/contract.md#fair-use), its header syntax (draft-ietf-httpapi-ratelimit-headers: Structured
 * Field lists, the policy name a quoted string). `DEFAULT_POLICY` is the one declaration of the quota; an app
 * may be built with another, and every header, message and document is written from the policy it was given.
 */
export interface RateLimitPolicy {
  readonly name: string;
  readonly quota: number;
  readonly windowSeconds: number;
}

export const DEFAULT_POLICY = { name: "svc-public", quota: 120, windowSeconds: 60 } as const satisfies RateLimitPolicy;

/** The `RateLimit-Policy` value: `"svc-public";q=120;w=60`. */
export const policyHeader = (policy: RateLimitPolicy): string =>
  `"${policy.name}";q=${policy.quota};w=${policy.windowSeconds}`;

/** The `RateLimit` value of one counted response. */
export const rateLimitHeader = (policy: RateLimitPolicy, remaining: number, resetSeconds: number): string =>
  `"${policy.name}";r=${remaining};t=${resetSeconds}`;

/** The quota in words: "120 requests per 60 seconds". */
export const quotaText = (policy: RateLimitPolicy): string =>
  `${policy.quota} requests per ${policy.windowSeconds} seconds`;

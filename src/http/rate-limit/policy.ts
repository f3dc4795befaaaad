/**
 * The fair-use policy (SPEC §8) and its header syntax (draft-ietf-httpapi-ratelimit-headers: Structured
 * Field lists, the policy name a quoted string).
 */
export interface RateLimitPolicy {
  readonly name: string;
  readonly quota: number;
  readonly windowSeconds: number;
}

export const POLICY = { name: "svc-public", quota: 120, windowSeconds: 60 } as const satisfies RateLimitPolicy;

export const RATE_LIMIT_POLICY_HEADER = `"${POLICY.name}";q=${POLICY.quota};w=${POLICY.windowSeconds}`;

export const rateLimitHeader = (remaining: number, resetSeconds: number): string =>
  `"${POLICY.name}";r=${remaining};t=${resetSeconds}`;

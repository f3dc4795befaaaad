/** Spending a client's quota against the real clock: windows are aligned to it, so start one with time to spare. */
import type { Fetch } from "../support/contract.js";

/** Enough for a whole quota's worth of requests inside workerd with seconds to spare. */
const MARGIN_SECONDS = 15;
const SEARCH = "/api/v1/search?q=design";

export const rateLimitOf = (res: Response): { remaining: number; reset: number } => {
  const match = /;r=(\d+);t=(\d+)$/.exec(res.headers.get("ratelimit") ?? "");
  if (!match) throw new Error(`no RateLimit header on ${res.status} ${res.url}`);
  return { remaining: Number(match[1]), reset: Number(match[2]) };
};

/** Searches until the client has nothing left in the current window; returns that window's seconds left. */
export const spendQuota = async (fetcher: Fetch): Promise<number> => {
  let state = rateLimitOf(await fetcher(SEARCH));
  if (state.reset < MARGIN_SECONDS) {
    await new Promise((resolve) => setTimeout(resolve, state.reset * 1000));
    state = rateLimitOf(await fetcher(SEARCH));
  }
  while (state.remaining > 0) state = rateLimitOf(await fetcher(SEARCH));
  return state.reset;
};

/**
 * GET /api/v1/search for a runtime that reads requests and writes answers itself (the Node server's
 * src/node/search-listener.ts), when the answer to the query string is already kept: the quota counted, the answer
 * cache and the log told, and the answer or the quota's 429 written with the app's status, headers and bytes, as
 * the route and the app's error handler make them (test/security/search-fast-path.test.ts compares the two). A
 * query string with no kept answer (a first search, a bad parameter, which is never kept) is left to the app
 * before anything is counted.
 */
import { errorParts } from "../http/errors.js";
import type { AppObserver } from "../http/observer.js";
import type { Limiter } from "../http/rate-limit/limiter.js";
import { quotaVerdict } from "../http/rate-limit/middleware.js";
import type { WrittenReply } from "../http/written-answer.js";
import type { ErrorCode } from "../schema/error.js";
import type { LogFields } from "../schema/request-log.js";
import type { ApiRoutes } from "./index.js";

export interface SearchRequest {
  /** The query string as sent, from its "?". */
  readonly query: string;
  /** Who is counted against the quota (the app's client identity). */
  readonly client: string;
  /** Told the search's facts for its log line; absent when nothing is logged. */
  readonly tell: ((facts: LogFields) => void) | undefined;
}

/** The same request as the runtime read it: the client named by its peer address and headers, as the app names it. */
export type SearchByAddress = Omit<SearchRequest, "client"> & {
  readonly address: string | undefined;
  readonly header: (name: string) => string | undefined;
};

export interface WrittenSearchDeps {
  readonly routes: Pick<ApiRoutes, "keptSearch" | "searchHeaders">;
  readonly limiter: Limiter;
  readonly docsUrl: (code: ErrorCode) => string;
  /** What the app's error handler adds to an API error (the policy). */
  readonly errorHeaders: Readonly<Record<string, string>>;
  readonly observer: AppObserver;
}

const encoder = new TextEncoder();

export const writtenSearch =
  ({ routes, limiter, docsUrl, errorHeaders, observer }: WrittenSearchDeps) =>
  ({ query, client, tell }: SearchRequest): WrittenReply => {
    const kept = routes.keptSearch(query);
    if (kept === undefined) return undefined;
    return limiter.hit(client).then((decision) => {
      const verdict = quotaVerdict(limiter.policy, decision);
      if (!decision.allowed) {
        const refused = errorParts(verdict.error(), docsUrl, { ...errorHeaders });
        return { status: refused.status, headers: refused.headers, body: [encoder.encode(refused.body)] };
      }
      observer.answerCache?.("search", true);
      tell?.(kept.facts);
      return { status: 200, headers: routes.searchHeaders, rateLimit: verdict.header, body: [kept.body] };
    });
  };

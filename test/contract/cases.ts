/**
 * The contract cases: one line per request, the operation it should match, the status (and error code) expected.
 * Run against a Node server (responses.test.ts) and against the Workers build (test/edge/api.test.ts).
 */

import type { ErrorCode } from "../../src/schema/error.js";
import { SEARCH_TYPES } from "../../src/schema/search-type.js";

export type ServerName = "default" | "exhausted" | "failing";

export interface Case {
  readonly operationId: string | null;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly code?: ErrorCode;
  /** Send If-None-Match with the ETag the path currently has. */
  readonly conditional?: boolean;
  /** Send If-Match with a tag the path does not have. */
  readonly stale?: boolean;
  readonly server?: ServerName;
}

const c = (
  operationId: string | null,
  method: string,
  path: string,
  status: number,
  extra: Partial<Pick<Case, "code" | "conditional" | "stale" | "server">> = {},
): Case => ({ operationId, method, path, status, ...extra });

const CACHEABLE: [operationId: string, path: string][] = [
  ["getApiIndex", "/api/v1"],
  ["getProfile", "/api/v1/profile"],
  ["listChapters", "/api/v1/chapters"],
  ["getChapter", "/api/v1/chapters/org-b"],
  ["listTimeline", "/api/v1/timeline"],
  ["listTalks", "/api/v1/talks"],
  ["listWriting", "/api/v1/writing"],
  ["listProjects", "/api/v1/projects"],
  ["listPractices", "/api/v1/practices"],
];

const search = (query: string): string => `/api/v1/search?${query}`;

/**
 * Every case, for a record with these chapter ids: the caller reads them (from its content folder on Node, from
 * the worker's own chapter list in workerd, which has no files), so this module stays free of runtime imports.
 */
export const contractCases = (chapterIds: readonly string[]): Case[] => [
  ...CACHEABLE.map(([op, path]) => c(op, "GET", path, 200)),
  ...chapterIds.map((id) => c("getChapter", "GET", `/api/v1/chapters/${id}`, 200)),
  c("searchSite", "GET", search("q=design"), 200),
  c("searchSite", "GET", search("q=design+systems&limit=1"), 200),
  c("searchSite", "GET", search("q=design&limit=50"), 200),
  c("searchSite", "GET", search("q=zzzzqqqq"), 200),
  c("searchSite", "GET", search(`q=${encodeURIComponent("café ✓ 设计")}`), 200),
  ...SEARCH_TYPES.map((type) => c("searchSite", "GET", search(`q=design&type=${type}`), 200)),
  ...CACHEABLE.map(([op, path]) => c(op, "HEAD", path, 200)),
  c("searchSite", "HEAD", search("q=design"), 200),
  ...CACHEABLE.map(([op, path]) => c(op, "GET", path, 304, { conditional: true })),
  ...CACHEABLE.map(([op, path]) => c(op, "GET", path, 412, { code: "invalid_parameter", stale: true })),
  c("searchSite", "GET", search(""), 400, { code: "missing_parameter" }),
  c("searchSite", "GET", search("limit=5"), 400, { code: "missing_parameter" }),
  c("searchSite", "GET", search("q=a"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search(`q=${"a".repeat(201)}`), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&limit=0"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&limit=51"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&limit=abc"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&type=video"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&q=systems"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&limit=2&limit=3"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&type=talk&type=press"), 400, { code: "invalid_parameter" }),
  c("searchSite", "HEAD", search("q=a"), 400),
  c("getChapter", "GET", "/api/v1/chapters/org-z", 404, { code: "chapter_not_found" }),
  c("getChapter", "HEAD", "/api/v1/chapters/org-z", 404),
  c(null, "GET", "/api/v1/nothing-here", 404, { code: "not_found" }),
  c(null, "GET", "/api/v2/profile", 404, { code: "not_found" }),
  c(null, "GET", "/api/v1/profile/extra", 404, { code: "not_found" }),
  ...["POST", "PUT", "PATCH", "DELETE"].map((method) =>
    c("getProfile", method, "/api/v1/profile", 405, { code: "method_not_allowed" }),
  ),
  c("searchSite", "POST", search("q=design"), 405, { code: "method_not_allowed" }),
  c("getChapter", "DELETE", "/api/v1/chapters/org-a", 405, { code: "method_not_allowed" }),
  c("searchSite", "GET", search("q=design"), 429, { code: "rate_limited", server: "exhausted" }),
  c("searchSite", "GET", search("q=design"), 500, { code: "internal_error", server: "failing" }),
];

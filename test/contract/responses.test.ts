/**
 * Every live response, success or error, against the document the server itself serves at /openapi.json, for the
 * sample and for the second person.
 * One line per case: the operation it should match, the request, the status (and error code) expected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAPTER_IDS, SEARCH_TYPES } from "../../src/schema/common.js";
import type { ErrorCode } from "../../src/schema/error.js";
import { contentFiles, RECORDS } from "../support/content.js";
import { type Contract, createContract, fetchDocument, liveRequest } from "../support/contract.js";
import { type RunningServer, startServer } from "../support/server.js";
import { exhaustedStore, failingStore } from "../support/stores.js";

type ServerName = "default" | "exhausted" | "failing";

interface Case {
  readonly operationId: string | null;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly code?: ErrorCode;
  /** Send If-None-Match with the ETag the path currently has. */
  readonly conditional?: boolean;
  readonly server?: ServerName;
}

const c = (
  operationId: string | null,
  method: string,
  path: string,
  status: number,
  extra: Partial<Pick<Case, "code" | "conditional" | "server">> = {},
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

const CASES: Case[] = [
  ...CACHEABLE.map(([op, path]) => c(op, "GET", path, 200)),
  ...CHAPTER_IDS.map((id) => c("getChapter", "GET", `/api/v1/chapters/${id}`, 200)),
  c("searchSite", "GET", search("q=design"), 200),
  c("searchSite", "GET", search("q=design+systems&limit=1"), 200),
  c("searchSite", "GET", search("q=design&limit=50"), 200),
  c("searchSite", "GET", search("q=zzzzqqqq"), 200),
  c("searchSite", "GET", search(`q=${encodeURIComponent("café ✓ 设计")}`), 200),
  ...SEARCH_TYPES.map((type) => c("searchSite", "GET", search(`q=design&type=${type}`), 200)),
  ...CACHEABLE.map(([op, path]) => c(op, "HEAD", path, 200)),
  c("searchSite", "HEAD", search("q=design"), 200),
  ...CACHEABLE.map(([op, path]) => c(op, "GET", path, 304, { conditional: true })),
  c("searchSite", "GET", search(""), 400, { code: "missing_parameter" }),
  c("searchSite", "GET", search("limit=5"), 400, { code: "missing_parameter" }),
  c("searchSite", "GET", search("q=a"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search(`q=${"a".repeat(201)}`), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&limit=0"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&limit=51"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&limit=abc"), 400, { code: "invalid_parameter" }),
  c("searchSite", "GET", search("q=design&type=video"), 400, { code: "invalid_parameter" }),
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

describe.each(RECORDS)("live responses over $record conform to the served OpenAPI document", ({ dir }) => {
  const servers = {} as Record<ServerName, RunningServer>;
  let contract: Contract;

  beforeAll(async () => {
    const files = await contentFiles(dir);
    servers.default = await startServer({ files });
    servers.exhausted = await startServer({ files, store: exhaustedStore() });
    servers.failing = await startServer({ files, store: failingStore(), logError: () => {} });
    contract = createContract(await fetchDocument(servers.default.origin));
  });
  afterAll(async () => {
    await Promise.all(Object.values(servers).map((s) => s.close()));
  });

  it.each(CASES)("$method $path → $status $code", async (t) => {
    const { origin } = servers[t.server ?? "default"];
    const headers: Record<string, string> = {};
    if (t.conditional) {
      const etag = (await fetch(`${origin}${t.path}`)).headers.get("etag");
      expect(etag).toBeTruthy();
      headers["If-None-Match"] = etag ?? "";
    }
    const live = await liveRequest(origin, t.method, t.path, headers);
    expect(live.status).toBe(t.status);
    const verdict = contract.check(t.method, new URL(t.path, origin).pathname, live);
    expect(verdict.operationId).toBe(t.operationId);
    expect(verdict.violations).toEqual([]);
    if (t.code) expect((JSON.parse(live.text) as { error: { code: string } }).error.code).toBe(t.code);
  });

  it("covers every operation in the document", () => {
    const documented = Object.values(contract.doc.paths).map((item) => item.get?.operationId);
    const covered = new Set(CASES.map((t) => t.operationId));
    expect(documented.filter((op) => !covered.has(op ?? ""))).toEqual([]);
  });

  it("catches a response that breaks the document", () => {
    const headers = new Headers({ "content-type": "application/json" });
    const wrong = contract.check("GET", "/api/v1/profile", {
      status: 200,
      headers,
      text: JSON.stringify({ data: { id: "someone-else" }, meta: {} }),
    });
    expect(wrong.violations.length).toBeGreaterThan(0);
    const undocumented = contract.check("GET", "/api/v1/profile", { status: 418, headers, text: "{}" });
    expect(undocumented.violations).toEqual(["status 418 is not documented for getProfile"]);
  });
});

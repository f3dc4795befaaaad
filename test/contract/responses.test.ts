/**
 * Every live response, success or error, against the document the server itself serves at /openapi.json, for the
 * sample and for the second person. The cases (cases.ts) also run against the Workers build (test/edge/).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterIdsIn, contentFiles, RECORDS } from "../support/content.js";
import { type Contract, createContract, fetchDocument, liveRequest } from "../support/contract.js";
import { type RunningServer, startServer } from "../support/server.js";
import { exhaustedStore, failingStore } from "../support/stores.js";
import { contractCases, type ServerName } from "./cases.js";

describe.each(RECORDS)("live responses over $record conform to the served OpenAPI document", ({ dir }) => {
  // The cases for the record served here, whatever CONTENT_DIR names.
  const CASES = contractCases(chapterIdsIn(dir));
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
    if (t.stale) headers["If-Match"] = '"stale"';
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

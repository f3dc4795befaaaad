/**
 * The API contract, run inside workerd against the Workers build: the same cases as the Node server's
 * (test/contract/cases.ts), each response checked against the OpenAPI document the worker serves. The 429 case
 * uses a client that has really spent its quota in the Durable Object counter; the failing-store case is the
 * Node suite's alone (it needs a store double, and the worker's store is the platform's object).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { contractCases } from "../contract/cases.js";
import { type Contract, createContract, fetchDocument, liveRequest } from "../support/contract.js";
import { WORKER_ORIGIN } from "./origin.js";
import { spendQuota } from "./quota.js";
import { workerFetch } from "./worker-fetch.js";

const EXHAUSTED_CLIENT = "192.0.2.99";
// The bundled record's chapters, as the worker lists them: workerd has no content folder to read.
const chapters = (await (await workerFetch()("/api/v1/chapters")).json()) as { data: { id: string }[] };
const cases = contractCases(chapters.data.map(({ id }) => id)).filter((t) => t.server !== "failing");

describe("the worker's responses conform to the OpenAPI document it serves", () => {
  let contract: Contract;

  beforeAll(async () => {
    contract = createContract(await fetchDocument(WORKER_ORIGIN, workerFetch()));
  });

  it.each(cases)("$method $path → $status $code", async (t) => {
    const fetcher = workerFetch(t.server === "exhausted" ? EXHAUSTED_CLIENT : undefined);
    if (t.server === "exhausted") await spendQuota(fetcher);
    const headers: Record<string, string> = {};
    if (t.conditional) {
      const etag = (await fetcher(t.path)).headers.get("etag");
      expect(etag).toBeTruthy();
      headers["If-None-Match"] = etag ?? "";
    }
    if (t.stale) headers["If-Match"] = '"stale"';
    const live = await liveRequest(WORKER_ORIGIN, t.method, t.path, headers, fetcher);
    expect(live.status).toBe(t.status);
    const verdict = contract.check(t.method, new URL(t.path, WORKER_ORIGIN).pathname, live);
    expect(verdict.operationId).toBe(t.operationId);
    expect(verdict.violations).toEqual([]);
    if (t.code) expect((JSON.parse(live.text) as { error: { code: string } }).error.code).toBe(t.code);
  });
});

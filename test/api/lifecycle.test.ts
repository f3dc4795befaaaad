/** Versioning (docs/contract.md#versioning): no deprecation signal while v1 is current; Deprecation, Sunset after. */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, testApp } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { type Fields, patchYaml } from "../support/content-edits.js";
import { call } from "../support/request.js";
import { unlimitedStore } from "../support/stores.js";

const SUCCESSES = ["/api/v1", "/api/v1/profile", "/api/v1/chapters/org-a", "/api/v1/talks", "/api/v1/search?q=design"];
const ERRORS = ["/api/v1/search", "/api/v1/chapters/nope", "/api/v1/nope"];

const SUCCESSOR = '<https://example.com/api/v2>; rel="successor-version"';
const DEPRECATION_LINK = `<${TEST_ORIGIN}/developers#versioning>; rel="deprecation"`;

interface Lifecycle {
  current_major_version: string;
  status: string;
  deprecation_policy_url: string;
  minimum_deprecation_notice_days: number;
  signals: string[];
}

const lifecycleOf = async (app: Hono): Promise<Lifecycle> =>
  (await call<{ "x-api-lifecycle": Lifecycle }>(app, "/openapi.json")).body["x-api-lifecycle"];

describe("v1 while current (the shipped content)", () => {
  let app: Hono;
  beforeAll(async () => {
    app = await testApp({ store: unlimitedStore() });
  });

  it("sends no Deprecation, Sunset or successor-version", async () => {
    for (const path of [...SUCCESSES, ...ERRORS]) {
      const { res } = await call(app, path);
      expect(res.headers.get("deprecation"), path).toBeNull();
      expect(res.headers.get("sunset"), path).toBeNull();
      expect(res.headers.get("link") ?? "", path).not.toMatch(/successor-version|rel="deprecation"/);
    }
  });

  it("reports a stable v1 in the OpenAPI x-api-lifecycle block", async () => {
    expect(await lifecycleOf(app)).toEqual({
      current_major_version: "v1",
      status: "stable",
      deprecation_policy_url: `${TEST_ORIGIN}/developers#versioning`,
      minimum_deprecation_notice_days: 180,
      signals: expect.arrayContaining([
        expect.stringMatching(/Deprecation.*RFC 9745/),
        expect.stringMatching(/Sunset.*RFC 8594/),
        expect.stringMatching(/successor-version/),
      ]),
    });
  });
});

describe("v1 once deprecated (fixture site.yaml)", () => {
  let app: Hono;
  beforeAll(async () => {
    const files = patchYaml<Fields>(await contentFiles(), "site.yaml", (site) => ({
      ...site,
      lifecycle: { deprecation: "2027-01-01", sunset: "2027-07-01", successor: "https://example.com/api/v2" },
    }));
    app = await testApp({ files, store: unlimitedStore() });
  });

  it.each(SUCCESSES)("%s: Deprecation, Sunset and the successor-version and deprecation links", async (path) => {
    const { res, status } = await call(app, path);
    expect(status).toBe(200);
    expect(res.headers.get("deprecation")).toBe("@1798761600");
    expect(res.headers.get("sunset")).toBe("Thu, 01 Jul 2027 00:00:00 GMT");
    const link = res.headers.get("link") ?? "";
    expect(link).toContain(SUCCESSOR);
    expect(link).toContain(DEPRECATION_LINK);
    expect(link).toContain('rel="service-desc"');
  });

  it("signals on 304s too, which stand in for the 200", async () => {
    const etag = (await call(app, "/api/v1/profile")).res.headers.get("etag") ?? "";
    const { res, status } = await call(app, "/api/v1/profile", { headers: { "If-None-Match": etag } });
    expect(status).toBe(304);
    expect(res.headers.get("deprecation")).toBe("@1798761600");
  });

  it.each(ERRORS)("%s: no lifecycle headers on errors", async (path) => {
    const { res, status } = await call(app, path);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get("deprecation")).toBeNull();
    expect(res.headers.get("sunset")).toBeNull();
    expect(res.headers.get("link")).toBeNull();
  });

  it("exposes Deprecation and Sunset to browser scripts", async () => {
    const exposed = (await call(app, "/api/v1/profile")).res.headers.get("access-control-expose-headers") ?? "";
    expect(exposed).toMatch(/\bDeprecation\b/);
    expect(exposed).toMatch(/\bSunset\b/);
  });

  it("reports the deprecated status in x-api-lifecycle", async () => {
    expect(await lifecycleOf(app)).toMatchObject({ current_major_version: "v1", status: "deprecated" });
  });
});

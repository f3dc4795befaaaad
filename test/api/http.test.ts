/** The HTTP contract of /api (docs/contract.md): methods, errors, CORS, policy headers, caching, HEAD, failures. */

import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/schema/error.js";
import { TEST_ORIGIN, testApp } from "../support/app.js";
import { CHAPTER_IDS, PROFILE_ID } from "../support/content.js";
import { call, callError } from "../support/request.js";
import { failingStore, unlimitedStore } from "../support/stores.js";

const POLICY = '"svc-public";q=120;w=60';

/** A chapter of the record: its fifth, as on the sample (org-c-ai), else its last. */
const CHAPTER_ID = CHAPTER_IDS[4] ?? CHAPTER_IDS.at(-1);

/** Every cacheable API path (the same bytes for every client). */
const CACHEABLE = [
  "/api/v1",
  "/api/v1/profile",
  "/api/v1/chapters",
  `/api/v1/chapters/${CHAPTER_ID}`,
  "/api/v1/timeline",
  "/api/v1/talks",
  "/api/v1/writing",
  "/api/v1/projects",
  "/api/v1/practices",
];
const SEARCH = "/api/v1/search?q=design";
const SUCCESSES = [...CACHEABLE, SEARCH];

/** Requests that fail, with the status and code each must give. */
const ERRORS: [method: string, path: string, status: number, code: string][] = [
  ["GET", "/api/v1/search", 400, "missing_parameter"],
  ["GET", "/api/v1/search?q=x", 400, "invalid_parameter"],
  ["GET", "/api/v1/chapters/nope", 404, "chapter_not_found"],
  ["GET", "/api/v1/nope", 404, "not_found"],
  ["GET", "/api", 404, "not_found"],
  ["GET", "/api/v2", 404, "not_found"],
  ["GET", "/api/v1/nope/", 404, "not_found"],
  ["POST", "/api/v1/profile", 405, "method_not_allowed"],
  ["PUT", "/api/v1/chapters/org-a", 405, "method_not_allowed"],
  ["PATCH", "/api/v1/search?q=design", 405, "method_not_allowed"],
  ["DELETE", "/api/v1/nope", 405, "method_not_allowed"],
];

const PREFLIGHT = {
  method: "OPTIONS",
  headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "GET" },
};

let app: Hono;

beforeAll(async () => {
  app = await testApp({ store: unlimitedStore() });
});

/** Every kind of API response: successes, errors, a preflight, a 304 and a HEAD. */
const everyKind = async (): Promise<[string, Response][]> => {
  const profile = await app.request("/api/v1/profile");
  const etag = profile.headers.get("etag") ?? "";
  return [
    ...(await Promise.all(SUCCESSES.map(async (p): Promise<[string, Response]> => [`GET ${p}`, await app.request(p)]))),
    ...(await Promise.all(
      ERRORS.map(
        async ([method, path]): Promise<[string, Response]> => [
          `${method} ${path}`,
          await app.request(path, { method }),
        ],
      ),
    )),
    ["preflight /api/v1/profile", await app.request("/api/v1/profile", PREFLIGHT)],
    ["preflight /api/v1/nope", await app.request("/api/v1/nope", PREFLIGHT)],
    ["304 /api/v1/profile", await app.request("/api/v1/profile", { headers: { "If-None-Match": etag } })],
    ["HEAD /api/v1/profile", await app.request("/api/v1/profile", { method: "HEAD" })],
  ];
};

describe("methods", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "PROPFIND"])(
    "%s → 405 method_not_allowed with Allow: GET, HEAD, OPTIONS",
    async (method) => {
      for (const path of ["/api/v1/profile", "/api/v1/search?q=design", "/api/v1/does-not-exist"]) {
        const { status, body, res } = await callError(app, path, { method });
        expect(status).toBe(405);
        expect(body.error.code).toBe("method_not_allowed");
        expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      }
    },
  );

  it("answers OPTIONS with 204, the allowed methods and no body", async () => {
    const res = await app.request("/api/v1/profile", PREFLIGHT);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(res.headers.get("access-control-allow-methods")).toMatch(/GET/);
  });

  it("says so in the developer guide's header table: Allow is on the 405 and on every OPTIONS answer", async () => {
    const guide = await (await app.request("/developers.md")).text();
    const row = guide.split("\n").find((line) => line.startsWith("| `Allow` |"));
    expect(row).toBe("| `Allow` | `GET, HEAD, OPTIONS` | 405, and every answer to OPTIONS |");
  });

  it("answers HEAD with the GET headers and no body", async () => {
    for (const path of [...CACHEABLE, SEARCH]) {
      const get = await app.request(path);
      const head = await app.request(path, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
      expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
      expect(head.headers.get("ratelimit-policy")).toBe(POLICY);
    }
  });
});

describe("errors", () => {
  it.each(ERRORS)("%s %s → %i %s, in the Error shape, never cached", async (method, path, status, code) => {
    const { status: actual, body, res } = await callError(app, path, { method });
    expect(actual).toBe(status);
    expect(ErrorBody.parse(body)).toEqual(body);
    expect(body.error).toMatchObject({ status, code, docs: `${TEST_ORIGIN}/developers/errors#${code}` });
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(body.error.hint.length).toBeGreaterThan(0);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("headers on every API response", () => {
  it("CORS: Access-Control-Allow-Origin * and the rate-limit, link and lifecycle headers exposed", async () => {
    for (const [name, res] of await everyKind()) {
      expect(res.headers.get("access-control-allow-origin"), name).toBe("*");
      const exposed = (res.headers.get("access-control-expose-headers") ?? "")
        .split(/\s*,\s*/)
        .map((h) => h.toLowerCase());
      for (const header of ["ratelimit", "ratelimit-policy", "ratelimit-limit", "retry-after", "link", "etag"]) {
        expect(exposed, `${name} exposes ${header}`).toContain(header);
      }
    }
  });

  it(`RateLimit-Policy: ${POLICY}, errors and preflights included`, async () => {
    for (const [name, res] of await everyKind()) expect(res.headers.get("ratelimit-policy"), name).toBe(POLICY);
  });

  it("X-Content-Type-Options: nosniff, errors and preflights included", async () => {
    for (const [name, res] of await everyKind())
      expect(res.headers.get("x-content-type-options"), name).toBe("nosniff");
  });

  it("X-Content-Type-Options: nosniff outside /api too", async () => {
    for (const path of ["/openapi.json", "/no-such-page"]) {
      expect((await app.request(path)).headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    const notAllowed = await app.request("/openapi.json", { method: "POST" });
    expect(notAllowed.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("headers on success", () => {
  it("RateLimit-Limit: 120", async () => {
    for (const path of SUCCESSES) expect((await app.request(path)).headers.get("ratelimit-limit"), path).toBe("120");
  });

  it("Link: service-desc, service-doc and api-catalog, absolute on this origin", async () => {
    for (const path of SUCCESSES) {
      const link = (await app.request(path)).headers.get("link") ?? "";
      expect(link).toContain(`<${TEST_ORIGIN}/openapi.json>; rel="service-desc"`);
      expect(link).toContain(`<${TEST_ORIGIN}/developers>; rel="service-doc"`);
      expect(link).toContain(`<${TEST_ORIGIN}/.well-known/api-catalog>; rel="api-catalog"`);
    }
  });

  it("Cache-Control: public for at most a day on cacheable responses, no-store on search", async () => {
    for (const path of CACHEABLE) {
      const cacheControl = (await app.request(path)).headers.get("cache-control") ?? "";
      expect(cacheControl, path).toMatch(/^public\b/);
      const ages = [...cacheControl.matchAll(/(?:s-)?max-age=(\d+)/g)].map((m) => Number(m[1]));
      expect(ages.length).toBeGreaterThan(0);
      expect(Math.max(...ages)).toBeLessThanOrEqual(86_400);
    }
    expect((await app.request(SEARCH)).headers.get("cache-control")).toBe("no-store");
    expect((await app.request(SEARCH)).headers.get("etag")).toBeNull();
  });
});

describe("ETag and If-None-Match", () => {
  const etagOf = async (path: string): Promise<string> => (await app.request(path)).headers.get("etag") ?? "";

  it("sends a strong, quoted ETag that differs between resources", async () => {
    const tags = await Promise.all(CACHEABLE.map(etagOf));
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(tags.length);
  });

  const conditional = async (path: string, ifNoneMatch: string) =>
    app.request(path, { headers: { "If-None-Match": ifNoneMatch } });

  it.each(CACHEABLE)("%s: the current ETag → 304 with the ETag and no body", async (path) => {
    const etag = await etagOf(path);
    const res = await conditional(path, etag);
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("cache-control")).toMatch(/^public\b/);
  });

  it("matches within a list of tags, a weak form of the tag, and *", async () => {
    const etag = await etagOf("/api/v1/profile");
    for (const header of [`"stale", ${etag}`, `${etag},"other"`, `W/${etag}`, "*"]) {
      expect((await conditional("/api/v1/profile", header)).status, header).toBe(304);
    }
  });

  it("answers 200 with the body to a stale tag", async () => {
    for (const header of ['"stale"', `W/"stale"`, '"a", "b"']) {
      const res = await conditional("/api/v1/profile", header);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { id: string } }).data.id).toBe(PROFILE_ID);
    }
  });

  it("never answers 304 to another resource's tag", async () => {
    const res = await conditional("/api/v1/talks", await etagOf("/api/v1/profile"));
    expect(res.status).toBe(200);
  });
});

describe("If-Match", () => {
  const etagOf = async (path: string, headers: Record<string, string> = {}): Promise<string> =>
    (await app.request(path, { headers })).headers.get("etag") ?? "";
  const ifMatch = (path: string, value: string, headers: Record<string, string> = {}, method = "GET") =>
    app.request(path, { method, headers: { ...headers, "If-Match": value } });

  it.each([...CACHEABLE, "/about", "/openapi.json"])(
    "%s: a tag that is not the current ETag → 412 in the Error shape, never stored",
    async (path) => {
      const res = await ifMatch(path, '"nope"');
      expect(res.status).toBe(412);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("ratelimit-policy")).toBe(POLICY);
      const body = ErrorBody.parse(await res.json());
      expect(body.error).toMatchObject({ status: 412, code: "invalid_parameter" });
      expect(body.error.docs).toBe(`${TEST_ORIGIN}/developers/errors#invalid_parameter`);
    },
  );

  it.each(CACHEABLE)("%s: the current ETag, in a list, or * → 200", async (path) => {
    const etag = await etagOf(path);
    for (const value of [etag, `"other", ${etag}`, "*"]) expect((await ifMatch(path, value)).status, value).toBe(200);
  });

  it("compares strongly: the weak form of the current tag fails", async () => {
    const etag = await etagOf("/api/v1/profile");
    expect((await ifMatch("/api/v1/profile", `W/${etag}`)).status).toBe(412);
  });

  it("compares with the representation chosen: the gzip twin and the Markdown twin have their own tags", async () => {
    const gzip = { "Accept-Encoding": "gzip" };
    const gzipTag = await etagOf("/api/v1/profile", gzip);
    expect((await ifMatch("/api/v1/profile", gzipTag, gzip)).status).toBe(200);
    expect((await ifMatch("/api/v1/profile", gzipTag)).status).toBe(412);
    const markdown = { Accept: "text/markdown" };
    const twinTag = await etagOf("/about", markdown);
    expect((await ifMatch("/about", twinTag, markdown)).status).toBe(200);
    expect((await ifMatch("/about", twinTag)).status).toBe(412);
  });

  it("is evaluated before If-None-Match (RFC 9110 §13.2.2)", async () => {
    const etag = await etagOf("/api/v1/profile");
    expect((await ifMatch("/api/v1/profile", '"nope"', { "If-None-Match": etag })).status).toBe(412);
    expect((await ifMatch("/api/v1/profile", etag, { "If-None-Match": etag })).status).toBe(304);
  });

  it("answers HEAD 412 with no body", async () => {
    const res = await ifMatch("/api/v1/profile", '"nope"', {}, "HEAD");
    expect(res.status).toBe(412);
    expect(await res.text()).toBe("");
  });
});

describe("an unexpected failure", () => {
  it("answers 500 internal_error with a request id that is logged, and no internals", async () => {
    const logged: Record<string, unknown>[] = [];
    const broken = await testApp({
      store: failingStore("ECONNREFUSED 10.0.0.7:6379 secret-token"),
      logError: (entry) => logged.push(entry),
    });
    const { status, body, res } = await callError(broken, SEARCH);
    expect(status).toBe(500);
    expect(body.error).toMatchObject({ status: 500, code: "internal_error" });
    expect(body.error.docs).toBe(`${TEST_ORIGIN}/developers/errors#internal_error`);
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "error", requestId, method: "GET", path: "/api/v1/search" });
    expect(String(logged[0]?.error)).toContain("ECONNREFUSED");
    const text = JSON.stringify(body);
    for (const secret of ["ECONNREFUSED", "10.0.0.7", "secret-token", "stack", ".ts:"]) {
      expect(text).not.toContain(secret);
    }
    expect(res.headers.get("ratelimit-policy")).toBe(POLICY);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("gives each failure its own request id", async () => {
    const ids: unknown[] = [];
    const broken = await testApp({ store: failingStore(), logError: (entry) => ids.push(entry.requestId) });
    const first = await call(broken, SEARCH);
    const second = await call(broken, SEARCH);
    expect(ids).toEqual([first.res.headers.get("x-request-id"), second.res.headers.get("x-request-id")]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("leaves the cacheable endpoints working (they do not touch the store)", async () => {
    const broken = await testApp({ store: failingStore(), logError: () => {} });
    expect((await call(broken, "/api/v1/profile")).status).toBe(200);
  });
});

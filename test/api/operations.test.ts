/**
 * The ten operations of docs/contract.md#endpoints: envelopes, meta, order, getChapter and searchSite's parameters.
 * Expectations about the record come from its content files, so the suite runs on any record (CONTENT_DIR).
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentFiles } from "../../src/content/compile.js";
import type { Site } from "../../src/content/site.js";
import type { ApiIndex } from "../../src/schema/api-index.js";
import type { ChapterDetail, ChapterSummary } from "../../src/schema/chapter.js";
import type { ListMeta, Meta, WritingMeta } from "../../src/schema/meta.js";
import type { Practice } from "../../src/schema/practice.js";
import type { Profile } from "../../src/schema/profile.js";
import type { Project } from "../../src/schema/project.js";
import type { SearchMeta, SearchResult } from "../../src/schema/search.js";
import { SEARCH_TYPES } from "../../src/schema/search-type.js";
import type { Talk } from "../../src/schema/talk.js";
import type { TimelineItem } from "../../src/schema/timeline.js";
import type { WritingItem } from "../../src/schema/writing.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { CHAPTER_IDS, contentFiles, countItems, listOf, PROFILE_ID, yamlOf } from "../support/content.js";
import { call, callError, type Envelope } from "../support/request.js";
import { topicOf } from "../support/search-topics.js";
import { unlimitedStore } from "../support/stores.js";

let app: Hono;
let site: Site;
let files: ContentFiles;
let META: Meta;

beforeAll(async () => {
  files = await contentFiles();
  site = await testSite(TEST_ORIGIN, files);
  app = await testApp({ site, store: unlimitedStore() });
  META = {
    updated: String(yamlOf(files, "site.yaml").updated),
    apiVersion: "1.0.0",
    docs: `${TEST_ORIGIN}/developers`,
  };
});

/** Each list endpoint and the content file whose items it lists (chapters: one file each). */
const LISTS = [
  ["/api/v1/chapters", "chapters/"],
  ["/api/v1/timeline", "timeline.yaml"],
  ["/api/v1/talks", "talks.yaml"],
  ["/api/v1/writing", "writing.yaml"],
  ["/api/v1/projects", "projects.yaml"],
  ["/api/v1/practices", "practices.yaml"],
] as const;

describe("envelopes and meta", () => {
  it.each(["/api/v1", "/api/v1/profile", `/api/v1/chapters/${CHAPTER_IDS[2]}`])(
    "%s: {data, meta} with Meta",
    async (path) => {
      const { status, body, res } = await call<Envelope<unknown, Meta>>(app, path);
      expect(status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(Object.keys(body)).toEqual(["data", "meta"]);
      expect(body.meta).toEqual(META);
    },
  );

  it.each(LISTS)("%s: ListMeta with count = data.length = the items in %s", async (path, file) => {
    const count = countItems(files, file);
    const { body } = await call<Envelope<unknown[], ListMeta>>(app, path);
    expect(body.data).toHaveLength(count);
    expect(body.meta).toMatchObject({ ...META, count });
  });

  it("meta.updated follows the content", async () => {
    const other = await testApp({ site: { ...site, updated: "2027-03-04" }, store: unlimitedStore() });
    expect((await call<Envelope<unknown, Meta>>(other, "/api/v1/profile")).body.meta.updated).toBe("2027-03-04");
  });
});

describe("getApiIndex", () => {
  it("describes the API: no authentication, the rate limit, one endpoint per operation, links", async () => {
    const { body } = await call<Envelope<ApiIndex>>(app, "/api/v1");
    expect(body.data).toMatchObject({
      version: "1.0.0",
      authentication: "none",
      rateLimit: { policy: '"svc-public";q=120;w=60', quota: 120, windowSeconds: 60 },
      links: {
        openapi: `${TEST_ORIGIN}/openapi.json`,
        docs: `${TEST_ORIGIN}/developers`,
        errors: `${TEST_ORIGIN}/developers/errors`,
        mcp: `${TEST_ORIGIN}/mcp`,
        llms: `${TEST_ORIGIN}/llms.txt`,
        agent: `${TEST_ORIGIN}/agent`,
      },
    });
    expect(body.data.endpoints.map((e) => e.operationId)).toEqual([
      "getApiIndex",
      "getProfile",
      "listChapters",
      "getChapter",
      "listTimeline",
      "listTalks",
      "listWriting",
      "listProjects",
      "listPractices",
      "searchSite",
    ]);
    expect(body.data.endpoints.every((e) => e.method === "GET")).toBe(true);
  });

  it("gives example URLs that work", async () => {
    const { body } = await call<Envelope<ApiIndex>>(app, "/api/v1");
    for (const endpoint of body.data.endpoints) {
      expect(endpoint.url.startsWith(`${TEST_ORIGIN}${endpoint.path.replace(/\{.*$/, "")}`)).toBe(true);
      const { pathname, search } = new URL(endpoint.url);
      expect((await call(app, `${pathname}${search}`)).status, endpoint.url).toBe(200);
    }
  });
});

describe("getProfile", () => {
  it("returns the profile with its fixed id, contact page and links on this origin", async () => {
    const { body } = await call<Envelope<Profile>>(app, "/api/v1/profile");
    expect(body.data).toEqual(site.profile);
    expect(body.data.id).toBe(PROFILE_ID);
    expect(body.data.contact.page).toBe(`${TEST_ORIGIN}/contact`);
    expect(body.data.links.openapi).toBe(`${TEST_ORIGIN}/openapi.json`);
  });
});

describe("listChapters and getChapter", () => {
  it("lists the six chapters in story order, as summaries", async () => {
    const { body } = await call<Envelope<ChapterSummary[]>>(app, "/api/v1/chapters");
    expect(body.data.map((c) => [c.id, c.number])).toEqual(CHAPTER_IDS.map((id, i) => [id, i + 1]));
    for (const chapter of body.data) {
      expect(chapter).not.toHaveProperty("text");
      expect(chapter).not.toHaveProperty("related");
      expect(chapter.links.api).toBe(`${TEST_ORIGIN}/api/v1/chapters/${chapter.id}`);
    }
  });

  it.each(CHAPTER_IDS.map((id, i) => [id, i + 1] as const))("getChapter %s is chapter %i in full", async (id, n) => {
    const { status, body } = await call<Envelope<ChapterDetail>>(app, `/api/v1/chapters/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, number: n });
    expect(body.data.text.length).toBeGreaterThan(0);
    expect(Object.keys(body.data.related).sort()).toEqual(
      ["practices", "press", "projects", "talks", "timeline", "writing"].sort(),
    );
    expect(body.data.links.api).toBe(`${TEST_ORIGIN}/api/v1/chapters/${id}`);
  });

  it.each(["nope", "ORG-A", "org-a%20", "1", "louisiana.json"])(
    "getChapter %s → 404 chapter_not_found, the hint listing the six ids",
    async (id) => {
      const { status, body } = await callError(app, `/api/v1/chapters/${id}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe("chapter_not_found");
      expect(body.error.hint).toContain(CHAPTER_IDS.join(", "));
    },
  );
});

describe("list orders", () => {
  it("timeline: oldest first, exactly one current, roles outside the chapters included", async () => {
    const { body } = await call<Envelope<TimelineItem[]>>(app, "/api/v1/timeline");
    const starts = body.data.map((t) => t.start ?? Number.POSITIVE_INFINITY);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const current = listOf(files, "timeline.yaml").filter((t) => t.current === true);
    expect(body.data.filter((t) => t.current).map((t) => t.id)).toEqual(current.map((t) => t.id));
    expect(body.data.some((t) => t.chapter === null)).toBe(true);
  });

  it("talks: newest first", async () => {
    const { body } = await call<Envelope<Talk[]>>(app, "/api/v1/talks");
    const years = body.data.map((t) => t.year ?? Number.NEGATIVE_INFINITY);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const newest = Math.max(...listOf(files, "talks.yaml").map((t) => Number(t.year ?? Number.NEGATIVE_INFINITY)));
    expect(body.data[0]?.year).toBe(newest);
  });

  it("writing: articles, then the one blog, then press; meta.more links out", async () => {
    const { body } = await call<Envelope<WritingItem[], WritingMeta>>(app, "/api/v1/writing");
    const kinds = body.data.map((w) => w.kind).join(" ");
    expect(kinds).toMatch(/^(article )+blog( press)+$/);
    expect(body.meta.more).toEqual(yamlOf(files, "site.yaml").writingMore);
    expect(body.meta.more.length).toBeGreaterThan(0);
  });

  it("projects and practices: in content order, each with its page", async () => {
    const projects = await call<Envelope<Project[]>>(app, "/api/v1/projects");
    expect(projects.body.data.map((p) => p.id)).toEqual(site.projects.map((p) => p.id));
    expect(projects.body.data[0]?.page).toBe(`${TEST_ORIGIN}/agent#project-${listOf(files, "projects.yaml")[0]?.id}`);
    const practices = await call<Envelope<Practice[]>>(app, "/api/v1/practices");
    expect(practices.body.data[0]?.page).toBe(
      `${TEST_ORIGIN}/agent#practice-${listOf(files, "practices.yaml")[0]?.id}`,
    );
  });
});

describe("searchSite", () => {
  const searchFor = (query: string) => call<Envelope<SearchResult[], SearchMeta>>(app, `/api/v1/search?${query}`);

  it("answers with results best first and search meta", async () => {
    const { status, body } = await searchFor("q=design+systems");
    expect(status).toBe(200);
    expect(body.meta).toEqual({ ...META, count: body.data.length, query: "design systems", limit: 10, type: null });
    expect(body.data.length).toBeGreaterThan(0);
    const scores = body.data.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it.each([
    ["q=design%20systems", "design systems"],
    ["q=%20spaced%20%20out%20", " spaced  out "],
    [`q=${encodeURIComponent("café ✓ 设计")}`, "café ✓ 设计"],
    [`q=${encodeURIComponent("😀".repeat(200))}`, "😀".repeat(200)],
  ])("echoes q exactly as received: %s", async (query, expected) => {
    const { status, body } = await searchFor(query);
    expect(status).toBe(200);
    expect(body.meta.query).toBe(expected);
  });

  it("accepts 200 emoji: 200 code points, though 400 UTF-16 units", async () => {
    const q = "😀".repeat(200);
    expect(q.length).toBe(400);
    expect((await searchFor(`q=${encodeURIComponent(q)}`)).status).toBe(200);
    expect((await searchFor(`q=${encodeURIComponent(`${q}😀`)}`)).status).toBe(400);
  });

  it.each([
    ["limit=1", 1],
    ["limit=50", 50],
    ["limit=3", 3],
  ])("applies %s", async (query, limit) => {
    const { body } = await searchFor(`q=design&${query}`);
    expect(body.meta.limit).toBe(limit);
    expect(body.data.length).toBeLessThanOrEqual(limit);
    expect(body.meta.count).toBe(body.data.length);
  });

  it("returns more results for a higher limit (the limit cuts the list)", async () => {
    const q = encodeURIComponent(topicOf(site));
    const few = await searchFor(`q=${q}&limit=2`);
    const many = await searchFor(`q=${q}&limit=50`);
    expect(few.body.data).toHaveLength(2);
    expect(many.body.data.length).toBeGreaterThan(10);
    expect(many.body.data.slice(0, 2)).toEqual(few.body.data);
  });

  it.each(SEARCH_TYPES)("type=%s restricts results to that type", async (type) => {
    const q = encodeURIComponent(`${site.profile.givenName} ${topicOf(site)}`);
    const { body } = await searchFor(`q=${q}&type=${type}&limit=50`);
    expect(body.meta.type).toBe(type);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((r) => r.type === type)).toBe(true);
  });

  describe("parameter errors", () => {
    const cases: [query: string, code: "missing_parameter" | "invalid_parameter", hint: RegExp][] = [
      ["", "missing_parameter", /q with 2 to 200 characters/],
      ["limit=5", "missing_parameter", /q with 2 to 200 characters/],
      ["q=", "invalid_parameter", /2 to 200 characters.*has 0/],
      ["q", "invalid_parameter", /2 to 200 characters/],
      ["q=a", "invalid_parameter", /2 to 200 characters.*has 1/],
      [`q=${"a".repeat(201)}`, "invalid_parameter", /2 to 200 characters.*has 201/],
      ["q=design&limit=0", "invalid_parameter", /whole number from 1 to 50/],
      ["q=design&limit=51", "invalid_parameter", /whole number from 1 to 50/],
      ["q=design&limit=1.5", "invalid_parameter", /whole number from 1 to 50/],
      ["q=design&limit=abc", "invalid_parameter", /whole number from 1 to 50/],
      ["q=design&limit=-1", "invalid_parameter", /whole number from 1 to 50/],
      ["q=design&limit=", "invalid_parameter", /whole number from 1 to 50/],
      ["q=design&limit=1e1", "invalid_parameter", /whole number from 1 to 50/],
      ["q=design&type=video", "invalid_parameter", new RegExp(SEARCH_TYPES.join(", "))],
      ["q=design&type=", "invalid_parameter", new RegExp(SEARCH_TYPES.join(", "))],
      ["q=design&type=Talk", "invalid_parameter", new RegExp(SEARCH_TYPES.join(", "))],
    ];

    it.each(cases)("?%s → 400 %s, the hint saying what is allowed", async (query, code, hint) => {
      const { status, body, res } = await callError(app, `/api/v1/search?${query}`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ status: 400, code, docs: `${TEST_ORIGIN}/developers/errors#${code}` });
      expect(body.error.hint).toMatch(hint);
      expect(res.headers.get("cache-control")).toBe("no-store");
    });

    // Hono's reader keeps a malformed escape as sent: "caf%E9" (café in Latin-1) was searched and echoed as is.
    it.each([
      ["q=caf%E9", "q"],
      ["q=design%", "q"],
      ["q=%ED%A0%80%ED%A0%80", "q"],
      ["q=design&type=ta%zzlk", "type"],
      ["q=design&li%mit=5", "li%mit"],
    ])("?%s → 400 naming %s as not valid percent-encoded UTF-8", async (query, name) => {
      const { status, body } = await callError(app, `/api/v1/search?${query}`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({
        code: "invalid_parameter",
        message: `The parameter ${name} is not valid percent-encoded UTF-8.`,
        hint: expect.stringContaining("café is caf%C3%A9"),
      });
    });
  });
});

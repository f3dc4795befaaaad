/**
 * The record the server serves by default (content/ once it holds one, else the sample) on every surface: the
 * check that follows an owner's own record, imported or written by hand, while the other suites test the code on
 * the sample and the second person.
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { chapterIdsIn, contentFiles, SERVED_DIR } from "../support/content.js";
import { getChapterIds } from "../support/mcp-raw.js";

describe(`the served record (${SERVED_DIR})`, () => {
  let site: Site;
  let app: Hono;

  beforeAll(async () => {
    site = await testSite(TEST_ORIGIN, await contentFiles(SERVED_DIR));
    app = await testApp({ site });
  });

  it("has a chapter for each chapter file, in story order", () => {
    expect(site.chapters.map((c) => c.id)).toEqual(chapterIdsIn(SERVED_DIR));
  });

  it("serves its profile and chapters on the API", async () => {
    const profile = (await (await app.request("/api/v1/profile")).json()) as { data: { name: string } };
    expect(profile.data.name).toBe(site.profile.name);
    for (const { id } of site.chapters) expect((await app.request(`/api/v1/chapters/${id}`)).status, id).toBe(200);
    expect((await app.request("/api/v1/chapters/no-such-chapter")).status).toBe(404);
  });

  it("offers its chapter ids in the MCP get_chapter schema", async () => {
    expect(await getChapterIds(app)).toEqual(site.chapters.map((c) => c.id));
  });

  it("names the person on the pages, their Markdown twins, /llms.txt and /openapi.json", async () => {
    const paths = ["/", "/index.md", "/agent", "/about", "/llms.txt", "/llms-full.txt", "/openapi.json"];
    for (const path of [...paths, ...site.chapters.map((c) => `/story/${c.id}`)]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(site.profile.name);
    }
  });
});

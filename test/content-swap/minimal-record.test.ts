/**
 * The least a record may hold (test/fixtures/minimal-record): one chapter, one timeline entry, no talks, writing,
 * projects, practices or answers, no picture, no keywords, for a person whose name has letters beyond ASCII
 * (Ánh-Dương Đoàn O'Brien) and whose pronouns are they/them.
 */
import { resolve } from "node:path";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { DEFAULT_POLICY } from "../../src/http/rate-limit/policy.js";
import { TOOLS } from "../../src/mcp/features/tools/index.js";
import { serverInstructions } from "../../src/mcp/identity.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";

const DIR = resolve(import.meta.dirname, "../fixtures/minimal-record");

interface SearchBody {
  readonly data: readonly { readonly type: string; readonly id: string }[];
}

describe("a minimal record with a name beyond ASCII", () => {
  let site: Site;
  let app: Hono;
  const search = async (q: string) =>
    ((await (await app.request(`/api/v1/search?${new URLSearchParams({ q })}`)).json()) as SearchBody).data;

  beforeAll(async () => {
    site = await testSite(TEST_ORIGIN, await contentFiles(DIR));
    app = await testApp({ site });
  });

  it("is the shape this suite is about", () => {
    expect(site.chapters).toHaveLength(1);
    expect([site.talks, site.writing, site.projects, site.practices, site.answers].map((l) => l.length)).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(site.profile.id).toBe("anh-duong-doan-o-brien");
  });

  it("finds the person by their name typed without its accents, Đ included, as their id spells it", async () => {
    for (const q of ["Ánh-Dương Đoàn", "anh duong doan", "Doan", "đoàn", "DOAN O'BRIEN"]) {
      expect((await search(q))[0], q).toMatchObject({ type: "profile", id: site.profile.id });
    }
  });

  it("speaks of its one chapter in the singular in the list_chapters description and the MCP instructions", async () => {
    const describe = (s: Site): string => TOOLS.find((t) => t.name === "list_chapters")?.describe(s) ?? "";
    expect(describe(site)).toMatch(/^The one chapter of their career \(one job at a tea shop\), with years, /);
    expect(describe(site)).not.toMatch(/\beach\b|story order/);
    expect(describe(await testSite())).toMatch(/^The six chapters of his career in story order \(.*\), each with /);
    expect(serverInstructions(site, DEFAULT_POLICY)).toContain("their profile, one career chapter (tea), plus");
  });
});

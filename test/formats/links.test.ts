/**
 * Where the formats are announced (page heads, the contact and résumé pages, the profile's links, llms.txt)
 * and registered (the response table, which the static export enumerates).
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { TEST_ORIGIN, testApp, testSite } from "../helpers/server.js";

const FORMATS = ["/resume.json", "/feed.xml", "/feed.json", "/contact.vcf"].map((p) => `${TEST_ORIGIN}${p}`);

describe("the formats are linked", () => {
  let app: Hono;
  const text = async (path: string): Promise<string> => (await app.request(path)).text();
  beforeAll(async () => {
    app = await testApp();
  });

  it("from every page's head: the Atom and JSON feeds as alternates", async () => {
    for (const path of ["/", "/agent", "/resume", "/contact", "/story/org-b"]) {
      const html = await text(path);
      expect(html, path).toContain(
        `<link rel="alternate" type="application/atom+xml" href="${TEST_ORIGIN}/feed.xml" title="Talks and writing (Atom)"/>`,
      );
      expect(html, path).toContain(`type="application/feed+json" href="${TEST_ORIGIN}/feed.json"`);
    }
  });

  it("from /contact (and its Markdown twin): the vCard", async () => {
    expect(await text("/contact")).toMatch(/<a href="\/contact.vcf">contact card<\/a>/);
    expect(await text("/contact.md")).toContain(`[contact card](${TEST_ORIGIN}/contact.vcf)`);
  });

  it("from /resume (and its Markdown twin): JSON Resume and the vCard", async () => {
    for (const path of ["/resume", "/resume.md"]) {
      const page = await text(path);
      expect(page, path).toContain(`${TEST_ORIGIN}/resume.json`);
      expect(page, path).toContain(`${TEST_ORIGIN}/contact.vcf`);
    }
  });

  it("from the profile's links, next to the links it already had", async () => {
    const { data } = (await (await app.request("/api/v1/profile")).json()) as {
      data: { links: Record<string, string> };
    };
    expect(data.links).toMatchObject({
      resume: `${TEST_ORIGIN}/resume`,
      vcard: `${TEST_ORIGIN}/contact.vcf`,
      resumeJson: `${TEST_ORIGIN}/resume.json`,
      feed: `${TEST_ORIGIN}/feed.xml`,
      jsonFeed: `${TEST_ORIGIN}/feed.json`,
    });
  });

  it("from llms.txt", async () => {
    const llms = await text("/llms.txt");
    expect(llms).toContain("## Other formats");
    for (const url of FORMATS) expect(llms).toContain(`](${url})`);
  });

  it("and documented in the OpenAPI ProfileLinks schema", async () => {
    const doc = (await (await app.request("/openapi.json")).json()) as {
      components: { schemas: { ProfileLinks: { properties: Record<string, unknown>; required: string[] } } };
    };
    const links = doc.components.schemas.ProfileLinks;
    for (const key of ["vcard", "resumeJson", "feed", "jsonFeed"]) {
      expect(links.properties, key).toHaveProperty(key);
      expect(links.required, key).toContain(key);
    }
  });

  it("as entries of the response table, like every other cacheable response", async () => {
    const { table } = await buildApp({ site: await testSite() });
    const paths = table.entries().map((e) => e.path);
    for (const url of FORMATS) expect(paths).toContain(url.slice(TEST_ORIGIN.length));
  });
});

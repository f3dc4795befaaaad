/**
 * The company's tagline and backers as a record writes them: `npm run init` writes sentences that end in a full
 * stop, the sample writes the backers without one. The pages set them into their own sentences and must print
 * one full stop either way (test/fixtures/two-chapters, with both ending in one here).
 */
import { resolve } from "node:path";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { type Fields, patchYaml } from "../support/content-edits.js";

const DIR = resolve(import.meta.dirname, "../fixtures/two-chapters");

describe("a company tagline and backers written as sentences", () => {
  let app: Hono;

  beforeAll(async () => {
    const files = patchYaml<{ company: Fields }>(await contentFiles(DIR), "site.yaml", (site) => {
      site.company = { ...site.company, tagline: "A newsroom", backedBy: "Funded by its readers." };
      return undefined;
    });
    app = await testApp({ site: await testSite(TEST_ORIGIN, files) });
  });

  it("reads as two sentences with one full stop each on the home page, agent mode and its twin", async () => {
    for (const path of ["/", "/agent", "/agent.md"]) {
      const text = await (await app.request(path)).text();
      expect(text, path).toContain("A newsroom. ");
      expect(text, path).toContain("Funded by its readers.");
      expect(text.includes("readers.."), path).toBe(false);
    }
  });
});

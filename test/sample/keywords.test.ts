/**
 * The owner's keywords: found by search, served by the API as a documented field, never shown on a page; and a
 * keyword that only repeats the record's own text changes no result.
 */
import { describe, expect, it } from "vitest";
import { buildSearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { sampleFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

/** A word the sample's projects.yaml lists among the Org B Care app's keywords and no text of the sample uses. */
const KEYWORD_ONLY = "telemedicine";

describe("keywords", () => {
  it("are served by the API but shown on no page, Markdown twin or llms file", async () => {
    const app = await testApp({ files: await sampleFiles() });
    const projects = await (await app.request("/api/v1/projects")).text();
    expect(projects).toContain(KEYWORD_ONLY);
    for (const path of ["/agent", "/agent.md", "/llms.txt", "/llms-full.txt", "/story/org-b", "/resume"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect((await response.text()).toLowerCase(), path).not.toContain(KEYWORD_ONLY);
    }
  });

  it("that repeat the record's own words change no score", async () => {
    const files = await sampleFiles();
    const practices = files["practices.yaml"] ?? "";
    const critique = /(\n {2}keywords: \[[^\]]*"team rituals", "asynchronous feedback"[^\]]*\])/;
    expect(practices).toMatch(critique);
    const without = { ...files, "practices.yaml": practices.replace(critique, "") };
    const repeating = {
      ...files,
      "practices.yaml": practices.replace(critique, '\n  keywords: ["weekly design critique", "shared document"]'),
    };
    const results = async (f: typeof files) =>
      search(buildSearchIndex(await testSite(TEST_ORIGIN, f), NEAR_WORDS), {
        query: "shared critique document",
        limit: 10,
      });
    expect(await results(repeating)).toEqual(await results(without));
  });
});

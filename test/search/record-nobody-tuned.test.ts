/**
 * Search on a record nobody tuned it for (the infrastructure engineer fixture): what the index derives from the
 * served content follows an edit with no step of its own, and a question about reaching her in words no record
 * uses still finds how to.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentFiles } from "../../src/content/compile.js";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

const INFRA = new URL("../fixtures/infra-engineer/", import.meta.url).pathname;

let files: ContentFiles;
let index: SearchIndex;
beforeAll(async () => {
  files = await contentFiles(INFRA);
  index = buildSearchIndex(await testSite(TEST_ORIGIN, files), NEAR_WORDS);
});
const top = (i: SearchIndex, query: string, limit = 3) => search(i, { query, limit }).map((r) => `${r.type}:${r.id}`);

describe("what the index derives from the served content", () => {
  it("links a word no record uses to the record's own words", () => {
    // "blueprint" is near "proposal" in general English; only this record's text says "proposal".
    expect(top(index, "blueprint")).toContain("writing:the-design-doc-template-we-use");
  });

  it("follows an edit: a word the text no longer uses is no longer a word to bridge to", async () => {
    const near = (i: SearchIndex) => i.related.get("blueprint")?.map((r) => r.term) ?? [];
    expect(near(index)).toContain("propos");
    const reword = (text: string) => text.replace(/propos\w*/gi, "draft");
    const reworded = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, reword(text)]));
    expect(near(buildSearchIndex(await testSite(TEST_ORIGIN, reworded), NEAR_WORDS))).not.toContain("propos");
  });
});

describe("a question that asks only how to reach her", () => {
  it("finds the records that say how, first, whatever words it uses", () => {
    for (const q of ["how could I ping her", "how do I get in touch with her", "what's her email address"])
      expect(top(index, q, 1), q).toEqual(["answer:how-to-contact-her"]);
    expect(top(index, "zzzz qqqq")).toEqual([]);
  });
});

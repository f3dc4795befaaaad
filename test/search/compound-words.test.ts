/** A compound typed whole that a record writes as two words ("zookeeper", "Keeper at … Zoo"), end to end. */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

let keeper: SearchIndex;
beforeAll(async () => {
  const dir = new URL("../fixtures/conservation-programme-director/", import.meta.url).pathname;
  keeper = buildSearchIndex(await testSite(TEST_ORIGIN, await contentFiles(dir)), NEAR_WORDS);
});

describe("a compound the record writes apart", () => {
  it("finds the records that say its parts", () => {
    expect(search(keeper, { query: "was she ever a zookeeper", limit: 2 }).map((r) => `${r.type}:${r.id}`)).toEqual(
      expect.arrayContaining(["timeline:keeper-at-org-qma-zoo"]),
    );
  });
});

/**
 * The stages of a career on a record nobody tuned search for (the veterinary surgeon fixture, imported from a
 * LinkedIn export): a role's own title anchors a question of before and after it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

const RECORD = new URL("../fixtures/veterinary-surgeon/", import.meta.url).pathname;

let index: SearchIndex;
beforeAll(async () => {
  index = buildSearchIndex(await testSite(TEST_ORIGIN, await contentFiles(RECORD)), NEAR_WORDS);
});
const first = (query: string): string => {
  const [top] = search(index, { query, limit: 3 });
  return top ? `${top.type}:${top.id}` : "";
};

describe("a role's title as the anchor of a question", () => {
  it("finds the stage just before it", () => {
    expect(first("what did he do before he became head of orthopaedics")).toBe(
      "timeline:orthopaedic-surgeon-at-org-xx-veterinary-referrals",
    );
  });

  it("reads 'what was he doing' and 'where was he' before an anchor as asking for that stage", () => {
    expect(first("what was he doing before he moved to Canada")).toBe(
      "timeline:head-of-orthopaedics-at-org-xx-veterinary-referrals",
    );
    expect(first("where was he before he moved to Bristol")).toMatch(/^timeline:/);
  });
});

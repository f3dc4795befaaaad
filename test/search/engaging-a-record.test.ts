/**
 * Engaging the person about a topic on a record with few quick answers (the child-protection manager fixture,
 * imported from a LinkedIn export): the record that says how to reach her comes first, before the chapters that
 * share the topic; on the sample, a quick answer on the topic asked keeps the lead.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

const RECORD = new URL("../fixtures/child-protection-manager/", import.meta.url).pathname;
const SAMPLE = new URL("../../sample/", import.meta.url).pathname;

let record: SearchIndex;
let sample: SearchIndex;
beforeAll(async () => {
  record = buildSearchIndex(await testSite(TEST_ORIGIN, await contentFiles(RECORD)), NEAR_WORDS);
  sample = buildSearchIndex(await testSite(TEST_ORIGIN, await contentFiles(SAMPLE)), NEAR_WORDS);
});
const first = (index: SearchIndex, query: string): string => {
  const [top] = search(index, { query, limit: 3 });
  return top ? `${top.type}:${top.id}` : "";
};

describe("a question that engages her about a topic her career shares", () => {
  it("puts the record that says how to reach her first", () => {
    for (const q of [
      "is she open to chairing a safeguarding board",
      "can we invite her to a panel on residential care",
      "would she speak to our magistrates about kinship care",
      "could our council hire her to review its fostering service",
    ])
      expect(first(record, q), q).toBe("answer:how-to-contact-this-person");
  });

  it("leaves a yes/no question of what she can do to the records about it", () => {
    expect(first(record, "can she speak Irish")).toBe("practice:languages");
  });

  it("keeps a quick answer on the topic asked ahead of it", () => {
    expect(first(sample, "could we invite him to give a keynote at our conference")).toBe(
      "answer:speaking-invitations",
    );
  });
});

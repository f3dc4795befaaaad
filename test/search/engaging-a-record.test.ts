/**
 * Engaging the person about a topic on a record with few quick answers (the child-protection manager fixture,
 * imported from a LinkedIn export): the record that says how to reach her comes first, before the chapters that
 * share the topic; on the sample, a quick answer on the topic asked keeps the lead.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchIndex } from "../../src/search/index.js";
import { fixtureDir, searchIndexOf, topKeys } from "../support/search-index.js";

const SAMPLE = new URL("../../sample/", import.meta.url).pathname;

let record: SearchIndex;
let sample: SearchIndex;
beforeAll(async () => {
  record = await searchIndexOf(fixtureDir("child-protection-manager"));
  sample = await searchIndexOf(SAMPLE);
});
const first = (index: SearchIndex, query: string): string => topKeys(index, query, 1)[0] ?? "";

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

/**
 * What a question asks beyond its topic words, end to end on the sample site: its intent (engaging him routes to the
 * quick answers and the contact facts) and its time (an order or a window against the records' own years).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { testSite } from "../support/app.js";
import { NEAR_WORDS } from "../support/near-words.js";

let index: SearchIndex;
beforeAll(async () => {
  index = buildSearchIndex(await testSite(), NEAR_WORDS);
});
const top = (query: string, limit = 3) => search(index, { query, limit }).map((r) => `${r.type}:${r.id}`);

describe("intent", () => {
  it("routes a question about engaging him to a quick answer, not to the records its topic words match", () => {
    expect(top("can I invite him to keynote our conference?", 1)[0]).toMatch(/^answer:/);
    expect(top("will he come on my podcast", 1)[0]).toMatch(/^answer:/);
  });
});

describe("questions of grammar words alone", () => {
  it("find the record they ask for instead of nothing", () => {
    expect(top("who is he", 1)).toEqual(["profile:kyle-ledbetter"]);
    expect(top("what does he do?", 1)[0]).toMatch(/^answer:/);
    expect(top("where's he from")).not.toEqual([]);
    expect(top("the of and")).toEqual([]);
  });
});

describe("time", () => {
  it("orders the records of the kind asked for by their own years", () => {
    const talks = search(index, { query: "his earliest talk", limit: 1, type: "talk" });
    const years = index.docs.filter((d) => d.type === "talk").map((d) => d.years?.from ?? Infinity);
    const first = index.docs.find((d) => d.type === "talk" && d.id === talks[0]?.id);
    expect(first?.years?.from).toBe(Math.min(...years));
  });

  it("keeps to a window named by an organisation's years", () => {
    const results = search(index, { query: "talks he gave while he was at Org B", limit: 1, type: "talk" });
    const span = index.anchors.find((a) => a.name === "org b")?.span;
    expect(span).toBeDefined();
    for (const r of results) {
      const years = index.docs.find((d) => d.type === r.type && d.id === r.id)?.years;
      expect(years && span && years.from <= span.to && years.to >= span.from, r.id).toBe(true);
    }
  });
});

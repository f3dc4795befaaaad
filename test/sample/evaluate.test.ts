/** The evaluation arithmetic, on the real index with a handful of questions whose ranks are known. */
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Ask,
  evaluate,
  formatEvaluation,
  parseRelevanceSet,
  passes,
} from "../../src/search/evaluation/evaluate.js";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { sampleFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

describe("evaluate", () => {
  let index: SearchIndex;
  let ask: Ask;
  beforeAll(async () => {
    index = buildSearchIndex(await testSite(TEST_ORIGIN, await sampleFiles()), NEAR_WORDS);
    ask = (query) => search(index, { query, limit: 10 });
  });

  it("scores Recall@1, Recall@3 and MRR from the rank of each expected record", async () => {
    const questions = parseRelevanceSet(`
- q: prompt lab
  expect: { type: project, id: org-c-prompt-lab }
- q: zzzz qqqq
  expect: { type: project, id: org-c-prompt-lab }
`);
    const report = await evaluate(ask, questions, index.keys);
    expect(report).toMatchObject({ total: 2, recallAt1: 0.5, recallAt3: 0.5, mrr: 0.5 });
    expect(report.misses.map((m) => [m.question.q, m.rank])).toEqual([["zzzz qqqq", null]]);
    expect(passes(report, { mrr: 0.6 })).toBe(false);
    expect(passes(report, { mrr: 0.5 })).toBe(true);
    expect(formatEvaluation(report)).toContain('"zzzz qqqq" → want project:org-c-prompt-lab; got nothing');
    // A held-out set's report counts its misses without showing them.
    const figuresOnly = formatEvaluation(report, {}, false);
    expect(figuresOnly).toContain("misses     1 (not first)");
    expect(figuresOnly).not.toContain("zzzz");
  });

  it("counts a record in second place as half a reciprocal rank", async () => {
    const [, second] = search(index, { query: "prompt lab", limit: 3 });
    if (!second) throw new Error("expected at least two results for prompt lab");
    const report = await evaluate(ask, [{ q: "prompt lab", expect: { type: second.type, id: second.id } }], index.keys);
    expect(report).toMatchObject({ recallAt1: 0, recallAt3: 1, mrr: 0.5 });
  });

  it("takes the first of several expected records", async () => {
    const [first, second, third] = search(index, { query: "prompt lab", limit: 3 });
    if (!first || !second || !third) throw new Error("expected three results for prompt lab");
    const refs = [third, second].map(({ type, id }) => ({ type, id }));
    const report = await evaluate(ask, [{ q: "prompt lab", expect: refs }], index.keys);
    expect(report).toMatchObject({ recallAt1: 0, recallAt3: 1, mrr: 0.5 });
    expect(
      parseRelevanceSet(`- q: prompt lab\n  expect: [{ type: talk, id: a }, { type: project, id: b }]`),
    ).toHaveLength(1);
  });

  it("reports expected records that are not in the index", async () => {
    const report = await evaluate(ask, [{ q: "prompt lab", expect: { type: "talk", id: "no-such-talk" } }], index.keys);
    expect(report.unknown).toEqual([{ type: "talk", id: "no-such-talk" }]);
    expect(passes(report, {})).toBe(false);
  });

  it("rejects a malformed question set", () => {
    expect(() => parseRelevanceSet("- q: x\n  expect: { type: nope, id: a }")).toThrow();
    expect(() => parseRelevanceSet("- q: xy\n  expect: []")).toThrow();
    expect(() => parseRelevanceSet("[]")).toThrow();
  });
});

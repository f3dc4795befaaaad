/** The evaluation arithmetic, on the real index with a handful of questions whose ranks are known. */
import { beforeAll, describe, expect, it } from "vitest";
import { evaluate, formatEvaluation, parseRelevanceSet, passes } from "../../src/search/evaluate.js";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { sampleFiles } from "../support/content.js";

describe("evaluate", () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = buildSearchIndex(await testSite(TEST_ORIGIN, await sampleFiles()));
  });

  it("scores Recall@1, Recall@3 and MRR from the rank of each expected record", () => {
    const questions = parseRelevanceSet(`
- q: prompt lab
  expect: { type: project, id: org-c-prompt-lab }
- q: zzzz qqqq
  expect: { type: project, id: org-c-prompt-lab }
`);
    const report = evaluate(index, questions);
    expect(report).toMatchObject({ total: 2, recallAt1: 0.5, recallAt3: 0.5, mrr: 0.5 });
    expect(report.misses.map((m) => [m.question.q, m.rank])).toEqual([["zzzz qqqq", null]]);
    expect(passes(report)).toBe(false);
    expect(formatEvaluation(report)).toContain('"zzzz qqqq" → want project:org-c-prompt-lab');
  });

  it("counts a record in second place as half a reciprocal rank", () => {
    const [, second] = search(index, { query: "prompt lab", limit: 3 });
    if (!second) throw new Error("expected at least two results for prompt lab");
    const report = evaluate(index, [{ q: "prompt lab", expect: { type: second.type, id: second.id } }]);
    expect(report).toMatchObject({ recallAt1: 0, recallAt3: 1, mrr: 0.5 });
  });

  it("reports expected records that are not in the index", () => {
    const report = evaluate(index, [{ q: "prompt lab", expect: { type: "talk", id: "no-such-talk" } }]);
    expect(report.unknown).toHaveLength(1);
    expect(passes(report)).toBe(false);
  });

  it("rejects a malformed question set", () => {
    expect(() => parseRelevanceSet("- q: x\n  expect: { type: nope, id: a }")).toThrow();
    expect(() => parseRelevanceSet("[]")).toThrow();
  });
});

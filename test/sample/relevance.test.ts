/** The relevance set must keep passing: search answers the questions people actually ask. */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluate, formatEvaluation, parseRelevanceSet, THRESHOLDS } from "../../src/search/evaluate.js";
import { buildSearchIndex } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { sampleFiles } from "../support/content.js";

describe("relevance set (test/sample/questions.yaml)", () => {
  let report: ReturnType<typeof evaluate>;
  beforeAll(async () => {
    const questions = parseRelevanceSet(await readFile(new URL("./questions.yaml", import.meta.url), "utf8"));
    report = evaluate(buildSearchIndex(await testSite(TEST_ORIGIN, await sampleFiles())), questions);
  });

  it("has at least 40 questions, each naming a record that exists", () => {
    expect(report.total).toBeGreaterThanOrEqual(40);
    expect(report.unknown, formatEvaluation(report)).toEqual([]);
  });

  it(`reaches MRR ${THRESHOLDS.mrr} and Recall@3 ${THRESHOLDS.recallAt3}`, () => {
    expect(report.mrr, formatEvaluation(report)).toBeGreaterThanOrEqual(THRESHOLDS.mrr);
    expect(report.recallAt3, formatEvaluation(report)).toBeGreaterThanOrEqual(THRESHOLDS.recallAt3);
  });
});

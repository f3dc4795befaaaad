/**
 * Every relevance set must keep reaching its floor through both surfaces clients use: search answers the
 * questions people actually ask, over REST and over MCP alike.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { type Evaluation, evaluate, formatEvaluation } from "../../src/search/evaluate.js";
import { buildSearchIndex } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { sampleFiles } from "../support/content.js";
import { loadQuestions, RELEVANCE_SETS } from "./relevance-sets.js";
import { type Surfaces, surfaces } from "./surfaces.js";

let site: Site;
let asks: Surfaces;
let known: ReadonlySet<string>;
beforeAll(async () => {
  site = await testSite(TEST_ORIGIN, await sampleFiles());
  asks = await surfaces(site);
  known = buildSearchIndex(site).keys;
});

describe.each(RELEVANCE_SETS)("relevance set $name", (set) => {
  it("has at least 40 questions, each naming records that exist", async () => {
    const questions = await loadQuestions(set);
    expect(questions.length).toBeGreaterThanOrEqual(40);
    const report = await evaluate(() => [], questions, known);
    expect(report.unknown).toEqual([]);
  });

  describe.each(["rest", "mcp"] as const)("via %s", (surface) => {
    let report: Evaluation;
    beforeAll(async () => {
      report = await evaluate(asks[surface], await loadQuestions(set), known);
    });

    it.each(Object.entries(set.floor))("reaches %s %s", (name, floor) => {
      // A held-out set's failure shows its figures only: printing its misses would spend it.
      const message = formatEvaluation(report, set.floor, !set.heldOut);
      expect(report[name as keyof typeof set.floor], message).toBeGreaterThanOrEqual(floor);
    });
  });
});

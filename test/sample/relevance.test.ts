/**
 * Every relevance set must keep reaching its floor through both surfaces clients use: search answers the
 * questions people actually ask, over REST and over MCP alike.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { codePoints, QUERY_LENGTH } from "../../src/schema/search.js";
import { type Evaluation, evaluate, formatEvaluation } from "../../src/search/evaluation/evaluate.js";
import { buildSearchIndex } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles, sampleFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";
import { loadQuestions, RELEVANCE_SETS, type RelevanceSet, recordDir, setLabel } from "./relevance-sets.js";
import { type Surfaces, surfaces } from "./surfaces.js";

interface Scored {
  readonly asks: Surfaces;
  readonly known: ReadonlySet<string>;
}

/** Each record the sets are about, compiled once. */
const records = new Map<string | undefined, Promise<Scored>>();
const recordOf = (set: RelevanceSet): Promise<Scored> => {
  const dir = recordDir(set);
  let record = records.get(dir);
  if (record === undefined) {
    record = (async () => {
      const site = await testSite(TEST_ORIGIN, dir === undefined ? await sampleFiles() : await contentFiles(dir));
      return { asks: await surfaces(site), known: buildSearchIndex(site, NEAR_WORDS).keys };
    })();
    records.set(dir, record);
  }
  return record;
};

describe.each(RELEVANCE_SETS.map((set) => ({ ...set, label: setLabel(set) })))("relevance set $label", (set) => {
  let known: ReadonlySet<string>;
  let asks: Surfaces;
  beforeAll(async () => {
    ({ known, asks } = await recordOf(set));
  });

  it("has at least 40 questions, each one a query the API accepts, naming records that exist", async () => {
    const questions = await loadQuestions(set);
    expect(questions.length).toBeGreaterThanOrEqual(40);
    // Counted as the API counts q (code points): a longer question would be a 400, not a miss.
    expect(questions.filter(({ q }) => codePoints(q) > QUERY_LENGTH.max).map(({ q }) => q)).toEqual([]);
    const report = await evaluate(() => [], questions, known);
    expect(report.unknown).toEqual([]);
  });

  // A set committed unscored has no floor yet: it is not scored here, where a failure would print its figures.
  const surfacesScored = Object.keys(set.floor).length === 0 ? [] : (["rest", "mcp"] as const);
  describe.each(surfacesScored)("via %s", (surface) => {
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

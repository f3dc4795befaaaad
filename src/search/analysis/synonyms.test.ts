import { describe, expect, it } from "vitest";
import { planQuery } from "../ranking/query.js";
import type { RelatedTable } from "./related.js";
import { alternatives, baseForms, buildSynonyms, RELATED_WEIGHT, SYNONYM_WEIGHT, splits } from "./synonyms.js";

const table = buildSynonyms([
  { from: ["alma mater"], to: ["university", "college"] },
  { from: ["ux", "user experience"], to: ["ux", "user experience"] },
]);

/** What an index derives for a record whose text says "company" and "firm" (related.ts). */
const related: RelatedTable = new Map([
  [
    "employer",
    [
      { term: "compani", weight: 0.7 },
      { term: "firm", weight: 0.65 },
    ],
  ],
]);

describe("alternatives", () => {
  it("finds a rule's phrase among the query's words and stands for all of them", () => {
    const plan = planQuery("where is his alma mater");
    const found = alternatives(table, plan, () => false, related);
    expect(found.map((a) => a.term)).toEqual(["universiti", "colleg"]);
    expect(found.every((a) => a.bits === 0b11 && a.weight === SYNONYM_WEIGHT)).toBe(true);
  });

  it("searches a phrase target as its pairs, both ways for a group", () => {
    expect(alternatives(table, planQuery("ux work"), () => false, related)).toEqual([
      { pairs: [["user", "experienc"]], weight: SYNONYM_WEIGHT, bits: 1 },
    ]);
    expect(alternatives(table, planQuery("user experience"), () => false, related).map((a) => a.term)).toEqual(["ux"]);
  });

  it("adds the index's related words, weighed lower, only for the words asked about", () => {
    const plan = planQuery("employer");
    expect(alternatives(table, plan, () => false, related)).toEqual([]);
    // The related words, then the words "employer" may derive from (employ).
    const found = alternatives(table, plan, () => true, related).slice(0, 2);
    expect(found.map((a) => a.term)).toEqual(["compani", "firm"]);
    expect(found.map((a) => a.weight)).toEqual([RELATED_WEIGHT * 0.7, RELATED_WEIGHT * 0.65]);
    expect(found.every((a) => a.bits === 1)).toBe(true);
  });

  it("keeps the query's phrases through a one-word expansion, but not with a stop word or the group's own words", () => {
    const rules = buildSynonyms([
      { from: ["position"], to: ["role"] },
      { from: ["press", "coverage", "profiled"], to: ["press", "coverage", "profiled"] },
    ]);
    expect(alternatives(rules, planQuery("open positions on his team"), () => false, related)).toEqual([
      { term: "role", pairs: [["open", "role"]], weight: SYNONYM_WEIGHT, bits: 0b10 },
    ]);
    const press = alternatives(rules, planQuery("press coverage"), () => false, related);
    expect(press.length).toBeGreaterThan(0);
    expect(press.every((a) => a.pairs.length === 0)).toBe(true);
  });

  it("splits a compound the site writes apart into its parts and their phrase, never a hyphenated one", () => {
    const site = new Set(["zoo", "keeper", "get", "togeth", "over", "see"]);
    const uses = (term: string) => !site.has(term);
    const found = alternatives(table, planQuery("was she a zookeeper"), uses, related);
    expect(found.filter((a) => a.weight !== RELATED_WEIGHT)).toEqual([
      { term: "zoo", pairs: [], weight: SYNONYM_WEIGHT, bits: 1 },
      { term: "keeper", pairs: [], weight: SYNONYM_WEIGHT, bits: 1 },
      { pairs: [["zoo", "keeper"]], weight: 1, bits: 1 },
    ]);
    // Its parts are words of the question already.
    expect(alternatives(table, planQuery("the get-together"), uses, related).some((a) => a.term === "get")).toBe(false);
    // A word with near words the site uses keeps to them.
    const near: RelatedTable = new Map([["zookeep", [{ term: "keeper", weight: 0.7 }]]]);
    expect(alternatives(table, planQuery("zookeep"), uses, near).map((a) => a.term)).toEqual(["keeper"]);
  });

  it("splits only where both parts are the site's words and the first leads no idiom", () => {
    const site = new Set(["fire", "fighter", "over", "see", "head", "set"]);
    const known = (term: string) => site.has(term);
    expect(splits("firefighter", known)).toEqual([["fire", "fighter"]]);
    expect(splits("oversee", known)).toEqual([]);
    expect(splits("firefighters", () => false)).toEqual([]);
  });

  it("looks a word the site never uses up by the word it derives from too", () => {
    expect(baseForms("speaker")).toContain("speak");
    expect(baseForms("generativ")).toContain("generat");
    expect(baseForms("design")).toEqual([]);
    const speaker = alternatives(table, planQuery("speaker"), () => true, related).filter((a) => a.term === "speak");
    expect(speaker).toEqual([{ term: "speak", pairs: [], weight: RELATED_WEIGHT, bits: 1 }]);
    expect(alternatives(table, planQuery("speaker"), () => false, related)).toEqual([]);
  });
});

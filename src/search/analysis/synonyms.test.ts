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

  it("splits a word the site never writes where it writes the parts as a phrase, never a hyphenated one", () => {
    const phrases = new Set(["zoo keeper", "get togeth"]);
    const apart = (a: string, b: string) => phrases.has(`${a} ${b}`);
    // The site's words are its phrases' parts; "zookeeper" is not one of them.
    const unknown = (term: string) => ![...phrases].some((p) => p.split(" ").includes(term));
    const found = alternatives(table, planQuery("was she a zookeeper"), unknown, related, apart);
    expect(found.filter((a) => a.term !== "zookeep")).toEqual([
      { pairs: [["zoo", "keeper"]], weight: SYNONYM_WEIGHT, bits: 1 },
      { term: "zoo", pairs: [], weight: RELATED_WEIGHT, bits: 1 },
      { term: "keeper", pairs: [], weight: RELATED_WEIGHT, bits: 1 },
    ]);
    // Its parts are words of the question already.
    expect(
      alternatives(table, planQuery("the get-together"), unknown, related, apart).some((a) => a.term === "get"),
    ).toBe(false);
    // Not a word the site writes.
    expect(alternatives(table, planQuery("zookeeper"), () => false, related, apart)).toEqual([]);
  });

  it("splits only where the site writes the parts as a phrase", () => {
    const knows = (term: string) => ["fire", "fighter", "head", "set"].includes(term);
    const apart = (a: string, b: string) => a === "fire" && b === "fighter";
    expect(splits("firefighter", knows, apart)).toEqual([["fire", "fighter"]]);
    expect(splits("headsets", knows, apart)).toEqual([]);
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

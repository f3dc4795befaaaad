import { describe, expect, it } from "vitest";
import { parseSynonymRule, SynonymsSource } from "./synonyms.js";

describe("synonym rules", () => {
  it("reads equivalence groups and one-way rules", () => {
    expect(parseSynonymRule("ux, user  experience")).toEqual({
      from: ["ux", "user experience"],
      to: ["ux", "user experience"],
    });
    expect(parseSynonymRule("alma mater => university, college")).toEqual({
      from: ["alma mater"],
      to: ["university", "college"],
    });
  });

  it.each([
    ["ux", "an equivalence group needs at least two phrases"],
    ["a => b => c", "has more than one =>"],
    ["ux, , ui", '"" is not a word or phrase'],
    ["bio => <b>", '"<b>" is not a word or phrase'],
  ])("rejects %s", (text, reason) => {
    expect(parseSynonymRule(text)).toContain(reason);
    expect(SynonymsSource.safeParse({ synonyms: [text] }).success).toBe(false);
  });
});

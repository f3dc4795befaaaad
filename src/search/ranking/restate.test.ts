import { describe, expect, it } from "vitest";
import { restates, titleWords } from "./restate.js";

// Titles as word ids: 1 what, 2 did, 3 kyle, 4 do, 5 at, 6 org, 7 c, 8 ai, 9 chapter.
const titles = titleWords([[1, 2, 3, 4, 5, 6, 7, 8], [6, 7, 8], []]);

describe("restates", () => {
  it("holds when the title has every word of the query's wording, in any order", () => {
    expect(restates(titles, 0, [1, 2, 4, 5, 6, 7, 8])).toBe(true);
    expect(restates(titles, 0, [8, 1])).toBe(true);
  });

  it("fails when one word is missing from the title, grammar word or topic word", () => {
    expect(restates(titles, 1, [1, 2, 4, 5, 6, 7, 8])).toBe(false);
    expect(restates(titles, 0, [1, 2, 9])).toBe(false);
    expect(restates(titles, 2, [1])).toBe(false);
  });

  it("never holds for an empty wording: topic words alone are the title boost's business", () => {
    expect(restates(titles, 0, [])).toBe(false);
    expect(restates(titles, 2, [])).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { stem } from "./stem.js";

/** Each group must share one stem; that, not the dictionary form, is what matching needs. */
const SAME_STEM = [
  ["design", "designs", "designing", "designed"],
  ["system", "systems"],
  ["study", "studies", "studied", "studying"],
  ["hire", "hires", "hired", "hiring"],
  ["prototype", "prototypes", "prototyping", "prototyped"],
  ["critique", "critiques", "critiquing"],
  ["accessible", "accessibility"],
  ["company", "companies"],
  ["live", "lives", "lived", "living"],
  ["build", "building", "builds"],
  ["teach", "teaches", "teaching"],
  ["write", "writing", "writes"],
  ["run", "running", "runs"],
  ["kyle", "kyle's"],
];

describe("stem", () => {
  it.each(SAME_STEM)("gives %s and its forms one stem", (...forms) => {
    expect(new Set(forms.map(stem)).size).toBe(1);
  });

  it("keeps apart words that only look alike", () => {
    expect(stem("press")).not.toBe(stem("pres"));
    expect(stem("focus")).toBe("focus");
    expect(stem("news")).not.toBe(stem("newspaper"));
  });

  it("leaves numbers, short words and other scripts alone", () => {
    for (const word of ["2019", "ai", "org", "ios", "שלום", "東京", "naïve-x"]) expect(stem(word)).toBe(word);
  });

  it("does not touch object-prototype names", () => {
    expect(stem("constructor")).toBe("constructor");
    expect(stem("__proto__")).toBe("__proto__");
    expect(stem("tostring")).toBe("tostr");
  });
});

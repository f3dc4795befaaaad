import { describe, expect, it } from "vitest";
import { spellFunctionWords } from "./function-typos.js";

const unused = (): boolean => false;

describe("spellFunctionWords", () => {
  it("reads a question word, an auxiliary or a verb asked by, swapped or a letter short, as the word", () => {
    expect(spellFunctionWords("where dose she live", unused)).toBe("where does she live");
    expect(spellFunctionWords("wich jobs has he held", unused)).toBe("which jobs has he held");
    expect(spellFunctionWords("Waht did he do before", unused)).toBe("what did he do before");
    expect(spellFunctionWords("wher is she basd", unused)).toBe("where is she based");
    expect(spellFunctionWords("did he go to colege", unused)).toBe("did he go to college");
    expect(spellFunctionWords("is he hirng", unused)).toBe("is he hiring");
    expect(spellFunctionWords("how do I conatct her", unused)).toBe("how do I contact her");
  });

  it("keeps a misspelling the site uses, one two words could stand for, and words of their own", () => {
    expect(spellFunctionWords("the dose she set", (word) => word === "dose")).toBe("the dose she set");
    expect(spellFunctionWords("hwo", unused)).toBe("hwo");
    expect(spellFunctionWords("does he know aws", unused)).toBe("does he know aws");
    expect(spellFunctionWords("did he work in Woking", unused)).toBe("did he work in Woking");
  });
});

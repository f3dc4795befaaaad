import { describe, expect, it } from "vitest";
import { endSentence } from "./sentence.js";

describe("endSentence", () => {
  it("adds a full stop to text without one", () => {
    expect(endSentence("Funded by its readers")).toBe("Funded by its readers.");
  });

  it("keeps the end the text has", () => {
    for (const text of [
      "Funded by its readers.",
      "Backed by whom?",
      "Wow!",
      "So it goes…",
      'He said "yes."',
      "(See below.)",
    ]) {
      expect(endSentence(text)).toBe(text);
    }
  });
});

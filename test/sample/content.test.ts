/** The shipped sample in sample/ is a valid record: the service starts on it as shipped. */
import { describe, expect, it } from "vitest";
import { compileContent } from "../../src/content/compile.js";
import { formatProblems } from "../../src/content/problems.js";
import { sampleFiles } from "../support/content.js";

describe("the shipped sample", () => {
  it("compiles without a problem", async () => {
    const result = compileContent(await sampleFiles(), "https://profile.example.net");
    expect(result.ok ? [] : formatProblems(result.problems)).toEqual([]);
  });
});

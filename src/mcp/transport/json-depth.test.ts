import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-depth.js";

const nested = (depth: number, open = "[", close = "]"): string => open.repeat(depth) + close.repeat(depth);

describe("nestsDeeperThan", () => {
  it("counts arrays and objects inside one another, up to the bound included", () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[1]}]}}', 4)).toBe(true);
  });

  it("reads siblings as one level, not as nesting", () => {
    expect(nestsDeeperThan(`[${Array.from({ length: 1000 }, () => "[]").join(",")}]`, 2)).toBe(false);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(`{"q":"${"[{".repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"q":"a\\"[[[[","r":[1]}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"q":"a\\\\","r":[[1]]}`, 2)).toBe(true);
  });
});

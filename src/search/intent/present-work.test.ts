import { describe, expect, it } from "vitest";
import { asksPresentWorkOf } from "./present-work.js";

describe("asksPresentWorkOf", () => {
  it("reads a request that asks, among other things, what his work is now", () => {
    expect(asksPresentWorkOf("summarise who she works for today and how big her team is")).toBe(true);
    expect(asksPresentWorkOf("tell me her present job title, who employs her and which city she works in")).toBe(true);
    expect(asksPresentWorkOf("give me his current position and what that institute does")).toBe(true);
  });

  it("leaves his work now as the time of something else, and his past work", () => {
    expect(asksPresentWorkOf("how did she handle the storms in her present post")).toBe(false);
    expect(asksPresentWorkOf("who did she work for in 2019")).toBe(false);
    expect(asksPresentWorkOf("what was his title at org b")).toBe(false);
  });
});

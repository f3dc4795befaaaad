import { describe, expect, it } from "vitest";
import { generations, remember } from "./memo.js";

describe("generations", () => {
  it("keeps a key read in every generation, forgets one left unread for two, and holds at most twice its size", () => {
    const memo = generations<string, number>(3);
    let made = 0;
    const read = (key: string) => remember(memo, key, () => ++made);
    expect(read("kept")).toBe(1);
    for (let i = 0; i < 20; i++) {
      read(`passing-${i}`);
      // Read now and then, as a returning client is: it is moved to the young generation each time.
      if (i % 2 === 0) expect(read("kept")).toBe(1);
    }
    expect(read("passing-0")).toBe(made);
    let held = 0;
    for (let i = 0; i < 20; i++) if (memo.get(`passing-${i}`) !== undefined) held++;
    expect(held).toBeLessThanOrEqual(6);
  });
});

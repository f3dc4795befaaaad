import { describe, expect, it } from "vitest";
import { answerCache } from "./answer-cache.js";
import { remember } from "./memo.js";

describe("remember", () => {
  it("writes an answer once and serves the same string after", () => {
    const cache = answerCache();
    let writes = 0;
    const write = () => `answer ${++writes}`;
    expect(remember(cache, "k", write)).toBe("answer 1");
    expect(remember(cache, "k", write)).toBe("answer 1");
    expect(remember(cache, "other", write)).toBe("answer 2");
  });

  it("keeps nothing for a write that declines or throws, so the next request is judged again", () => {
    const cache = answerCache();
    expect(remember(cache, "k", () => undefined)).toBeUndefined();
    expect(() =>
      remember(cache, "bad", () => {
        throw new Error("refused");
      }),
    ).toThrow("refused");
    expect(cache.size).toBe(0);
    expect(remember(cache, "k", () => "now")).toBe("now");
  });
});

describe("answerCache", () => {
  it("holds at most its size in characters, keys included, dropping the least recently used", () => {
    const cache = answerCache(100);
    for (let i = 0; i < 10; i++) remember(cache, `key-${i}`, () => "x".repeat(20));
    expect(cache.calculatedSize).toBeLessThanOrEqual(100);
    expect(cache.has("key-9")).toBe(true);
    expect(cache.has("key-0")).toBe(false);
  });

  it("does not keep an answer larger than the whole cache", () => {
    const cache = answerCache(100);
    expect(remember(cache, "big", () => "x".repeat(200))).toHaveLength(200);
    expect(cache.has("big")).toBe(false);
  });
});

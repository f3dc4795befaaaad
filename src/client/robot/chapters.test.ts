import { describe, expect, it } from "vitest";
import { chapterIndexOf } from "./chapters.js";

describe("chapterIndexOf", () => {
  const cards = [{ id: "louisiana" }, { id: "org-b" }];
  it("finds the chapter a #chapter-<id> hash names, and nothing for any other hash", () => {
    expect(chapterIndexOf(cards, "#chapter-org-b")).toBe(1);
    expect(chapterIndexOf(cards, "#chapters")).toBe(-1);
    expect(chapterIndexOf(cards, "")).toBe(-1);
  });
});

import { describe, expect, it } from "vitest";
import { chapterIndexOf } from "./chapters.js";
import { robotHeight, robotLayout } from "./layout.js";

describe("robotLayout", () => {
  const parts = ["feet", "legs", "torso", "arms", "head", "antenna"];

  it("stacks one part a chapter, in story order, each standing on the one before", () => {
    const layout = robotLayout(parts);
    expect(layout.map((p) => p.part)).toEqual(parts);
    expect(layout[0]?.base).toBe(0);
    for (const [i, part] of layout.entries()) {
      if (i > 0) expect(part.base).toBeCloseTo((layout[i - 1]?.base ?? 0) + (layout[i - 1]?.height ?? 0));
      expect(part.pieces.length).toBeGreaterThan(0);
      expect(part.pieces.some((p) => p.role === "body")).toBe(true);
    }
    expect(robotHeight(layout)).toBeCloseTo(layout.reduce((sum, p) => sum + p.height, 0));
  });

  it("draws a part it does not know as a plain block, so other content still makes a robot", () => {
    const [odd] = robotLayout(["Tail Fin"]);
    expect(odd?.pieces).toEqual([expect.objectContaining({ shape: "box", role: "body" })]);
    expect(robotLayout(["HEAD"])[0]?.pieces.length).toBe(robotLayout(["head"])[0]?.pieces.length);
  });
});

describe("chapterIndexOf", () => {
  const cards = [{ id: "louisiana" }, { id: "org-b" }];
  it("finds the chapter a #chapter-<id> hash names, and nothing for any other hash", () => {
    expect(chapterIndexOf(cards, "#chapter-org-b")).toBe(1);
    expect(chapterIndexOf(cards, "#chapters")).toBe(-1);
    expect(chapterIndexOf(cards, "")).toBe(-1);
  });
});

import { describe, expect, it } from "vitest";
import { frontBox, robotHeight, robotLayout } from "./robot-layout.js";

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

  it("rounds every box, and seen from the front keeps each part within its own height band", () => {
    const layout = robotLayout(parts);
    for (const part of layout) {
      for (const piece of part.pieces) {
        if (piece.shape === "box") expect(piece.size[3]).toBeGreaterThan(0);
        const box = frontBox(piece);
        expect(box.r).toBeLessThanOrEqual(Math.min(box.w, box.h) / 2);
      }
    }
    // The hands hang below the shoulders; everything else stands inside its part's band.
    const feet = layout[0];
    for (const piece of feet?.pieces ?? []) expect(frontBox(piece).y).toBeGreaterThanOrEqual(0);
  });
});

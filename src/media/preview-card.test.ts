import { describe, expect, it } from "vitest";
import { WEB_FONTS } from "../render/web-fonts.js";
import type { Child, Element } from "./elements.js";
import { previewCard } from "./preview-card.js";

const walk = (node: Child): Element[] =>
  typeof node === "string"
    ? []
    : [node, ...[node.props.children ?? []].flat().flatMap((child) => walk(child as Child))];

describe("the link preview card", () => {
  const card = previewCard({
    initials: "KL",
    name: "Kyle Ledbetter",
    role: "Chief Product Officer, Org D",
    title: "Leading design at Org B",
    address: "example.com/story/org-b",
  });
  const boxes = walk(card);
  const holding = (text: string) => boxes.find((b) => b.props.children === text);

  it("is set in the pages' faces: the display face for the name, title and mark, the text face for the rest", () => {
    const display = WEB_FONTS[0]?.family.replace(/ Variable$/, "");
    for (const text of ["Kyle Ledbetter", "Leading design at Org B", "KL"]) {
      expect(holding(text)?.props.style?.fontFamily).toBe(display);
    }
    expect(card.props.style?.fontFamily).toBe("Inter");
  });

  it("shows the initials in a circle, as the pages do", () => {
    const mark = holding("KL")?.props.style;
    expect(mark?.borderRadius).toBe(Number(mark?.width) / 2);
  });
});

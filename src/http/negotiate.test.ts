import { describe, expect, it } from "vitest";
import { parseAccept, prefersMarkdown } from "./negotiate.js";

describe("parseAccept", () => {
  it("reads types, subtypes and q-values, lower-cased, skipping junk", () => {
    expect(parseAccept("Text/Markdown;q=0.5, text/html ; Q=0.9 , */*;level=1, nonsense")).toEqual([
      { type: "text", subtype: "markdown", q: 0.5 },
      { type: "text", subtype: "html", q: 0.9 },
      { type: "*", subtype: "*", q: 1 },
    ]);
  });

  it("treats an out-of-range or malformed q as 0", () => {
    expect(parseAccept("text/markdown;q=2, text/html;q=abc").map((r) => r.q)).toEqual([0, 0]);
  });
});

describe("prefersMarkdown", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["*/*", false],
    ["text/*", false],
    ["text/html", false],
    ["text/markdown", true],
    ["text/markdown, text/html;q=0.9", true],
    ["text/markdown;q=0.5, text/html", false],
    ["text/html;q=0.5, text/markdown;q=0.6", true],
    ["text/markdown, text/html", true],
    ["text/markdown;q=0", false],
    ["text/markdown;q=0.1, */*;q=0.01", true],
    ["text/markdown;q=0.5, text/*", false],
    ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", false],
    ["application/json", false],
  ])("Accept %j → Markdown %s", (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

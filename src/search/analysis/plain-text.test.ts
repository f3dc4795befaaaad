import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainBlocks } from "./plain-text.js";

describe("plainBlocks", () => {
  it("keeps link and image text and drops every URL", () => {
    const [block] = plainBlocks(
      'See [the checklist](https://example.com/a "title"), ![a photo](https://example.com/p.png), <https://example.com/x> and https://example.com/bare.',
    );
    expect(block).toBe("See the checklist, a photo, and.");
    expect(block).not.toMatch(/https?:|example\.com|\]\(/);
  });

  it("drops emphasis, code marks, headings, quotes, bullets, rules and HTML but keeps snake_case", () => {
    const blocks = plainBlocks(
      "# Title\n\n> **Bold** and _italic_ and `code` and ~~gone~~ <b>tag</b> snake_case\n\n---\n\n- one\n- two\n\n1. first",
    );
    expect(blocks).toEqual(["Title", "Bold and italic and code and gone tag snake_case", "one", "two", "first"]);
  });

  it("drops reference definitions and keeps reference link text", () => {
    expect(plainBlocks("A [link][ref] here.\n\n[ref]: https://example.com/r")).toEqual(["A link here."]);
  });

  it("joins the lines of one paragraph and decodes entities", () => {
    expect(plainBlocks("one\ntwo &amp; three")).toEqual(["one two & three"]);
  });

  it("never lets Markdown syntax or a URL through, whatever the input", () => {
    const piece = fc.constantFrom(
      "[text](https://example.com/x)",
      "![alt](http://example.com/i.png)",
      "<https://example.com>",
      "https://example.com/a_b?c=d.",
      "https://",
      "**bold**",
      "`code`",
      "# ",
      "- ",
      "> ",
      "\n",
      "\n\n",
      " ",
      "word",
      "snake_case",
      "[ref]: https://example.com/r",
      "<b>",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        for (const block of plainBlocks(pieces.join(""))) {
          expect(block).not.toMatch(/\](\(|\[)|https?:|`|\*\*|<b>|\n/);
          expect(block).toBe(block.trim());
        }
      }),
    );
  });
});

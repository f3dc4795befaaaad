import { describe, expect, it } from "vitest";
import { absoluteLinks, blocks, codeBlock, demoteHeadings, mdLink, mdLinkItem } from "./md.js";

describe("mdLink", () => {
  it("escapes brackets in the label and encodes spaces and parentheses in the URL", () => {
    expect(mdLink("a [b] c", "https://e.com/x (1)")).toBe("[a \\[b\\] c](https://e.com/x%20%281%29)");
  });

  it("writes llms.txt list items with optional notes", () => {
    expect(mdLinkItem("Agent", "https://e.com/agent.md", "everything")).toBe(
      "- [Agent](https://e.com/agent.md): everything",
    );
    expect(mdLinkItem("Agent", "https://e.com/agent.md")).toBe("- [Agent](https://e.com/agent.md)");
  });
});

describe("demoteHeadings", () => {
  it("pushes ATX headings down, capped at h6, and leaves code fences alone", () => {
    const text = "# Title\n\ntext #1\n\n## Sub\n\n```sh\n# a shell comment\n```\n\n##### Deep";
    expect(demoteHeadings(text, 2)).toBe(
      "### Title\n\ntext #1\n\n#### Sub\n\n```sh\n# a shell comment\n```\n\n###### Deep",
    );
  });
});

describe("absoluteLinks", () => {
  it("makes site-relative link targets absolute and leaves others alone", () => {
    expect(absoluteLinks("[a](/agent) [b](https://x.com/) [c](//cdn.example/x) [d](#top)", "https://e.com")).toBe(
      "[a](https://e.com/agent) [b](https://x.com/) [c](//cdn.example/x) [d](#top)",
    );
  });
});

describe("blocks and codeBlock", () => {
  it("joins non-empty blocks with one blank line and ends with one newline", () => {
    expect(blocks("# A", "", null, false, "text\n", undefined)).toBe("# A\n\ntext\n");
  });

  it("grows the fence past backticks in the code", () => {
    expect(codeBlock("a ``` b", "sh")).toBe("````sh\na ``` b\n````");
    expect(codeBlock("plain")).toBe("```\nplain\n```");
  });
});

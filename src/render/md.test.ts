import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { absoluteLinks, blocks, codeBlock, demoteHeadings, mdLink, mdLinkItem, mdText } from "./md.js";

/** What a browser would show: the text as HTML-escaped characters, as marked writes literal text. */
const asHtmlText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One block of Markdown rendered by a real CommonMark (GFM) parser; marked passes raw HTML through. */
const render = (markdown: string): string => marked.parse(markdown, { async: false }).trim();

const HOSTILE = "Why <script>alert(1)</script> & *stars* [not a link](x) `code` # heading";

describe("mdText", () => {
  it("escapes the punctuation that would start markup in a hostile title", () => {
    expect(mdText(HOSTILE)).toBe(
      "Why \\<script>alert(1)\\</script> & \\*stars\\* \\[not a link\\](x) \\`code\\` # heading",
    );
  });

  it.each([
    ["\\ backslash", "\\\\ backslash"],
    ["a_b and _x_ and __y__", "a_b and \\_x\\_ and \\_\\_y\\_\\_"],
    ["![image](x)", "\\!\\[image\\](x)"],
    ["a | b", "a \\| b"],
    ["&copy; &#169; &#xA9; & Co &amp", "&amp;copy; &amp;#169; &amp;#xA9; & Co &amp"],
    ["~~struck~~ and ~x~ but ~400", "\\~\\~struck\\~\\~ and ~x\\~ but ~400"],
    ["Closing #", "Closing \\#"],
    ["# heading", "\\# heading"],
    ["- item", "\\- item"],
    ["+ item", "\\+ item"],
    ["> quote", "\\> quote"],
    ["1. first", "1\\. first"],
    ["2024) year", "2024\\) year"],
    // A line break could start a heading, a list or a setext underline: one space instead, so "#" is mid-line.
    ["one\n# two\r\n\n===", "one # two ==="],
  ])("writes %j as %j", (text, markdown) => {
    expect(mdText(text)).toBe(markdown);
  });

  it("leaves ordinary text as it is", () => {
    for (const text of [
      "Kyle's first talk: design systems (2014–2017), at Org A.",
      "A well-known, hands-free app for C# and snake_case fans; 1.5 million users, -5 degrees, 3 > 2, ~400 servers.",
      "Ask me anything! Tom & Jerry, 50% off, e-mail: kyle@example.com?",
      "Café Ünïcödé 東京 — “quoted” ‘text’ … ",
    ]) {
      expect(mdText(text)).toBe(text);
    }
  });

  it("leaves line-start markers alone where the text cannot begin a line", () => {
    expect(mdText("1. Louisiana: - > +", { atLineStart: false })).toBe("1. Louisiana: - > +");
    expect(mdText("*a* <b>", { atLineStart: false })).toBe("\\*a\\* \\<b>");
  });

  it("renders through a CommonMark parser as the literal text, wherever it stands", () => {
    const literal = `<p>${asHtmlText(HOSTILE)}</p>`;
    expect(render(mdText(HOSTILE))).toBe(literal);
    expect(render(`# ${mdText(HOSTILE)}`)).toBe(`<h1>${asHtmlText(HOSTILE)}</h1>`);
    expect(render(`- ${mdText(HOSTILE)}`)).toBe(`<ul>\n<li>${asHtmlText(HOSTILE)}</li>\n</ul>`);
    expect(render(`> ${mdText(HOSTILE)}`)).toBe(`<blockquote>\n${literal}\n</blockquote>`);
    expect(render(`**${mdText(HOSTILE)}**`)).toBe(`<p><strong>${asHtmlText(HOSTILE)}</strong></p>`);
    for (const text of ["- item", "1. first", "> quote", "# heading", "Closing #", "~~struck~~ ~x~", "&copy;", "a|b"]) {
      expect(render(`### ${mdText(text)}`), text).toBe(`<h3>${asHtmlText(text)}</h3>`);
      expect(render(`- ${mdText(text)}`), text).toBe(`<ul>\n<li>${asHtmlText(text)}</li>\n</ul>`);
    }
    const html = render(mdText(HOSTILE));
    expect(html).toContain("&lt;script&gt;");
    for (const markup of ["<script", "<em>", "<a ", "<code>", "<h1>"]) expect(html).not.toContain(markup);
  });
});

describe("mdLink", () => {
  it("escapes brackets in the label and encodes spaces and parentheses in the URL", () => {
    expect(mdLink("a [b] c", "https://e.com/x (1)")).toBe("[a \\[b\\] c](https://e.com/x%20%281%29)");
  });

  it("writes the label as plain text: no HTML, emphasis or code from it", () => {
    expect(mdLink("1. <b>*x*</b> `y`", "https://e.com/")).toBe("[1. \\<b>\\*x\\*\\</b> \\`y\\`](https://e.com/)");
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

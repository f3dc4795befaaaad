import { describe, expect, it } from "vitest";
import { escapeHtml, markdownToHtml } from "./prose.js";

describe("markdownToHtml", () => {
  it("renders Markdown", () => {
    expect(markdownToHtml("Hello **world** and [a link](https://example.com/x?a=1&b=2).")).toBe(
      '<p>Hello <strong>world</strong> and <a href="https://example.com/x?a=1&amp;b=2">a link</a>.</p>\n',
    );
  });

  it("shows raw HTML as text, inline and as a block", () => {
    const html = markdownToHtml('Hi <script>alert(1)</script>\n\n<div onclick="x()">block</div>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<div");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("drops links with unsafe schemes and images, keeping their text", () => {
    const html = markdownToHtml(
      "[click](javascript:alert(1)) [data](data:text/html,x) ![logo](https://cdn.example/x.png)",
    );
    expect(html).not.toMatch(/href|<img/);
    expect(html).toContain("click");
    expect(html).toContain("logo");
  });

  it("keeps site paths, fragments and mailto links", () => {
    const html = markdownToHtml("[a](/agent) [b](#top) [c](mailto:x@example.com)");
    expect(html).toContain('href="/agent"');
    expect(html).toContain('href="#top"');
    expect(html).toContain('href="mailto:x@example.com"');
  });
});

it("escapes the five HTML special characters", () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
});

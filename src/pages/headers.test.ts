import { describe, expect, it } from "vitest";
import { makeUrls } from "../content/urls.js";
import { prepare } from "../http/cache.js";
import { estimateTokens, htmlHeaders, MARKDOWN_TYPE, markdownHeaders } from "./headers.js";

describe("estimateTokens", () => {
  it("is about one token per four UTF-8 bytes, rounded up", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcd")).toBe(1);
    expect(estimateTokens("abcde")).toBe(2);
    // Cloudflare's example: 2,899 bytes → 725 tokens.
    expect(estimateTokens("x".repeat(2899))).toBe(725);
    // "é" is two bytes.
    expect(estimateTokens("éé")).toBe(1);
  });
});

describe("page headers", () => {
  const urls = makeUrls("https://example.com");

  it("advertises the Markdown twin and the API on HTML, and varies by Accept", () => {
    const headers = htmlHeaders(urls, "/about");
    expect(headers.Vary).toBe("Accept");
    expect(headers.Link?.split(", ")).toEqual([
      '<https://example.com/about.md>; rel="alternate"; type="text/markdown"',
      '<https://example.com/openapi.json>; rel="service-desc"; type="application/json"',
      '<https://example.com/developers>; rel="service-doc"; type="text/html"',
      '<https://example.com/.well-known/api-catalog>; rel="api-catalog"; type="application/linkset+json"',
    ]);
    expect(htmlHeaders(urls, "/").Link).toContain("<https://example.com/index.md>");
  });

  it("points Markdown at its canonical page and signals every use", async () => {
    const twin = await prepare("# About\n", MARKDOWN_TYPE, markdownHeaders("https://example.com/about", "# About\n"));
    expect(twin.headers).toMatchObject({
      Vary: "Accept",
      Link: '<https://example.com/about>; rel="canonical"',
      "x-markdown-tokens": "2",
      "Content-Signal": "search=yes, ai-input=yes, ai-train=yes",
      "X-Content-Type-Options": "nosniff",
    });
    expect(markdownHeaders(null, "x").Link).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { compileOrThrow, contentFiles } from "../../test/helpers/server.js";
import { sitemap } from "./sitemap.js";
import { escapeXml } from "./xml.js";

describe("sitemap", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("escapes URLs built from an origin with special characters", async () => {
    const site = compileOrThrow(await contentFiles(), "https://example.com/a&b'c");
    const xml = sitemap(site);
    expect(xml).toContain("<loc>https://example.com/a&amp;b&apos;c/agent</loc>");
    for (const [, loc = ""] of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      expect(loc.replace(/&(amp|apos);/g, "")).not.toMatch(/[&'"<>]/);
    }
  });
});

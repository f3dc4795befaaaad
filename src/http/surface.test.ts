import { describe, expect, it } from "vitest";
import { surfaceOf } from "./surface.js";

describe("surfaceOf", () => {
  it.each([
    ["/api/v1/search", "api"],
    ["/api/v1", "api"],
    ["/mcp", "mcp"],
    ["/mcp/server-card", "discovery"],
    ["/.well-known/agent-skills/x/SKILL.md", "discovery"],
    ["/llms.txt", "discovery"],
    ["/openapi.json", "discovery"],
    ["/resume.json", "format"],
    ["/feed.xml", "format"],
    ["/contact.vcf", "format"],
    ["/about.md", "markdown"],
    ["/index.md", "markdown"],
    ["/", "page"],
    ["/story/org-b", "page"],
    ["/assets/site.css", "asset"],
    ["/healthz", "health"],
  ])("%s is %s", (path, surface) => {
    expect(surfaceOf(path)).toBe(surface);
  });
});

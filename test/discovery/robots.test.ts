import { beforeAll, describe, expect, it } from "vitest";
import { testApp, testSite } from "../support/app.js";

const SIGNAL = "Content-Signal: search=yes, ai-input=yes, ai-train=yes";
const AI_CRAWLERS = [
  "GPTBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "ClaudeBot",
  "Claude-Web",
  "Claude-SearchBot",
  "Google-Extended",
  "PerplexityBot",
  "CCBot",
  "Applebot-Extended",
];

/** robots.txt groups (RFC 9309 §2.1): User-agent lines followed by their rules, comments dropped. */
const groups = (text: string): { agents: string[]; rules: string[] }[] => {
  const result: { agents: string[]; rules: string[] }[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (line === "" || /^sitemap:/i.test(line)) continue;
    const agent = /^user-agent:\s*(.+)$/i.exec(line)?.[1];
    const last = result.at(-1);
    if (agent !== undefined) {
      if (last && last.rules.length === 0) last.agents.push(agent);
      else result.push({ agents: [agent], rules: [] });
    } else {
      last?.rules.push(line);
    }
  }
  return result;
};

describe("/robots.txt", () => {
  let text: string;
  let res: Response;
  beforeAll(async () => {
    res = await (await testApp()).request("/robots.txt");
    text = await res.text();
  });

  it("is plain text", () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });

  it("allows every crawler with the Content-Signal line", () => {
    const star = groups(text).find((g) => g.agents.includes("*"));
    expect(star?.rules).toContain(SIGNAL);
    expect(star?.rules).toContain("Allow: /");
  });

  it("names each AI crawler in its own group with the same signal", () => {
    const all = groups(text);
    for (const crawler of AI_CRAWLERS) {
      const group = all.find((g) => g.agents.includes(crawler));
      expect(group?.rules, crawler).toEqual([SIGNAL, "Allow: /"]);
    }
  });

  it("disallows nothing", () => {
    expect(text).not.toMatch(/^\s*disallow:\s*\S/im);
  });

  it("points at the sitemap by absolute URL", async () => {
    const site = await testSite();
    expect(text.split("\n")).toContain(`Sitemap: ${site.urls.sitemap}`);
    expect(site.urls.sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  });
});

import { describe, expect, it } from "vitest";
import { agentFamily } from "./user-agent.js";

describe("agentFamily", () => {
  it.each([
    ["Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)", "gptbot"],
    [
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
      "claudebot",
    ],
    [
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
      "chatgpt-user",
    ],
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "googlebot"],
    ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "bingbot"],
    ["curl/8.5.0", "curl"],
    ["python-requests/2.31", "python-requests"],
    ["claude-code/1.0.3", "claude-code"],
  ])("names the family of a bot by the product the list matched: %s", (userAgent, family) => {
    expect(agentFamily(userAgent)).toEqual({ name: family, bot: true });
  });

  it("calls a browser a browser and an absent User-Agent unknown", () => {
    expect(
      agentFamily(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
      ),
    ).toEqual({ name: "browser", bot: false });
    expect(agentFamily(undefined)).toEqual({ name: "unknown", bot: false });
  });
});

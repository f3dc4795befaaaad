/**
 * The fair-use quota is one value an app is built with: every surface that states it (the API index, the
 * OpenAPI document, headers, error messages, the developer guide and its twins, the llms files, the agent
 * skill, the MCP instructions and 429s) states the injected one, and the limiter enforces it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKILLS_INDEX_PATH } from "../../src/discovery/skills.js";
import { DEFAULT_POLICY } from "../../src/http/rate-limit/policy.js";
import { initializeMessage, post } from "../support/mcp-raw.js";
import { rawRequest } from "../support/raw-http.js";
import { type RunningServer, startServer } from "../support/server.js";

const POLICY = { name: "test-fair", quota: 7, windowSeconds: 30 };
const IN_WORDS = "7 requests per 30 seconds";
const POLICY_HEADER = '"test-fair";q=7;w=30';
/** The start of a window, so the reset is exactly the window's length. */
const NOW = 1_800_000_000_000;

/** What the default quota would have written, anywhere. */
const DEFAULT_TRACES = [
  `${DEFAULT_POLICY.quota} requests per ${DEFAULT_POLICY.windowSeconds} seconds`,
  `q=${DEFAULT_POLICY.quota}`,
  DEFAULT_POLICY.name,
];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ policy: POLICY, now: () => NOW });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${path}`, { headers });
const text = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();

const expectOnlyInjected = (name: string, body: string) => {
  for (const trace of DEFAULT_TRACES) expect(body, `${name} mentions ${trace}`).not.toContain(trace);
};

describe("an app built with a quota of 7 per 30 seconds", () => {
  it("states it in the API index", async () => {
    const index = (await (await get("/api/v1")).json()) as { data: { rateLimit: unknown } };
    expect(index.data.rateLimit).toEqual({ policy: POLICY_HEADER, quota: 7, windowSeconds: 30 });
  });

  it("states it in the OpenAPI description", async () => {
    const body = await text("/openapi.json");
    const doc = JSON.parse(body) as { info: { description: string } };
    expect(doc.info.description).toContain(IN_WORDS);
    expectOnlyInjected("openapi.json", body);
  });

  it("states it on the developer guide, its Markdown twin, the error reference, the llms files and the skill", async () => {
    const skillIndex = (await (await get(SKILLS_INDEX_PATH)).json()) as { skills: { url: string }[] };
    const skillUrl = new URL(skillIndex.skills[0]?.url ?? "").pathname;
    const documents: [string, string][] = [
      ["/developers", await text("/developers")],
      ["/developers.md", await text("/developers.md")],
      ["/developers/llms.txt", await text("/developers/llms.txt")],
      ["/llms-full.txt", await text("/llms-full.txt")],
      [skillUrl, await text(skillUrl)],
    ];
    for (const [name, body] of documents) {
      expect(body, name).toContain(IN_WORDS);
      expectOnlyInjected(name, body);
    }
    expect(await text("/developers.md")).toContain(POLICY_HEADER);
    expect(await text("/developers")).toContain("&quot;test-fair&quot;;q=7;w=30");
    const errors = await text("/developers/errors.md");
    expect(errors).toContain(`over the fair-use quota of ${IN_WORDS}`);
    expectOnlyInjected("/developers/errors.md", errors);
  });

  it("sends it in RateLimit-Policy, RateLimit-Limit and RateLimit", async () => {
    const profile = await get("/api/v1/profile");
    expect(profile.headers.get("ratelimit-policy")).toBe(POLICY_HEADER);
    expect(profile.headers.get("ratelimit-limit")).toBe("7");
    const missing = await get("/api/v1/nothing-here");
    expect(missing.headers.get("ratelimit-policy")).toBe(POLICY_HEADER);
    // Refused by the parser before any app runs: the Node server states the same policy.
    const refused = await rawRequest(Number(new URL(server.origin).port), "get /api/v1 HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(refused.status).toBe(405);
    expect(refused.headers["ratelimit-policy"]).toBe(POLICY_HEADER);
    const search = await get("/api/v1/search?q=design");
    expect(search.headers.get("ratelimit")).toBe('"test-fair";r=6;t=30');
  });

  it("tells MCP clients in the instructions, the policy header and the server card", async () => {
    const init = await post(server.origin, initializeMessage("2025-11-25"));
    expect(init.headers.get("ratelimit-policy")).toBe(POLICY_HEADER);
    const { result } = (await init.json()) as { result: { instructions: string } };
    expect(result.instructions).toContain(IN_WORDS);
    expectOnlyInjected("instructions", result.instructions);
    expectOnlyInjected("server card", await text("/mcp/server-card"));
  });
});

describe("the limiter built with a quota of 7 per 30 seconds", () => {
  it("allows 7 searches, refuses the 8th saying why, and refuses MCP too", async () => {
    const fresh = await startServer({ policy: POLICY, now: () => NOW });
    try {
      const search = () => fetch(`${fresh.origin}/api/v1/search?q=design`);
      for (let n = 1; n <= 7; n++) {
        const res = await search();
        expect(res.status).toBe(200);
        expect(res.headers.get("ratelimit")).toBe(`"test-fair";r=${7 - n};t=30`);
      }
      const refused = await search();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("30");
      const { error } = (await refused.json()) as { error: { code: string; message: string } };
      expect(error).toEqual(
        expect.objectContaining({
          code: "rate_limited",
          message: `This client is over the fair-use quota of ${IN_WORDS}.`,
        }),
      );
      const mcp = await post(fresh.origin, initializeMessage("2025-11-25"));
      expect(mcp.status).toBe(429);
      expect(await mcp.text()).toContain(IN_WORDS);
    } finally {
      await fresh.close();
    }
  });
});

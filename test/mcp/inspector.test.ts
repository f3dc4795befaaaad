/**
 * Smoke test with the MCP Inspector's CLI (0.15.0, the last release that runs on Node 20, pinned as the
 * devDependency @modelcontextprotocol/inspector-cli): an independent client lists the tools and calls search
 * over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_NAMES } from "../support/mcp-client.js";
import { type RunningServer, startServer } from "../support/server.js";
import { ROOT, runCommand } from "../support/spawn.js";

const INSPECTOR = "@modelcontextprotocol/inspector-cli 0.15.0";
const CLI = `${ROOT}node_modules/@modelcontextprotocol/inspector-cli/build/index.js`;
const TIMEOUT = 60_000;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Runs one Inspector CLI method and parses the JSON it prints; a failing run fails the test with its output. */
const inspect = async (args: readonly string[]): Promise<Record<string, unknown>> => {
  const run = await runCommand(process.execPath, [CLI, `${server.origin}/mcp`, "--transport", "http", ...args], {
    timeout: TIMEOUT - 10_000,
  });
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  return JSON.parse(run.stdout) as Record<string, unknown>;
};

describe(`MCP Inspector CLI (${INSPECTOR})`, () => {
  it(
    "lists the tools",
    async () => {
      const { tools } = (await inspect(["--method", "tools/list"])) as { tools: { name: string }[] };
      expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    },
    TIMEOUT,
  );

  it(
    "calls search and gets cited results",
    async () => {
      const result = await inspect([
        "--method",
        "tools/call",
        "--tool-name",
        "search",
        "--tool-arg",
        "query=design",
        "--tool-arg",
        "limit=2",
      ]);
      expect(result.isError).toBeUndefined();
      const { data, meta } = result.structuredContent as { data: { url: string }[]; meta: Record<string, unknown> };
      expect(meta).toMatchObject({ query: "design", limit: 2, count: data.length });
      expect(data.length).toBeGreaterThan(0);
      for (const item of data) expect(item.url.startsWith(server.origin)).toBe(true);
    },
    TIMEOUT,
  );
});

/**
 * The official MCP conformance suite in server mode against a real server. It needs Node 22, so it runs
 * through npx with the node@22 package; the first run downloads both from the npm registry.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type RunningServer, startServer } from "../support/server.js";
import type { Finished } from "../support/spawn.js";
import { npx } from "../support/spawn.js";

const CONFORMANCE = "@modelcontextprotocol/conformance@0.1.16";
const BASELINE = fileURLToPath(new URL("./conformance-expected-failures.yaml", import.meta.url));
const TIMEOUT = 240_000;

/** The scenarios that test what this server offers; each must pass on its own. */
const APPLICABLE = [
  "server-initialize",
  "ping",
  "tools-list",
  "resources-list",
  "prompts-list",
  "dns-rebinding-protection",
];
/** Written for fixture tools, but the suite accepts the isError result an unknown tool gets. */
const PASSING_WITHOUT_FIXTURES = ["tools-call-simple-text", "tools-call-error"];

const conformance = (args: readonly string[]) =>
  npx(["-p", "node@22", "-p", CONFORMANCE, "conformance", ...args], TIMEOUT - 10_000);

/** Fails with everything the command printed, so a failing scenario explains itself. */
const expectSuccess = (run: Finished): string => {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout;
};

let server: RunningServer;
beforeAll(async () => {
  // The runs below send well over a hundred requests in a minute; a clock that moves a whole quota window per
  // reading keeps them clear of the fair-use limit, which quota.test.ts covers.
  let clock = Date.now();
  server = await startServer({ now: () => (clock += 60_000) });
});
afterAll(() => server.close());

describe(`MCP conformance suite (${CONFORMANCE})`, () => {
  it(
    "accounts for every server scenario: asserted to pass, or expected to fail with a reason",
    async () => {
      const listing = expectSuccess(await conformance(["list", "--server"]));
      const listed = [...listing.matchAll(/^\s+- ([a-z0-9-]+) \[/gm)].map((m) => m[1]);
      const expected = (parse(await readFile(BASELINE, "utf8")) as { server: string[] }).server;
      const accounted = [...APPLICABLE, ...PASSING_WITHOUT_FIXTURES, ...expected];
      expect(new Set(accounted).size).toBe(accounted.length);
      expect([...accounted].sort()).toEqual([...listed].sort());
    },
    TIMEOUT,
  );

  it.each(APPLICABLE)(
    "%s passes",
    async (scenario) => {
      const output = expectSuccess(
        await conformance(["server", "--url", `${server.origin}/mcp`, "--scenario", scenario]),
      );
      expect(output).toMatch(/Passed: ([1-9]\d*)\/\1, 0 failed, 0 warnings/);
    },
    TIMEOUT,
  );

  it(
    "fails the whole active suite only where the expected-failures file says, and nowhere else",
    async () => {
      const output = expectSuccess(
        await conformance(["server", "--url", `${server.origin}/mcp`, "--expected-failures", BASELINE]),
      );
      expect(output).toMatch(/Baseline check passed/);
      for (const scenario of [...APPLICABLE, ...PASSING_WITHOUT_FIXTURES]) {
        expect(output).toMatch(new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`));
      }
    },
    TIMEOUT,
  );
});

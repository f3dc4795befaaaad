/**
 * The official MCP conformance suites in server mode against a real server: 0.1.16 for the 2025 revisions and
 * the 0.2.0 pre-release for 2026-07-28. Both need Node 22, which comes from the `node` npm package pinned as a
 * devDependency (alias node22), so nothing is downloaded at test time.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type RunningServer, startServer } from "../support/server.js";
import { type Finished, ROOT, runCommand } from "../support/spawn.js";

const NODE22 = `${ROOT}node_modules/node22/bin/node`;
const TIMEOUT = 240_000;

interface Suite {
  readonly label: string;
  readonly entry: string;
  /** Arguments choosing the scenarios: the active suite, or a revision's requirements. */
  readonly selection: readonly string[];
  readonly baseline: string;
  /** The scenarios that test what this server offers; each must pass on its own. */
  readonly applicable: readonly string[];
}

const SUITES: readonly Suite[] = [
  {
    label: "@modelcontextprotocol/conformance 0.1.16 (2025 revisions)",
    entry: `${ROOT}node_modules/@modelcontextprotocol/conformance/dist/index.js`,
    selection: [],
    baseline: fileURLToPath(new URL("./conformance-expected-failures.yaml", import.meta.url)),
    applicable: [
      "server-initialize",
      "ping",
      "tools-list",
      "resources-list",
      "prompts-list",
      "dns-rebinding-protection",
    ],
  },
  {
    label: "@modelcontextprotocol/conformance 0.2.0-alpha.12 (2026-07-28 requirements)",
    entry: `${ROOT}node_modules/conformance-next/dist/index.js`,
    selection: ["--requirements", "2026-07-28"],
    baseline: fileURLToPath(new URL("./conformance-2026-expected-failures.yaml", import.meta.url)),
    applicable: [
      "tools-list",
      "resources-list",
      "prompts-list",
      "caching",
      "http-header-validation",
      "sep-2164-resource-not-found",
      "dns-rebinding-protection",
    ],
  },
];

const conformance = (suite: Suite, args: readonly string[]) =>
  runCommand(NODE22, [suite.entry, ...args], { timeout: TIMEOUT - 10_000 });

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

/**
 * The checks of the 2026-07-28 suite's `server-stateless` scenario that call its own diagnostic tools
 * (test_missing_capability, test_streaming_elicitation, test_logging_tool), which a profile server has no reason to
 * list; the suite reports them "not testable" as failures, so the scenario stays in the expected failures.
 */
const NOT_TESTABLE = /Error: Not testable: server does not list the diagnostic tool '(test_[a-z_]+)'/g;

describe("the 2026-07-28 suite's server-stateless scenario", () => {
  it(
    "passes every check it can run: the only failures are the checks that need its diagnostic tools",
    async () => {
      const suite = SUITES[1] as Suite;
      const run = await conformance(suite, [
        "server",
        "--url",
        `${server.origin}/mcp`,
        "--scenario",
        "server-stateless",
      ]);
      const counts = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(run.stdout);
      expect(counts, run.stdout).not.toBeNull();
      const [, passed, total, failed] = (counts as RegExpExecArray).map(Number);
      const notTestable = [...run.stdout.matchAll(NOT_TESTABLE)].map((m) => m[1]);
      expect(notTestable.length, run.stdout).toBe(failed);
      expect(new Set(notTestable)).toEqual(
        new Set(["test_missing_capability", "test_streaming_elicitation", "test_logging_tool"]),
      );
      expect(passed).toBe((total as number) - (failed as number));
    },
    TIMEOUT,
  );
});

describe.each(SUITES)("MCP conformance suite $label", (suite) => {
  const url = () => `${server.origin}/mcp`;

  it(
    "accounts for every scenario it runs: asserted to pass, or expected to fail with a reason",
    async () => {
      const output = expectSuccess(
        await conformance(suite, ["server", "--url", url(), ...suite.selection, "--expected-failures", suite.baseline]),
      );
      expect(output).toMatch(/Baseline check passed/);
      for (const scenario of suite.applicable) {
        expect(output).toMatch(new RegExp(`✓ ${scenario}: \\d+ passed, 0 failed`));
      }
      // Every entry names a scenario the suite has (some are pending, so not run by default).
      const listing = expectSuccess(await conformance(suite, ["list", "--server"]));
      const known = [...listing.matchAll(/^\s+- ([a-z0-9-]+)/gm)].map((m) => m[1]);
      const expected = (parse(await readFile(suite.baseline, "utf8")) as { server: string[] }).server;
      expect(new Set(expected).size).toBe(expected.length);
      for (const scenario of expected) expect(known).toContain(scenario);
    },
    TIMEOUT,
  );

  it.each(suite.applicable)(
    "%s passes on its own",
    async (scenario) => {
      const output = expectSuccess(await conformance(suite, ["server", "--url", url(), "--scenario", scenario]));
      expect(output).toMatch(/Passed: (\d+)\/\1, 0 failed/);
    },
    TIMEOUT,
  );
});

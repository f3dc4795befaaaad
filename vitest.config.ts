import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { isKnownNoise } from "./test/support/console-noise.js";
import { ISOLATED_SUITES } from "./test/support/isolated-suites.js";

// One id for the run, inherited by every fork: the Workers bundle is built once a run (test/support/worker-build.ts).
process.env.TEST_RUN_ID ??= `${process.pid}-${Date.now()}`;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default, one fork per core but one, runs a 2-core machine's suites in a single fork: many suites
    // wait on a browser, a server or a JVM, so two forks there finish sooner (three are slower again: the cores
    // are then the limit). Figures: docs/performance.md, "The test suite".
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Known noise only (test/support/console-noise.ts says why for each); anything else still prints.
    onConsoleLog: (log) => (isKnownNoise(log) ? false : undefined),
    projects: [
      {
        extends: true,
        test: {
          // The pure logic's tests beside its code: no server, no mock, no global state, so they share one module
          // graph per worker instead of a fresh one per file, which cuts their time by about two thirds.
          name: "unit",
          include: ["src/**/*.test.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The suites in test/ share one module graph per fork too: with a fresh graph per file, importing modules
          // took most of a run's time. The few that mock modules, stub globals or set the environment (ISOLATED_SUITES) get a fresh fork each.
          name: "node",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "test/edge/**", ...ISOLATED_SUITES],
          pool: "forks",
          isolate: false,
          // Prints, at the end of the run, what was skipped for a missing tool and how to install it.
          globalSetup: ["./test/support/tool-summary.ts"],
        },
      },
      {
        extends: true,
        test: { name: "node-isolated", include: [...ISOLATED_SUITES], pool: "forks" },
      },
      // The Workers build, run inside workerd by Cloudflare's pool: its own project, its own config.
      "./vitest.workers.config.ts",
    ],
  },
});

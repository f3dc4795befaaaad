import { configDefaults, defineConfig } from "vitest/config";
import { isKnownNoise } from "./test/support/console-noise.js";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Known noise only (test/support/console-noise.ts says why for each); anything else still prints.
    onConsoleLog: (log) => (isKnownNoise(log) ? false : undefined),
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "test/edge/**"],
          pool: "forks",
          // Prints, at the end of the run, what was skipped for a missing tool and how to install it.
          globalSetup: ["./test/support/tool-summary.ts"],
        },
      },
      // The Workers build, run inside workerd by Cloudflare's pool: its own project, its own config.
      "./vitest.workers.config.ts",
    ],
  },
});

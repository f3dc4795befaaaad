import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "test/edge/**"],
          pool: "forks",
        },
      },
      // The Workers build, run inside workerd by Cloudflare's pool: its own project, its own config.
      "./vitest.workers.config.ts",
    ],
  },
});

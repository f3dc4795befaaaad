/**
 * Tests that run inside workerd (Cloudflare's vitest pool) against the Workers build: dist/worker/index.js,
 * built once by test/support/worker-build.ts before the pool starts. Wrangler is kept offline and out of the home folder.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { WORKER_ORIGIN, WORKER_REGISTRY_AUTH } from "./test/edge/origin.js";

process.env.XDG_CONFIG_HOME = mkdtempSync(join(tmpdir(), "wrangler-config-"));
process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: { bindings: { BASE_URL: WORKER_ORIGIN, MCP_REGISTRY_AUTH: WORKER_REGISTRY_AUTH } },
    }),
  ],
  test: {
    name: "workers",
    include: ["test/edge/**/*.test.ts"],
    globalSetup: ["test/support/worker-build.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

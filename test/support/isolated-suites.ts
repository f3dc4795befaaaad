/**
 * The suites in test/ that change what another suite in the same process would see: a mocked module, a stubbed
 * global, the environment, a spy left in place. Each runs in a fork of its own (vitest.config.ts, project
 * "node-isolated"); every other suite shares a module graph per fork. test/architecture/shared-suites.test.ts
 * keeps this list complete.
 */
export const ISOLATED_SUITES = [
  "test/api/added-collection.test.ts",
  "test/api/added-field.test.ts",
  "test/api/warm-up.test.ts",
  "test/e2e/worker-http.test.ts",
  "test/mcp/direct.test.ts",
  "test/mcp/revisions.test.ts",
] as const;

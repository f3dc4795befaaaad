/**
 * `npm run server-json` checked against the MCP Registry's published JSON Schema: server-json.schema.json here is
 * https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json (the registry's schema release of
 * 2025-12-11, from github.com/modelcontextprotocol/static, MIT), unchanged. Run as the owner runs it, for the
 * shipped content and for a second person's, each at its own origin.
 */
import { Ajv } from "ajv";
import formatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { SAMPLE_DIR, SECOND_PERSON_DIR } from "../support/content.js";
import { runTsx } from "../support/spawn.js";
import serverSchema from "./server-json.schema.json" with { type: "json" };

// ajv-formats is CommonJS: the default import is module.exports, which also carries the plugin as `.default`.
const addFormats = formatsModule.default;

const validate = (() => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(serverSchema);
})();

describe.each([
  ["the sample", SAMPLE_DIR, "https://profile.example.com", "com.example.profile/profile"],
  ["a second person", SECOND_PERSON_DIR, "https://example.org", "org.example/profile"],
])("server.json for %s", (_label, dir, origin, name) => {
  it("is printed alone on stdout, valid against the registry's schema, naming this origin's /mcp", async () => {
    const run = await runTsx(["scripts/owner/server-json.ts"], { BASE_URL: origin, CONTENT_DIR: dir });
    expect(run.code, run.stderr).toBe(0);
    const document = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(document).toMatchObject({
      $schema: serverSchema.$id,
      name,
      remotes: [{ type: "streamable-http", url: `${origin}/mcp` }],
    });
    expect((document.description as string).length).toBeLessThanOrEqual(100);
  });
});

it("refuses content with problems, saying so on stderr", async () => {
  const run = await runTsx(["scripts/owner/server-json.ts"], { CONTENT_DIR: "test/fixtures/does-not-exist" });
  expect(run.code).not.toBe(0);
  expect(run.stdout).toBe("");
  expect(run.stderr).not.toBe("");
});

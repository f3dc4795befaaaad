/**
 * `npm run build:worker` compiles the record CONTENT_DIR names, like `build`, `export` and the server: an owner who
 * serves their record from another folder deploys that record to Workers, not content/ or the sample.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runTsx } from "../support/spawn.js";

describe("the Workers build's content", () => {
  it("is read from CONTENT_DIR: a folder that is not there stops the build, naming it", async () => {
    const missing = join("test", "fixtures", "no-such-record");
    const run = await runTsx(["scripts/build/build-worker.ts"], { CONTENT_DIR: missing });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(new RegExp(`^${missing}: no such content folder`));
  });
});

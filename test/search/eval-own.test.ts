/**
 * `npm run eval:search -- --own` scores the owner's questions.yaml alone; with none to score it says why, rather
 * than printing an empty table that exits 0 like a pass.
 */
import { describe, expect, it } from "vitest";
import { runTsx } from "../support/spawn.js";

describe("eval:search --own without the owner's questions", () => {
  it("names the missing questions.yaml of the served record", async () => {
    const run = await runTsx(["scripts/dev/eval-search.ts", "--own"], { CONTENT_DIR: "test/fixtures/second-person" });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(
      "--own: test/fixtures/second-person/questions.yaml does not exist: write your questions there " +
        "(docs/your-own-profile.md, Your own search questions)",
    );
    expect(run.stdout).toBe("");
  });

  it("says the served record is the sample", async () => {
    const run = await runTsx(["scripts/dev/eval-search.ts", "--own"], { CONTENT_DIR: "sample" });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toMatch(/^--own: the served record is the shipped sample/);
  });
});

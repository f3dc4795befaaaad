/**
 * Bad content fails the build, not the request: the checker and the server both refuse invalid content and
 * list every problem (file, path, rule).
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFiles, SAMPLE_DIR } from "../support/content.js";
import { applyAll, type Fields, patchItem, patchYaml, renameFile, writeContentDir } from "../support/content-edits.js";
import { runTsx } from "../support/spawn.js";

/** A valid record written without keywords. */
const KEYWORDLESS = new URL("../fixtures/infra-engineer/", import.meta.url);
const TWO_CHAPTERS = new URL("../fixtures/two-chapters/", import.meta.url);

const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Three problems in three files, each named inside the folder actually read (here a temporary one, outside the
 * working folder, so by its full path), not as content/.
 */
const problemsIn = (dir: string): RegExp[] =>
  [
    ["talks.yaml", ": \\[3\\]\\.kind: .*keynote"],
    ["chapters/7-org-d.md", ": \\(file name\\): .*without gaps"],
    ["site.yaml", ": updated: .*date"],
  ].map(([file, rest]) => new RegExp(`^  ${literal(`${dir}/${file}`)}${rest}`, "im"));

describe("invalid content", () => {
  let bad: Awaited<ReturnType<typeof writeContentDir>>;
  let good: Awaited<ReturnType<typeof writeContentDir>>;

  beforeAll(async () => {
    const real = await contentFiles();
    good = await writeContentDir(real);
    bad = await writeContentDir(
      applyAll(
        real,
        (f) =>
          patchItem(f, "talks.yaml", 3, (item) => {
            item.kind = "lecture";
          }),
        (f) => renameFile(f, "chapters/6-org-d.md", "chapters/7-org-d.md"),
        (f) => patchYaml<Fields>(f, "site.yaml", (site) => ({ ...site, updated: "2026-02-30" })),
      ),
    );
  });
  afterAll(async () => {
    await bad?.remove();
    await good?.remove();
  });

  it("passes check:content when the content is valid", async () => {
    const run = await runTsx(["scripts/owner/check-content.ts", good.dir]);
    expect(run.stderr).not.toMatch(/problem/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/content OK: 6 chapters/);
  });

  it("counts in the singular where there is one", async () => {
    const run = await runTsx(["scripts/owner/check-content.ts", fileURLToPath(TWO_CHAPTERS)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/content OK: 2 chapters, 2 timeline items, 1 talk, 3 writing items, 1 project, /);
  });

  it("passes a record without keywords, and says how many records lack them", async () => {
    const run = await runTsx(["scripts/owner/check-content.ts", fileURLToPath(KEYWORDLESS)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/keywords: 97 of 97 records have none/);
    // The sample gives every record keywords.
    const withKeywords = await runTsx(["scripts/owner/check-content.ts", SAMPLE_DIR]);
    expect(withKeywords.stdout).not.toMatch(/keywords:/);
  });

  it("fails check:content with every problem listed", async () => {
    const run = await runTsx(["scripts/owner/check-content.ts", bad.dir]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/3 problem/);
    for (const line of problemsIn(bad.dir)) expect(run.stderr).toMatch(line);
  });

  it("names a content folder that is not there in one line, without a stack trace", async () => {
    const missing = `${bad.dir}-misspelt`;
    const checked = await runTsx(["scripts/owner/check-content.ts", missing]);
    expect(checked.code).toBe(1);
    expect(checked.stderr.trim()).toBe(
      `${missing}: no such content folder; give the folder that holds your record's profile.md ` +
        "(npm run init or npm run import -- <file> writes one in content/)",
    );
    const served = await runTsx(["src/server.ts"], { CONTENT_DIR: missing, PORT: "0", RATE_LIMIT_STORE: "memory" });
    expect(served.code).toBe(1);
    expect(served.stderr).toContain(`${missing}: (root): no such content folder`);
    expect(served.stderr).not.toMatch(/ENOENT|\n\s+at /);
  });

  it("stops the server from starting, with exit code 1 and the problem list", async () => {
    const run = await runTsx(["src/server.ts"], { CONTENT_DIR: bad.dir, PORT: "0", RATE_LIMIT_STORE: "memory" });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Refusing to start/);
    for (const line of problemsIn(bad.dir)) expect(run.stderr).toMatch(line);
    expect(run.stdout).not.toMatch(/Serving/);
  });
});

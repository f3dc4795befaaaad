import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileContent } from "../../src/content/compile.js";
import { folderName, loadContentFiles } from "../../src/content/load.js";
import { formatProblems } from "../../src/content/problems.js";

describe("loadContentFiles", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "content-load-"));
    await mkdir(join(dir, "chapters"));
    await writeFile(join(dir, "chapters", "1-org-a.markdown"), "---\ntitle: A\n---\nText.");
    await writeFile(join(dir, "site.yml"), "title: x\n");
    await writeFile(join(dir, "notes.txt"), "not content");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("reads a chapter saved as .markdown, so its name is reported rather than the chapter silently missing", async () => {
    const files = await loadContentFiles(dir);
    expect(Object.keys(files).sort()).toEqual(["chapters/1-org-a.markdown", "site.yml"]);
    const result = compileContent(files, "https://example.com");
    const text = result.ok ? "" : formatProblems(result.problems, folderName(dir));
    expect(text).toContain(`${dir}/chapters/1-org-a.markdown: (file name): must be chapters/<n>-<id>.md`);
    expect(text).toContain(`${dir}/site.yaml: (root): file is missing (there is a site.yml: rename it to site.yaml?)`);
  });

  it("names a folder inside the working folder relatively, and one outside it in full", () => {
    expect(folderName(join(process.cwd(), "content"))).toBe("content");
    expect(folderName(process.cwd())).toBe(".");
    expect(folderName("/elsewhere/content")).toBe("/elsewhere/content");
  });
});

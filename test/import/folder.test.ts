/** `--force` replaces a record's own files, and only those: the owner's pictures, vocabulary and history stay. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFolder } from "../../scripts/import/folder.js";

describe("writeFolder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "import-folder-"));
    const old: Record<string, string> = {
      "profile.md": "old profile",
      "chapters/1-org-a.md": "old chapter",
      "chapters/2-org-b.md": "old chapter",
      "images/me.jpg": "a photo",
      "synonyms.yaml": "synonyms: []\n",
      "questions.yaml": "[]\n",
      ".git/HEAD": "ref: refs/heads/main\n",
      "README.txt": "notes",
    };
    for (const [path, text] of Object.entries(old)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const record = { "profile.md": "new profile", "chapters/1-org-c.md": "new chapter" };

  it("refuses a folder holding a record without force", () => {
    expect(() => writeFolder(dir, record, false)).toThrow(/not empty: it holds a record; pass --force/);
    expect(readFileSync(join(dir, "profile.md"), "utf8")).toBe("old profile");
  });

  it("with force, replaces the record and its chapters and keeps every file the import does not write", () => {
    writeFolder(dir, record, true);
    expect(readFileSync(join(dir, "profile.md"), "utf8")).toBe("new profile");
    expect(readdirSync(join(dir, "chapters"))).toEqual(["1-org-c.md"]);
    for (const kept of ["images/me.jpg", "synonyms.yaml", "questions.yaml", ".git/HEAD", "README.txt"]) {
      expect(existsSync(join(dir, kept)), kept).toBe(true);
    }
  });
});

/** `--force` replaces a record's own files, and only those: the owner's pictures, vocabulary and history stay. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFolder } from "../../scripts/owner/import/folder.js";

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

  it("with force, keeps the replaced folder whole as a dated backup beside it, and says where", () => {
    const now = new Date("2026-11-28T17:20:05Z");
    const backup = writeFolder(dir, record, true, now);
    expect(backup).toBe(`${dir}.backup-2026-11-28T17-20-05`);
    expect(readFileSync(join(backup as string, "profile.md"), "utf8")).toBe("old profile");
    expect(existsSync(join(backup as string, "chapters", "2-org-b.md"))).toBe(true);
    // A second replacement in the same second never overwrites the first backup.
    expect(writeFolder(dir, record, true, now)).toBe(`${dir}.backup-2026-11-28T17-20-05-2`);
    for (const kept of [backup, `${backup}-2`]) rmSync(kept as string, { recursive: true, force: true });
  });

  it("with force, replaces the record and its chapters and keeps every file the import does not write", () => {
    rmSync(writeFolder(dir, record, true) as string, { recursive: true, force: true });
    expect(readFileSync(join(dir, "profile.md"), "utf8")).toBe("new profile");
    expect(readdirSync(join(dir, "chapters"))).toEqual(["1-org-c.md"]);
    for (const kept of ["images/me.jpg", "synonyms.yaml", "questions.yaml", ".git/HEAD", "README.txt"]) {
      expect(existsSync(join(dir, kept)), kept).toBe(true);
    }
  });
});

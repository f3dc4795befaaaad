/**
 * `npm run export <folder>` replaces an earlier export and nothing else: a folder holding other files (a mistyped
 * path, `.`, a site's own files) is refused with one line before anything in it is touched.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NGINX_CONF_MARK, refusalToWrite } from "../../scripts/owner/export/folder.js";
import { runTsx } from "../support/spawn.js";

describe("the export's folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "export-folder-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a folder holding the owner's files and leaves them as they were", async () => {
    writeFileSync(join(dir, "notes.txt"), "mine");
    mkdirSync(join(dir, "public"));
    writeFileSync(join(dir, "public", "index.html"), "my site");

    const run = await runTsx(["scripts/owner/export.ts", dir]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `${dir} holds files an export did not write (notes.txt, public): give a new or empty folder, or an earlier export's`,
    );
    expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("mine");
    expect(readFileSync(join(dir, "public", "index.html"), "utf8")).toBe("my site");
  });

  it("refuses a file given as the folder", async () => {
    const file = join(dir, "site.conf");
    writeFileSync(file, "server {}");
    const run = await runTsx(["scripts/owner/export.ts", file]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`${file} is not a folder: give a new or empty folder for the export`);
    expect(readFileSync(file, "utf8")).toBe("server {}");
  });

  it("takes a missing or empty folder, and an earlier export's", () => {
    expect(refusalToWrite(join(dir, "new"))).toBeUndefined();
    expect(refusalToWrite(dir)).toBeUndefined();
    mkdirSync(join(dir, "public"));
    writeFileSync(join(dir, "nginx.conf"), `${NGINX_CONF_MARK}: include it in nginx's http block.\n`);
    expect(refusalToWrite(dir)).toBeUndefined();
  });

  it("refuses an nginx.conf the export did not write", () => {
    writeFileSync(join(dir, "nginx.conf"), "events {}\n");
    expect(refusalToWrite(dir)).toMatch(/holds files an export did not write \(nginx\.conf\)/);
    expect(readdirSync(dir)).toEqual(["nginx.conf"]);
  });
});

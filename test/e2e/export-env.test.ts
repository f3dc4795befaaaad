/**
 * EXPORT_LISTEN and EXPORT_UPSTREAM are checked before the export writes anything: a bad value is named in one line
 * instead of landing in nginx.conf, where nginx would refuse it only when loading the file.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseExportEnv } from "../../scripts/owner/export/env.js";
import { runTsx } from "../support/spawn.js";

describe("the export's nginx settings", () => {
  it("default to port 8080 and the app on 127.0.0.1:8787; empty counts as unset", () => {
    expect(parseExportEnv({})).toEqual({ ok: true, listen: "8080", upstream: "http://127.0.0.1:8787" });
    expect(parseExportEnv({ EXPORT_LISTEN: "", EXPORT_UPSTREAM: "" })).toMatchObject({ ok: true, listen: "8080" });
  });

  it("take a port or address:port, and an origin written as nginx wants it", () => {
    expect(parseExportEnv({ EXPORT_LISTEN: "127.0.0.1:8080", EXPORT_UPSTREAM: "http://app.internal:8787/" })).toEqual({
      ok: true,
      listen: "127.0.0.1:8080",
      upstream: "http://app.internal:8787",
    });
  });

  it.each([
    [{ EXPORT_LISTEN: "80a" }, "EXPORT_LISTEN: must be a port or address:port, e.g. 8080"],
    [{ EXPORT_UPSTREAM: "127.0.0.1:8787" }, "EXPORT_UPSTREAM: must be the app's origin, e.g. http://127.0.0.1:8787"],
    [
      { EXPORT_UPSTREAM: "http://127.0.0.1:8787/app" },
      "EXPORT_UPSTREAM: must be the app's origin, with no path, e.g. http://127.0.0.1:8787",
    ],
  ])("refuse %o", (env, problem) => {
    expect(parseExportEnv(env)).toEqual({ ok: false, problems: [problem] });
  });

  describe("npm run export", () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), "export-env-"));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("stops on a bad value before writing a file", async () => {
      const out = join(dir, "export");
      const run = await runTsx(["scripts/owner/export.ts", out], { EXPORT_UPSTREAM: "127.0.0.1:8787" });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        "Invalid environment:\n  EXPORT_UPSTREAM: must be the app's origin, e.g. http://127.0.0.1:8787",
      );
      expect(existsSync(out)).toBe(false);
    });
  });
});

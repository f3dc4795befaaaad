/**
 * The install line the README and docs/testing.md print names every Debian package a test drives a program from
 * (test/support/tools.ts, which `.ci/run` installs from too), so a newcomer who runs it has nothing skipped.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/spawn.js";
import { packagesFor, TOOLS, type ToolName } from "../support/tools.js";

const EVERY_PACKAGE = packagesFor(Object.keys(TOOLS) as ToolName[]);

describe.each(["README.md", "docs/testing.md"])("%s's apt line", (file) => {
  it("installs every system package the tests use", () => {
    const text = readFileSync(join(ROOT, file), "utf8");
    const line = /^sudo apt-get install -y (.+)$/m.exec(text);
    expect(line, `${file} has no apt-get line`).not.toBeNull();
    expect(new Set((line as RegExpExecArray)[1]?.split(" "))).toEqual(new Set(EVERY_PACKAGE));
  });
});

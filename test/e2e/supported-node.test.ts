/**
 * npm scripts (start, test, bench) run on the machine's Node, the one the project supports, and not on the Node 22
 * that the conformance suites' pinned `node22` package would link as node_modules/.bin/node if npm relinked bins
 * without the postinstall that removes the link: every figure and every test would then be Node 22's.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/spawn.js";

describe("the Node that npm scripts run", () => {
  it("is not a package from node_modules", () => {
    expect(process.execPath).not.toContain("node_modules");
    expect(existsSync(join(ROOT, "node_modules", ".bin", "node"))).toBe(false);
  });
});

/**
 * The layer rule that `npm run lint:deps` applies to src/ (and `npm test` runs), shown to bite: on a small tree
 * that breaks it three ways (a surface importing a surface, a cycle, shared rendering importing a surface) it
 * must fail, naming each broken rule.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, runCommand } from "../fixtures/spawn.js";

const DEPCRUISE = join(ROOT, "node_modules/.bin/depcruise");
const CONFIG = join(ROOT, ".dependency-cruiser.mjs");

const cruise = (cwd: string) => runCommand(DEPCRUISE, ["--config", CONFIG, "src"], { cwd });

describe("the layer rule", () => {
  it("fails a tree whose imports point sideways, up or in a circle", async () => {
    const run = await cruise(join(ROOT, "test/architecture/violations"));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain("pages-points-down: src/pages/page.ts → src/mcp/tool.ts");
    expect(run.stdout).toContain("mcp-points-down: src/mcp/tool.ts → src/pages/page.ts");
    expect(run.stdout).toContain("render-points-down: src/render/guide.ts → src/api/endpoint.ts");
    expect(run.stdout).toMatch(/no-cycle: src\/mcp\/tool\.ts →/);
  });
});

/**
 * Vitest global setup (node project): gives the workers a file to record tool skips in, and once every test
 * has run prints one line on stderr naming what was skipped for which missing tool and the command that
 * installs it, so a green run on a machine without chromium or nginx does not look like a complete one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { readSkips, skipSummary, TOOL_SKIPS } from "./tool-skips.js";

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), "tool-skips-"));
  const record = join(dir, "skips.jsonl");
  project.provide(TOOL_SKIPS, record);
  return () => {
    const summary = skipSummary(readSkips(record), project.config.root);
    if (summary !== undefined) process.stderr.write(`\n${summary}\n`);
    rmSync(dir, { recursive: true, force: true });
  };
}

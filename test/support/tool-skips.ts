/**
 * The record of test files skipped for a missing tool, shared across vitest's worker processes as a file of
 * JSON lines (workers append, the global setup in the main process reads it once the run is over), and the
 * one line that sums it up.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { installCommand, packagesFor, type ToolName } from "./tools.js";

/** The key under which the global setup provides the record's path to the workers. */
export const TOOL_SKIPS = "toolSkipsFile";

declare module "vitest" {
  interface ProvidedContext {
    [TOOL_SKIPS]: string;
  }
}

export interface ToolSkip {
  readonly tool: ToolName;
  /** The test file that skipped, absolute. */
  readonly file: string;
}

export const recordSkip = (record: string, skip: ToolSkip): void => {
  appendFileSync(record, `${JSON.stringify(skip)}\n`);
};

export const readSkips = (record: string): ToolSkip[] =>
  existsSync(record)
    ? readFileSync(record, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ToolSkip)
    : [];

/**
 * "Skipped for missing tools: chromium (test/e2e/browser.test.ts, …); nginx (…). Install them with: sudo apt-get
 * install -y chromium nginx"; undefined when nothing was skipped.
 */
export const skipSummary = (skips: readonly ToolSkip[], root: string): string | undefined => {
  if (skips.length === 0) return undefined;
  const filesByTool = new Map<ToolName, Set<string>>();
  for (const { tool, file } of skips) {
    const files = filesByTool.get(tool) ?? new Set<string>();
    files.add(relative(root, file));
    filesByTool.set(tool, files);
  }
  const tools = [...filesByTool.keys()].sort();
  const named = tools.map((tool) => `${tool} (${[...(filesByTool.get(tool) ?? [])].sort().join(", ")})`);
  return `Skipped for missing tools: ${named.join("; ")}. Install them with: ${installCommand(packagesFor(tools))}`;
};

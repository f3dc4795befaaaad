/**
 * What a test file does about a tool it drives (test/support/tools.ts). Under CI a missing tool fails the file:
 * CI installs every tool, so one missing is a broken runner, never a reason to pass. Elsewhere the file skips,
 * and the need is recorded for the summary line printed at the end of the run (tool-summary.ts).
 */
import { expect, inject } from "vitest";
import { recordSkip, TOOL_SKIPS } from "./tool-skips.js";
import { findTool, installCommand, TOOLS, type ToolName } from "./tools.js";

/** CI=true (or any value but "", "0" and "false"), as CI services set it. */
export const inCI = (): boolean => !["", "0", "false"].includes(process.env.CI ?? "");

/** The tool's absolute path; undefined (skip) when it is missing here; throws when it is missing under CI. */
export const requireTool = (name: ToolName): string | undefined => {
  const found = findTool(name);
  if (found !== undefined) return found;
  const install = installCommand([TOOLS[name].debianPackage]);
  if (inCI()) throw new Error(`${name} is missing and CI is set, so its tests fail rather than skip: ${install}`);
  const file = expect.getState().testPath ?? "an unnamed test file";
  const record = inject(TOOL_SKIPS);
  // Without the global setup (a config that leaves it out) there is no record to add to: say it here instead.
  if (record === undefined) console.warn(`Skipping ${file}: ${name} is missing (${install}).`);
  else recordSkip(record, { tool: name, file });
  return undefined;
};

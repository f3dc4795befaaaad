/**
 * The owner's commands read their arguments alike: a misspelt option, an option without its value or an argument
 * the command does not take stops it with one line and its usage (exit 2), not a stack trace.
 */
import { describe, expect, it } from "vitest";
import { runTsx } from "../support/spawn.js";

const CASES: readonly { readonly line: string; readonly says: string; readonly usage: string }[] = [
  {
    line: "scripts/owner/import.ts resume.json --outt x",
    says: "Unknown option '--outt'",
    usage: "usage: npm run import --",
  },
  {
    line: "scripts/owner/import.ts resume.json --out",
    says: "Option '--out <value>' argument missing",
    usage: "usage: npm run import --",
  },
  { line: "scripts/owner/init.ts --frce", says: "Unknown option '--frce'", usage: "usage: npm run init" },
  { line: "scripts/owner/init.ts content", says: "Unexpected argument 'content'", usage: "usage: npm run init" },
  {
    line: "scripts/owner/check-content.ts --strcit",
    says: "Unknown option '--strcit'",
    usage: "usage: npm run check:content",
  },
  {
    line: "scripts/owner/insights.ts a.log --output r",
    says: "Unknown option '--output'",
    usage: "Usage: npm run insights --",
  },
  { line: "scripts/owner/export.ts --help", says: "Unknown option '--help'", usage: "usage: npm run export" },
  { line: "scripts/dev/eval-search.ts --onw", says: "Unknown option '--onw'", usage: "usage: npm run eval:search" },
];

describe("the owner's commands' arguments", () => {
  it.each(CASES)("$line: one line and the usage", async ({ line, says, usage }) => {
    const run = await runTsx(line.split(" "));
    expect(run.code).toBe(2);
    const [first, second, ...rest] = run.stderr.trim().split("\n");
    expect(first).toBe(says);
    expect(second).toContain(usage);
    expect(rest).toEqual([]);
  });
});

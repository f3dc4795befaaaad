/**
 * A setting that cannot be used stops every entry point the same way, as a newcomer would meet it: one line per
 * bad variable saying what it must be and what it was, exit code 2, no stack trace, through the real commands.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, runCommand } from "../support/spawn.js";

const BAD = { BASE_URL: "not-a-url", PORT: "abc" };
const LINES = [
  'PORT must be a whole number from 0 to 65535, not "abc".',
  'BASE_URL must be an origin such as https://example.com, not "not-a-url".',
];

const ENTRY_POINTS: readonly { readonly name: string; readonly command: string; readonly args: readonly string[] }[] = [
  { name: "npm start", command: "npm", args: ["start"] },
  { name: "npm run build", command: "npm", args: ["run", "build"] },
  { name: "npm run dev", command: "npm", args: ["run", "dev"] },
  { name: "node dist/server.js", command: process.execPath, args: [join(ROOT, "dist", "server.js")] },
  { name: "npm run check:content", command: "npm", args: ["run", "check:content"] },
  { name: "npm run export", command: "npm", args: ["run", "export", "--", join(ROOT, "dist", "bad-settings")] },
];

describe("a bad setting on every entry point", () => {
  it.each(ENTRY_POINTS)(
    "$name: one line per bad variable, exit code 2",
    async ({ command, args }) => {
      const run = await runCommand(command, args, {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...BAD },
        // `npm run dev` would otherwise keep watching: a kill (code null) fails the test.
        timeout: 60_000,
      });
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr.trim().split("\n")).toEqual(LINES);
    },
    90_000,
  );
});

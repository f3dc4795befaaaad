/**
 * The tests beside the code (src/**\/*.test.ts, project "unit") and the suites in test/ (project "node") run
 * without isolation, sharing one module graph per worker (vitest.config.ts). That is sound only while none of them
 * mocks a module, stubs a global or the environment, leaves a spy in place or changes the process: such a suite
 * belongs in test/ and in ISOLATED_SUITES, which runs each in a fork of its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_SUITES } from "../support/isolated-suites.js";
import { ROOT } from "../support/spawn.js";

/** What would leak from one file into the next when they share a module graph. */
const LEAKS =
  /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b|process\.(?:env\.\w+\s*=(?!=)|chdir\()|globalThis\.\w+\s*=(?!=)/g;
/** A spy leaks too, unless the file restores every spy after each test. */
const SPY = /\bvi\.spyOn\b/g;

const leaksOf = (source: string): string[] => [
  ...(source.match(LEAKS) ?? []),
  ...(source.includes("vi.restoreAllMocks()") ? [] : (source.match(SPY) ?? [])),
];

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });

/** This file: its examples of leaks are data. */
const SELF = relative(ROOT, new URL(import.meta.url).pathname);

describe("the suites that share a module graph", () => {
  it("mock no module and stub no global, environment or process state", () => {
    const isolated = new Set<string>(ISOLATED_SUITES);
    const offenders = [...testFiles(join(ROOT, "src")), ...testFiles(join(ROOT, "test"))]
      .map((file) => relative(ROOT, file))
      .filter((file) => !isolated.has(file) && file !== SELF && !file.startsWith("test/edge/"))
      .flatMap((file) => leaksOf(readFileSync(join(ROOT, file), "utf8")).map((leak) => `${file}: ${leak}`));
    expect(offenders).toEqual([]);
  });

  it("leave out of the shared graph only suites that exist", () => {
    for (const file of ISOLATED_SUITES)
      expect(testFiles(join(ROOT, "test")).map((f) => relative(ROOT, f))).toContain(file);
  });

  it("would see each kind of leak", () => {
    for (const leak of [
      'vi.mock("../x.js")',
      'vi.stubGlobal("fetch", f)',
      'vi.stubEnv("PORT", "1")',
      "vi.spyOn(crypto, 'randomUUID')",
      'process.env.PORT = "1"',
      'process.chdir("/tmp")',
      "globalThis.fetch = f",
    ]) {
      expect(leaksOf(leak), leak).not.toEqual([]);
    }
    expect(leaksOf('if (process.env.PORT === "1") vi.fn()')).toEqual([]);
    expect(leaksOf("afterEach(() => vi.restoreAllMocks()); vi.spyOn(console, 'warn')")).toEqual([]);
  });
});

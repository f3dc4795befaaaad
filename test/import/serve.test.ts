/**
 * Import, then serve: each fixture imported into a temporary folder by the CLI, read and compiled the way the
 * server does, and served by the real app, whose every surface then speaks of the imported person.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { strToU8, zipSync } from "fflate";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileContent } from "../../src/content/compile.js";
import { folderName, loadContentFiles } from "../../src/content/load.js";
import { findPlaceholders, formatPlaceholders } from "../../src/content/placeholders.js";
import { formatProblems } from "../../src/content/problems.js";
import { TEST_ORIGIN, testApp } from "../support/app.js";
import { getChapterIds } from "../support/mcp-raw.js";
import { JSON_RESUME_SAMPLE, linkedInZip } from "./fixtures.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "import-serve-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const importInto = (input: string, out: string): string =>
  execFileSync(process.execPath, ["--import", "tsx", "scripts/owner/import.ts", input, "--out", out], {
    cwd: ROOT,
    encoding: "utf8",
  });

const writeInput = (name: string, text: string): string => {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
};

const CASES = [
  {
    fixture: "the JSON Resume sample",
    input: () => JSON_RESUME_SAMPLE,
    name: "Richard Hendriks",
    chapter: "pied-piper",
  },
  {
    fixture: "the LinkedIn export",
    input: () => {
      const zip = join(work, "export.zip");
      writeFileSync(zip, linkedInZip());
      return zip;
    },
    name: "Noor Haddad",
    chapter: "org-p",
  },
];

describe.each(CASES)("import $fixture, then serve it", ({ fixture, input, name, chapter }) => {
  const out = join(work, fixture.replace(/\W+/g, "-"));
  let app: Hono;
  let report: string;

  beforeAll(async () => {
    report = importInto(input(), out);
    const result = compileContent(await loadContentFiles(out), TEST_ORIGIN);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    app = await testApp({ site: result.site });
  });

  it("reports what it imported, derived and left as placeholder", () => {
    expect(report).toMatch(/Imported:[\s\S]*Derived:[\s\S]*PLACEHOLDER/);
  });

  it("lists every text left to write, line for line as check:content lists them", async () => {
    const listed = formatPlaceholders(findPlaceholders(await loadContentFiles(out)), folderName(out));
    expect(listed).toMatch(/site\.yaml: subject\.pronouns\.subject$/m);
    expect(report).toContain(listed);
    const check = spawnSync(process.execPath, ["--import", "tsx", "scripts/owner/check-content.ts", out], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(check.status).toBe(0);
    expect(check.stderr).toContain(listed);
  });

  it("reports what the source holds that it did not import, when there is any", () => {
    if (fixture === "the JSON Resume sample") expect(report).toMatch(/Not imported:\n {2}- basics\.phone: private/);
    else expect(report).not.toMatch(/Not imported/);
  });

  it("refuses to write over the folder again without --force", () => {
    expect(() => importInto(input(), out)).toThrow(/not empty/);
  });

  it("serves the person on /api/v1/profile and the derived chapters on /api/v1/chapters", async () => {
    const profile = (await (await app.request("/api/v1/profile")).json()) as { data: { name: string } };
    expect(profile.data.name).toBe(name);
    const chapters = (await (await app.request("/api/v1/chapters")).json()) as { data: { id: string }[] };
    expect(chapters.data.map((c) => c.id)).toContain(chapter);
    expect((await app.request(`/api/v1/chapters/${chapter}`)).status).toBe(200);
  });

  it("lists the chapter ids in the MCP get_chapter schema", async () => {
    expect(await getChapterIds(app)).toContain(chapter);
  });

  it("names the person on the home page, its Markdown twin and /llms.txt", async () => {
    for (const path of ["/", "/index.md", "/llms.txt", `/story/${chapter}`]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(name);
    }
  });
});

describe("import refuses a file it cannot read in one line, never a stack trace", () => {
  const never = join(work, "never-written");
  const refusal = (input: string): string => {
    try {
      importInto(input, never);
    } catch (error) {
      expect((error as { status?: number }).status).toBe(2);
      return String((error as { stderr?: string }).stderr);
    }
    throw new Error(`import accepted ${input}`);
  };
  const zipOf = (name: string, files: Record<string, Uint8Array>): string => {
    const file = join(work, name);
    writeFileSync(file, zipSync(files));
    return file;
  };
  const EXPORT_HOLDS = /a LinkedIn data export holds CSV files such as Profile\.csv, Positions\.csv/;

  it.each([
    ["a missing file", () => join(work, "no-such-resume.json"), /no such file/],
    ["a truncated JSON file", () => writeInput("truncated.json", '{"basics": {'), /is neither JSON .* nor a LinkedIn/],
    ["a folder", () => work, /is a folder/],
    [
      "JSON that is not a JSON Resume (a package.json)",
      () => join(ROOT, "package.json"),
      /is not a JSON Resume: it has no "basics" and none of its sections \(work, volunteer, education/,
    ],
    ["JSON that is no object", () => writeInput("list.json", "[1, 2]"), /is not a JSON Resume: it has no "basics"/],
    ["an empty .zip file", () => writeInput("empty.zip", ""), EXPORT_HOLDS],
    ["an empty ZIP archive", () => zipOf("nothing.zip", {}), /it holds no CSV file, and a LinkedIn data export holds/],
    [
      "a ZIP of something else",
      () => zipOf("photos.zip", { "notes.csv": strToU8("a,b"), "me.jpg": strToU8("x") }),
      /it holds only notes\.csv, and a LinkedIn data export holds/,
    ],
  ])("%s", (_what, input, message) => {
    const stderr = refusal(input());
    expect(existsSync(never), "nothing written").toBe(false);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr.trim().split("\n")).toHaveLength(1);
  });
});

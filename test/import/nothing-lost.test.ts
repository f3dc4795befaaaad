/**
 * Nothing an owner wrote is lost without a word: every value of rich JSON Resumes and of a LinkedIn export with
 * every résumé file, imported and served, is in the API (as a field of its own), in llms-full.txt (the pages'
 * Markdown, in one file), and, for a JSON Resume, in /resume.json; or the import report names it with its reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { isoOf, parseDate } from "../../scripts/owner/import/dates.js";
import { csvRows } from "../../scripts/owner/import/linkedin.js";
import { withEvents } from "../../scripts/owner/import/record.js";
import { toContent } from "../../scripts/owner/import/to-content.js";
import type { Site } from "../../src/content/site.js";
import { LINKEDIN_TEACHER_DIR, RICH_JSON_RESUMES } from "./fixtures.js";
import { appOf, flat, jsonResumeFile, leaves, linkedInFolder, readJsonResume, siteOf, TODAY } from "./imported.js";

/**
 * A value as a record holds it: a date as precise as written, an address as a URL, a LinkedIn degree's initials in
 * brackets ("Master of Science - MS" is "Master of Science (MS)"), text as written.
 */
const held = (key: string, value: string): string => {
  if (key === "Degree Name") return flat(value.replace(/ - ([A-Z][\p{L}.]{0,9})(?=,|$)/u, " ($1)"));
  if (/date|on$/i.test(key)) {
    const date = parseDate(value);
    if (date) return isoOf(date) ?? value;
  }
  return URL.canParse(value) && /^https?:/.test(value) ? new URL(value).href : flat(value);
};

/** Everything the API says about the record, field by field, in one lower-case text. */
const apiText = async (app: Hono, site: Site): Promise<string> => {
  const paths = [
    "/api/v1/profile",
    "/api/v1/timeline",
    "/api/v1/talks",
    "/api/v1/writing",
    "/api/v1/projects",
    "/api/v1/practices",
    ...site.chapters.map((c) => `/api/v1/chapters/${c.id}`),
  ];
  const found: string[] = [];
  for (const path of paths) {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    found.push(...leaves(await res.json()).map(flat));
  }
  return found.join("\n").toLowerCase();
};

/** The Markdown's words with its escapes read back, one lower-case line. */
const unescaped = (markdown: string): string => flat(markdown.replace(/\\(.)/g, "$1")).toLowerCase();

/** A JSON value's leaves with the key each sits under and its path. */
const walk = (value: unknown, path: string[] = []): { path: string; key: string; value: string }[] => {
  if (typeof value === "string" || typeof value === "number")
    return value === ""
      ? []
      : [{ path: path.join("."), key: path.filter((p) => !/^\d+$/.test(p)).at(-1) ?? "", value: String(value) }];
  if (Array.isArray(value)) return value.flatMap((v, i) => walk(v, [...path, String(i)]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => walk(v, [...path, k]));
  return [];
};

interface Case {
  readonly name: string;
  readonly values: { path: string; key: string; value: string }[];
  readonly site: () => Site;
  readonly notRead: () => string[];
  readonly json: boolean;
}

/** The publishers the owner says are events, per file: their publications are talks. */
const EVENTS: Readonly<Record<string, readonly string[]>> = {
  "epidemiologist.json": ["Org U Epidemiology Summit"],
};

const jsonCases: Case[] = RICH_JSON_RESUMES.map((file) => {
  const source = jsonResumeFile(file);
  const events = EVENTS[file.split("/").at(-1) ?? ""] ?? [];
  const record = withEvents(readJsonResume(source), events);
  return {
    name: file.split("/").at(-1) ?? file,
    values: walk(source),
    site: () => siteOf(record),
    notRead: () => toContent(record, TODAY).report.notImported,
    json: true,
  };
});

/** Columns that say nothing about the person: which address is primary, when it was confirmed. */
const BOOKKEEPING = new Set(["Confirmed", "Primary", "Updated On", "Extension", "Type"]);

const linkedInCase: Case = (() => {
  const record = withEvents(linkedInFolder(LINKEDIN_TEACHER_DIR), ["Org HH Education Conference"]);
  const files = Object.fromEntries(
    readdirSync(LINKEDIN_TEACHER_DIR).map((n) => [n, readFileSync(join(LINKEDIN_TEACHER_DIR, n), "utf8")]),
  );
  return {
    name: "a LinkedIn export with every résumé file",
    values: Object.keys(files).flatMap((file) =>
      csvRows(files, file).flatMap((row, i) =>
        Object.entries(row).flatMap(([column, value]) =>
          value === "" || BOOKKEEPING.has(column) ? [] : [{ path: `${file} ${column}`, key: column, value, row: i }],
        ),
      ),
    ),
    site: () => siteOf(record),
    notRead: () => toContent(record, TODAY).report.notImported,
    json: false,
  };
})();

/** What a report names as left out: the JSON path, or the file and column. */
const named = (notRead: readonly string[], path: string): boolean =>
  notRead.some((line) => {
    const [subject = ""] = line.split(":");
    return (
      path.startsWith(subject) ||
      path.startsWith(`${subject.replace(/^\d+ /, "")}`) ||
      subject.replace(/^\d+ /, "").startsWith(path.split(/[.\s]/)[0] ?? path)
    );
  });

describe.each([...jsonCases, linkedInCase])("import $name", (c) => {
  let site: Site;
  let api: string;
  let llms: string;
  let resumeJson: string;

  beforeAll(async () => {
    site = c.site();
    const app = await appOf(site);
    api = await apiText(app, site);
    llms = unescaped(await (await app.request("/llms-full.txt")).text());
    resumeJson = JSON.stringify(leaves(await (await app.request("/resume.json")).json()).map(flat));
  });

  it("puts every value in the API, or names it in the report with its reason", () => {
    const notRead = c.notRead();
    const missing = c.values.filter(
      ({ path, key, value }) =>
        !api.includes(held(key, value).toLowerCase()) && !named(notRead, path) && !/^(\$schema|meta\.)/.test(path),
    );
    expect(missing.map((m) => `${m.path}: ${m.value}`)).toEqual([]);
  });

  it("says every text in llms-full.txt, the pages' Markdown", () => {
    const notRead = c.notRead();
    const missing = c.values.filter(
      ({ path, key, value }) =>
        !/date|on$|url|^\$schema|^meta\./i.test(`${key} ${path}`) &&
        !/^(Url|Websites|Email Address|Twitter Handles)$/.test(key) &&
        !named(notRead, path) &&
        !llms.includes(held(key, value).toLowerCase()),
    );
    expect(missing.map((m) => `${m.path}: ${m.value}`)).toEqual([]);
  });

  it.runIf(c.json)("exports every value again on /resume.json", () => {
    const notRead = c.notRead();
    const missing = c.values.filter(
      ({ path, key, value }) =>
        !named(notRead, path) &&
        !/^(\$schema|meta\.)/.test(path) &&
        !resumeJson.includes(JSON.stringify(held(key, value)).slice(1, -1)),
    );
    expect(missing.map((m) => `${m.path}: ${m.value}`)).toEqual([]);
  });
});

/** An imported record, compiled and served in process: what an owner gets after `npm run import` and `npm start`. */
import { readFileSync } from "node:fs";
import type { Hono } from "hono";
import { fromJsonResume } from "../../scripts/owner/import/json-resume.js";
import { fromLinkedIn, unzipExport } from "../../scripts/owner/import/linkedin.js";
import { type ImportedRecord, withEvents } from "../../scripts/owner/import/record.js";
import { toContent } from "../../scripts/owner/import/to-content.js";
import { renderContent } from "../../scripts/owner/import/write.js";
import type { Site } from "../../src/content/site.js";
import { TEST_ORIGIN, testApp } from "../support/app.js";
import { compileOrThrow } from "../support/content.js";
import { zipFolder } from "./fixtures.js";

export const TODAY = "2026-11-25";

export const readJsonResume = (value: unknown): ImportedRecord => {
  const result = fromJsonResume(value);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.record;
};

export const jsonResumeFile = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

export const linkedInFolder = (dir: string): ImportedRecord => fromLinkedIn(unzipExport(zipFolder(dir)));

/** The record's content files, as the import writes them. */
export const filesOf = (record: ImportedRecord, events: readonly string[] = []) =>
  renderContent(toContent(withEvents(record, events), TODAY).draft);

export const siteOf = (record: ImportedRecord, events: readonly string[] = []): Site =>
  compileOrThrow(filesOf(record, events), TEST_ORIGIN);

export const appOf = (site: Site): Promise<Hono> => testApp({ site });

/** Every string and number in a JSON value, each once: what a response says, whatever its shape. */
export const leaves = (value: unknown): string[] => {
  if (value === null || value === undefined) return [];
  if (typeof value === "string" || typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
};

/** Words as the pages and the API may wrap or escape them: runs of white space are one space. */
export const flat = (text: string): string => text.replace(/\s+/g, " ").trim();

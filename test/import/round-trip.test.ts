/**
 * Round trip: a JSON Resume imported, compiled and exported as /resume.json, then imported again, gives the same
 * content folder, file for file; and every field of the first import is in the export. Property-based: fast-check
 * generates résumés with every section of the schema (and the `talks` section people add), in any mix.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonResume } from "../../src/discovery/formats/resume-json.js";
import { TEST_ORIGIN } from "../support/app.js";
import { compileOrThrow } from "../support/content.js";
import { filesOf, readJsonResume } from "./imported.js";
import { resume } from "./resumes.js";

/** JSON as a file holds it: no undefined values. */
const asFile = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const exported = (files: Record<string, string>) => asFile(jsonResume(compileOrThrow(files, TEST_ORIGIN)));

describe("JSON Resume → content → /resume.json → content", () => {
  it("gives the same content folder, file for file", () => {
    fc.assert(
      fc.property(resume, (source) => {
        const first = filesOf(readJsonResume(asFile(source)));
        const again = filesOf(readJsonResume(exported(first)));
        expect(again).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it("exports every field the first import kept: exporting the second import gives the same résumé", () => {
    fc.assert(
      fc.property(resume, (source) => {
        const once = exported(filesOf(readJsonResume(asFile(source))));
        const twice = exported(filesOf(readJsonResume(once)));
        expect(twice).toEqual(once);
      }),
      { numRuns: 20 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { fromJsonResume } from "../../scripts/import/json-resume.js";
import { jsonResumeSample } from "./fixtures.js";

describe("JSON Resume → imported record", () => {
  it("reads the schema's own sample", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    const { record } = result;
    expect(record).toMatchObject({
      name: "Richard Hendriks",
      givenName: "Richard",
      familyName: "Hendriks",
      headline: "Programmer",
      email: "richard.hendriks@mail.com",
      location: { city: "San Francisco", region: "California", country: "US" },
    });
    expect(record.work).toEqual([
      expect.objectContaining({
        organization: "Pied Piper",
        title: "CEO/President",
        start: { year: 2013, month: 12 },
        end: { year: 2014, month: 12 },
      }),
    ]);
    expect(record.education[0]).toMatchObject({
      institution: "University of Oklahoma",
      area: "Information Technology",
    });
    expect(record.projects.map((p) => p.title)).toEqual(["Miss Direction"]);
    expect(record.skills.length).toBeGreaterThan(0);
  });

  it("keeps the organization a project was done for", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.projects[0]?.organization).toBe("Smoogle");
  });

  it("names each section it leaves out, with where it belongs, so nothing disappears without a word", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.notRead).toEqual([
      expect.stringMatching(/^1 awards: add each to the highlights of the chapter/),
      "basics.phone: not published (the record has no phone field)",
      "1 references: not published (the record has no place for them)",
    ]);
    const bare = fromJsonResume({ basics: { name: "Ada Lovelace" } });
    expect(bare.ok && bare.record.notRead).toEqual([]);
  });

  it("reads publications: title, publisher, year, summary and address", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.publications).toEqual([
      {
        title: "Video compression for 3d media",
        publisher: "Hooli",
        year: 2014,
        summary: "Innovative middle-out compression algorithm that changes the way we store data.",
        url: "http://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)",
      },
    ]);
  });

  it("reads the keywords of projects, skills and interests", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.projects[0]?.keywords).toEqual(["GoogleMaps", "Chrome Extension", "Javascript"]);
    expect(result.record.keywords).toEqual([
      "HTML",
      "CSS",
      "Javascript",
      "Mpeg",
      "MP4",
      "GIF",
      "Wildlife",
      "Ferrets",
      "Unicorns",
    ]);
  });

  it("refuses a file the schema rejects, with the validator's errors", () => {
    const result = fromJsonResume({ basics: { name: 42 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join("\n")).toMatch(/basics\.name/);
  });

  it("imports a résumé with nothing but a name", () => {
    const result = fromJsonResume({ basics: { name: "Ana Example" } });
    expect(result.ok && result.record).toMatchObject({ name: "Ana Example", work: [], education: [] });
  });
});

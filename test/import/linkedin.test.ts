import { describe, expect, it } from "vitest";
import { csvRows, fromLinkedIn, parseWebsites, unzipExport } from "../../scripts/owner/import/linkedin.js";
import { linkedInZip } from "./fixtures.js";

describe("LinkedIn export → imported record", () => {
  const record = fromLinkedIn(unzipExport(linkedInZip()));

  it("reads the profile, with the byte-order mark and CRLF the export writes", () => {
    expect(record).toMatchObject({
      name: "Noor Haddad",
      givenName: "Noor",
      familyName: "Haddad",
      headline: "Engineering manager, platform teams",
      email: "noor@example.org",
      location: { city: "Lisbon", region: "Lisbon", country: "Portugal" },
    });
    expect(record.summary).toContain("\n");
    expect(record.websites).toEqual([
      { label: "Company website", url: "https://example.com/org-p" },
      { label: "Portfolio", url: "https://noor.example.org" },
    ]);
  });

  it("reads positions with each date form, a quoted multi-line description and an open end", () => {
    expect(record.work.map((r) => [r.organization, r.title, r.start, r.end])).toEqual([
      ["Org P", "Engineering Manager", { year: 2021, month: 3, day: null }, null],
      ["Org Q", "Senior Software Engineer", { year: 2017, month: 6, day: null }, { year: 2021, month: 2, day: null }],
      ["Org Q", "Software Engineer", { year: 2015, month: null, day: null }, { year: 2017, month: 5, day: 31 }],
    ]);
    expect(record.work[0]?.description).toMatch(/observability\.\r?\nGrew the team/);
  });

  it("reads education, projects, skills, languages and certifications", () => {
    expect(record.education).toEqual([
      expect.objectContaining({
        institution: "Org R University",
        studyType: "Master of Science (MSc)",
        area: "Computer Science",
      }),
    ]);
    expect(record.projects.map((p) => p.title)).toEqual(["Deploy Bot", "Tiny CI"]);
    expect(record.skills.map((s) => s.name)).toEqual(["Kubernetes", "Go", "Team leadership"]);
    expect(record.languages[0]).toMatchObject({ name: "Portuguese", level: "Native or bilingual proficiency" });
    expect(record.certificates[0]).toMatchObject({
      name: "Certified Platform Engineer",
      issuer: "Org S Institute",
      date: { year: 2020, month: 1, day: null },
      number: "ABC-123",
      url: "https://example.org/cert",
    });
    expect(record.industry).toBe("Software Development");
  });

  it("imports a partial export: a missing file is no data, not an error", () => {
    const partial = fromLinkedIn(unzipExport(linkedInZip(["Positions.csv"])));
    expect(partial.name).toBeNull();
    expect(partial.work).toHaveLength(3);
    expect(fromLinkedIn({})).toMatchObject({ name: null, work: [], education: [] });
  });

  it("skips rows without the columns that make them a record, and unknown columns", () => {
    const files = { "Positions.csv": "Company Name,Title,Extra\nOrg T,,x\n,Engineer,y\nOrg U,Lead,z\n" };
    expect(fromLinkedIn(files).work.map((r) => r.organization)).toEqual(["Org U"]);
    expect(csvRows(files, "positions.csv")).toHaveLength(3);
  });

  it("parses the Websites cell with or without labels", () => {
    expect(parseWebsites("[https://a.example.org]")).toEqual([{ label: "Website", url: "https://a.example.org" }]);
    expect(parseWebsites("")).toEqual([]);
    expect(parseWebsites("[RSS:https://a.example.org/feed,OTHER:https://b.example.org]")).toHaveLength(2);
    // LinkedIn's kinds as a visitor would call each link: one's own website, the employer's.
    expect(parseWebsites("[PERSONAL:https://a.example.org,COMPANY:https://b.example.org]").map((w) => w.label)).toEqual(
      ["Website", "Company website"],
    );
  });
});

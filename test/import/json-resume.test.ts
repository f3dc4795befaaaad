import { describe, expect, it } from "vitest";
import { fromJsonResume } from "../../scripts/owner/import/json-resume.js";
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
        start: { year: 2013, month: 12, day: 1 },
        end: { year: 2014, month: 12, day: 1 },
        about: "Awesome compression company",
      }),
    ]);
    expect(record.education[0]).toMatchObject({
      institution: "University of Oklahoma",
      area: "Information Technology",
      score: "4.0",
      courses: ["DB1101 - Basic SQL", "CS2011 - Java Introduction"],
    });
    expect(record.projects.map((p) => p.title)).toEqual(["Miss Direction"]);
    expect(record.skills.length).toBeGreaterThan(0);
  });

  it("keeps the organization a project was done for", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.projects[0]?.organization).toBe("Smoogle");
  });

  it("names what it leaves out, each with its reason: privacy, or a picture to add by hand", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.notRead).toEqual([
      "basics.phone: private, not published (the record has no phone field)",
      "basics.location.address: private, not published (the street address)",
      "basics.location.postalCode: private, not published (part of the address)",
      "1 reference: private, not published (they speak for other people)",
    ]);
    const bare = fromJsonResume({ basics: { name: "Ada Lovelace" } });
    expect(bare.ok && bare.record.notRead).toEqual([]);
  });

  it("reads awards and certificates with their dates, and skills with their levels", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.awards[0]).toMatchObject({
      name: "Digital Compression Pioneer Award",
      issuer: "Techcrunch",
      date: { year: 2014, month: 11, day: 1 },
      summary: "There is no spoon.",
    });
    expect(result.record.skills[0]).toMatchObject({ name: "Web Development", level: "Master" });
    expect(result.record.interests[0]).toMatchObject({ name: "Wildlife", items: ["Ferrets", "Unicorns"] });
  });

  it("reads talks from the talks and presentations sections people add", () => {
    const result = fromJsonResume({
      basics: { name: "Ana Example" },
      talks: [{ name: "On bridges", event: "Org A Forum", date: "2021-11", location: "Porto" }],
      presentations: [{ title: "On timber", venue: "Org B Days", summary: "Wood in the rain." }],
    });
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.talks.map((t) => [t.title, t.publisher, t.date?.month ?? null, t.location])).toEqual([
      ["On bridges", "Org A Forum", 11, "Porto"],
      ["On timber", "Org B Days", null, null],
    ]);
  });

  it("drops the addresses of the site a /resume.json was exported from: its own pages are not the person's links", () => {
    const result = fromJsonResume({
      basics: { name: "Ana Example", url: "https://me.example.com/" },
      work: [{ name: "Org A", position: "Cook", url: "https://me.example.com/agent#timeline-cook" }],
      meta: { canonical: "https://me.example.com/resume.json" },
    });
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.websites).toEqual([]);
    expect(result.record.work[0]?.url).toBeNull();
  });

  it("reads publications: title, publisher, date, summary and address", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.publications).toEqual([
      {
        title: "Video compression for 3d media",
        publisher: "Hooli",
        date: { year: 2014, month: 10, day: 1 },
        location: null,
        summary: "Innovative middle-out compression algorithm that changes the way we store data.",
        url: "http://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)",
      },
    ]);
  });

  it("reads the keywords of projects, skills and interests", () => {
    const result = fromJsonResume(jsonResumeSample());
    if (!result.ok) throw new Error(result.errors.join("\n"));
    expect(result.record.projects[0]?.keywords).toEqual(["GoogleMaps", "Chrome Extension", "Javascript"]);
    expect(result.record.skills.flatMap((k) => k.items)).toEqual(["HTML", "CSS", "Javascript", "Mpeg", "MP4", "GIF"]);
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

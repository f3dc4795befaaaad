import { describe, expect, it } from "vitest";
import { PLACEHOLDER } from "../../scripts/owner/import/draft.js";
import { fromJsonResume } from "../../scripts/owner/import/json-resume.js";
import { keywordsOf } from "../../scripts/owner/import/keywords.js";
import { fromLinkedIn, unzipExport } from "../../scripts/owner/import/linkedin.js";
import { emptyRecord } from "../../scripts/owner/import/record.js";
import { starterRecord } from "../../scripts/owner/import/starter.js";
import { toContent } from "../../scripts/owner/import/to-content.js";
import { renderContent } from "../../scripts/owner/import/write.js";
import { compileContent } from "../../src/content/compile.js";
import { findPlaceholders } from "../../src/content/placeholders.js";
import { formatProblems } from "../../src/content/problems.js";
import { KEYWORD_LIMITS } from "../../src/schema/common.js";
import { jsonResumeSample, linkedInZip } from "./fixtures.js";

const TODAY = "2026-11-25";

const compiled = (files: Record<string, string>) => {
  const result = compileContent(files, "https://example.com");
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result.site;
};

const jsonResume = () => {
  const result = fromJsonResume(jsonResumeSample());
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.record;
};

describe("imported record → content folder", () => {
  it("derives one chapter per school and employer, oldest first, from a LinkedIn export", () => {
    const { draft, report } = toContent(fromLinkedIn(unzipExport(linkedInZip())), TODAY);
    const site = compiled(renderContent(draft));
    expect(site.chapters.map((c) => [c.id, c.number, c.period])).toEqual([
      ["org-r-university", 1, "2011 to 2015"],
      ["org-q", 2, "2015 to Feb 2021"],
      ["org-p", 3, "From Mar 2021"],
    ]);
    expect(site.chapters[1]?.roles.map((r) => r.title)).toEqual(["Software Engineer", "Senior Software Engineer"]);
    expect(site.timeline.filter((t) => t.current).map((t) => t.label)).toEqual(["Engineering Manager at Org P"]);
    expect(site.profile).toMatchObject({ name: "Noor Haddad", id: "noor-haddad", jobTitle: "Engineering Manager" });
    expect(site.profile.basedIn).toMatchObject({ city: "Lisbon", country: "PT" });
    expect(site.resume.education).toEqual([
      { timeline: expect.any(String), studyType: "Master of Science (MSc)", area: "Computer Science" },
    ]);
    expect(report.derived.join("\n")).toMatch(/3 chapters/);
    // Never guessed: left to the owner, so the record stays a draft until they are set.
    expect(site.placeholders).toEqual(
      expect.arrayContaining(
        ["subject", "object", "possessive"].map((p) => ({ file: "site.yaml", path: `subject.pronouns.${p}` })),
      ),
    );
    // An ongoing period reads as a phrase inside the sentence, with its month.
    expect(site.chapters[2]?.summary).toBe("Noor Haddad has been Engineering Manager at Org P since Mar 2021.");
  });

  it("reports a chapter text drafted from the résumé's role descriptions, to be retold in the owner's words", () => {
    const { draft, report } = toContent(fromLinkedIn(unzipExport(linkedInZip())), TODAY);
    const drafted = draft.chapters.filter((c) => !c.body.startsWith(PLACEHOLDER));
    expect(drafted.length).toBeGreaterThan(0);
    for (const c of drafted) {
      expect(report.derived.join("\n")).toContain(`-${c.id}.md text, from the résumé`);
    }
  });

  it("keeps the JSON Resume sample's facts and marks its latest role current when every role has ended", () => {
    const { draft, report } = toContent(jsonResume(), TODAY);
    const site = compiled(renderContent(draft));
    expect(site.profile.name).toBe("Richard Hendriks");
    expect(site.timeline.filter((t) => t.current)).toHaveLength(1);
    expect(report.derived.join("\n")).toMatch(/marked as the current role/);
    expect(site.projects.map((p) => p.title)).toEqual(["Miss Direction"]);
  });

  it("writes publications with an address as articles, and lists those without one as a practice", () => {
    const record = jsonResume();
    const unlinked = {
      title: "A paper in print only",
      publisher: null,
      date: null,
      summary: null,
      url: null,
      location: null,
    };
    const unnamed = {
      ...unlinked,
      title: "An article",
      url: "https://example.org/article",
      date: { year: 2019, month: 4, day: null },
    };
    const { draft, report } = toContent(
      { ...record, publications: [...record.publications, unlinked, unnamed] },
      TODAY,
    );
    const files = renderContent(draft);
    const site = compiled(files);
    expect(site.writing.map((w) => [w.kind, w.title, w.outlet, w.year, w.date])).toEqual([
      ["article", "An article", `${PLACEHOLDER} where it was published`, 2019, "2019-04"],
      ["article", "Video compression for 3d media", "Hooli", 2014, "2014-10-01"],
    ]);
    expect(site.practices.find((p) => p.section === "publications")?.entries).toEqual([
      { name: "A paper in print only" },
    ]);
    expect(report.imported).toContain("2 publications as articles");
    expect(findPlaceholders(files)).toContainEqual({
      file: "writing.yaml",
      path: expect.stringMatching(/^\[\d+\]\.outlet$/),
    });
  });

  it("fills keywords where the source has them: skills on the profile, a project's own, the skills' own", () => {
    const linkedIn = toContent(fromLinkedIn(unzipExport(linkedInZip())), TODAY).draft;
    expect(compiled(renderContent(linkedIn)).profile.keywords).toEqual([
      "Kubernetes",
      "Go",
      "Team leadership",
      "Software Development",
    ]);
    const site = compiled(renderContent(toContent(jsonResume(), TODAY).draft));
    expect(site.profile.keywords).toEqual(expect.arrayContaining(["Web Development", "Compression", "Ferrets"]));
    expect(compiled(renderContent(linkedIn)).profile.keywords).toContain("Kubernetes");
    expect(site.projects[0]?.keywords).toEqual(["GoogleMaps", "Chrome Extension", "Javascript"]);
    expect(site.practices.find((p) => p.id === "skills")?.keywords).toEqual(expect.arrayContaining(["HTML", "GIF"]));
  });

  it("keeps keywords within the limits, each once, and writes no key when none is left", () => {
    const long = "x".repeat(KEYWORD_LIMITS.length + 1);
    const many = Array.from({ length: KEYWORD_LIMITS.count + 5 }, (_, i) => `word ${i}`);
    expect(keywordsOf([" Go ", "go", long, ""]).keywords).toEqual(["Go"]);
    expect(keywordsOf(many).keywords).toHaveLength(KEYWORD_LIMITS.count);
    expect(keywordsOf([long])).toEqual({});
    const files = renderContent(toContent(emptyRecord("nothing"), TODAY).draft);
    expect(files["profile.md"]).not.toContain("keywords");
  });

  it("writes the starter with an example keywords line that the content check accepts", () => {
    const files = renderContent(toContent(starterRecord(2026), TODAY).draft);
    expect(files["profile.md"]).toMatch(/^keywords:\n {2}- "PLACEHOLDER: /m);
    expect(compiled(files).profile.keywords).toHaveLength(1);
  });

  it("drafts the starter's summary without claiming an import or a résumé it never had", () => {
    const { summary } = toContent(starterRecord(2026), TODAY).draft.profile.data;
    expect(summary).toContain(PLACEHOLDER);
    expect(summary).not.toMatch(/import|résumé/i);
  });

  it("writes a valid folder even from an empty record, every gap a marked placeholder", () => {
    const files = renderContent(toContent(emptyRecord("nothing"), TODAY).draft);
    const site = compiled(files);
    expect(site.chapters).toHaveLength(1);
    expect(files["profile.md"]).toContain(PLACEHOLDER);
    // The stand-ins where a format holds no text are on the list too.
    expect(site.placeholders).toEqual(
      expect.arrayContaining([
        { file: "profile.md", path: "name" },
        { file: "profile.md", path: "contact.email" },
        { file: "profile.md", path: "basedIn.country" },
        { file: "site.yaml", path: "company.url" },
      ]),
    );
  });

  it("says which of two open-ended roles it marked current, and how to choose the other", () => {
    const record = fromLinkedIn(unzipExport(linkedInZip()));
    const [first] = record.work;
    if (!first) throw new Error("the fixture has a position");
    const both = {
      ...record,
      // No headline to say which is the main one.
      headline: null,
      work: [
        { ...first, organization: "Org P", title: "Partner", start: { year: 2023, month: 3 }, end: null },
        { ...first, organization: "Org Q", title: "Lecturer", start: { year: 2023, month: 9 }, end: null },
      ],
    };
    const { report } = toContent(both as typeof record, TODAY);
    expect(report.derived.join("\n")).toMatch(
      /"Lecturer at Org Q" marked as the current role, the main one of 2 open-ended roles/,
    );
  });

  it("marks as current the open-ended role the headline names, else the latest that is not a seat beside a job", () => {
    const record = fromLinkedIn(unzipExport(linkedInZip()));
    const [first] = record.work;
    if (!first) throw new Error("the fixture has a position");
    const current = (headline: string | null) => {
      const { draft } = toContent(
        {
          ...record,
          headline,
          work: [
            {
              ...first,
              organization: "Org P Fab",
              title: "Operations Manager",
              start: { year: 2019, month: 3, day: null },
              end: null,
            },
            {
              ...first,
              organization: "Org Q University",
              title: "Advisory Board Member",
              start: { year: 2024, month: 1, day: null },
              end: null,
            },
            {
              ...first,
              organization: "Org R Trust",
              title: "Chair",
              start: { year: 2022, month: 5, day: null },
              end: null,
            },
          ],
        } as typeof record,
        TODAY,
      );
      return compiled(renderContent(draft))
        .timeline.filter((t) => t.current)
        .map((t) => t.label);
    };
    // Begun last, the board seat is held beside the job; the chair, begun after the job, is the latest of the rest.
    expect(current(null)).toEqual(["Chair at Org R Trust"]);
    // The headline says which is her job.
    expect(current("Operations Manager at Org P Fab | process engineer")).toEqual(["Operations Manager at Org P Fab"]);
  });

  it("keeps the summary within the profile's 60 to 90 words however much the résumé says", () => {
    const record = fromLinkedIn(unzipExport(linkedInZip()));
    const many = {
      ...record,
      work: Array.from({ length: 12 }, (_, i) => ({ ...record.work[0], organization: `Org ${i}` })),
    };
    const { draft } = toContent(many as typeof record, TODAY);
    expect(() => compiled(renderContent(draft))).not.toThrow();
  });
});

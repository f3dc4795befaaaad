/**
 * What an import derives between records: ids that stay what the importer has always derived from names (they are
 * the owner's URLs), chapters for projects, writing and talks, and the profile's places from the whole record.
 */
import { describe, expect, it } from "vitest";
import { fromLinkedIn, unzipExport } from "../../scripts/owner/import/linkedin.js";
import { jsonResumeSample, LINKEDIN_TEACHER_DIR, linkedInZip, RICH_JSON_RESUMES } from "./fixtures.js";
import { jsonResumeFile, linkedInFolder, readJsonResume, siteOf } from "./imported.js";

/** The ids the importer derived from these sources before records grew: pinned, since published URLs carry them. */
const PINNED = [
  {
    source: "the JSON Resume schema's sample",
    site: () => siteOf(readJsonResume(jsonResumeSample())),
    chapters: ["university-of-oklahoma", "pied-piper"],
    timeline: [
      "bachelor-information-technology-university-of-oklahoma",
      "ceo-president-at-pied-piper",
      "teacher-at-coderdojo",
    ],
    projects: ["miss-direction"],
    writing: ["video-compression-for-3d-media"],
    practices: ["skills", "languages"],
  },
  {
    source: "a LinkedIn export",
    site: () => siteOf(fromLinkedIn(unzipExport(linkedInZip()))),
    chapters: ["org-r-university", "org-q", "org-p"],
    timeline: [
      "master-of-science-msc-computer-science-org-r-university",
      "software-engineer-at-org-q",
      "senior-software-engineer-at-org-q",
      "engineering-manager-at-org-p",
    ],
    projects: ["deploy-bot", "tiny-ci"],
    writing: [],
    practices: ["skills", "languages", "certifications"],
  },
  {
    source: "a rich JSON Resume",
    site: () => siteOf(readJsonResume(jsonResumeFile(RICH_JSON_RESUMES[0] ?? ""))),
    chapters: [
      "org-o-college",
      "org-k-pharmacy",
      "org-j-research-council",
      "org-i-water-board",
      "org-n-university",
      "org-h-consulting",
      "org-g-hospital-trust",
      "org-f-global-health-institute",
      "org-e-public-health-agency",
    ],
    timeline: [
      "bachelor-of-science-biology-org-o-college",
      "pharmacy-assistant-at-org-k-pharmacy",
      "research-assistant-at-org-j-research-council",
      "water-quality-intern-at-org-i-water-board",
      "master-of-public-health-epidemiology-org-n-university",
      "data-analyst-at-org-h-consulting",
      "infection-control-analyst-at-org-g-hospital-trust",
      "field-epidemiologist-at-org-f-global-health-institute",
      "senior-epidemiologist-at-org-e-public-health-agency",
      "lead-epidemiologist-at-org-e-public-health-agency",
      "mentor-at-org-m-science-club",
      "first-aid-instructor-at-org-l-red-cross-branch",
    ],
    projects: [
      "wastewater-dashboard",
      "district-officer-training",
      "infection-audit-kit",
      "tuberculosis-cohort-cleaning",
    ],
    writing: [
      "wastewater-signals-ahead-of-clinic-visits",
      "cholera-mapping-in-the-northern-region",
      "surveillance-that-listens",
    ],
    practices: ["skills", "languages", "certifications"],
  },
];

describe("stable ids", () => {
  it.each(PINNED)("derives the same ids from $source as it always has", ({ site, ...pinned }) => {
    const s = site();
    expect(s.chapters.map((c) => c.id)).toEqual(pinned.chapters);
    // The timeline is served oldest first; the pinned ids are each still there.
    expect(s.timeline.map((t) => t.id)).toEqual(expect.arrayContaining(pinned.timeline));
    expect(s.projects.map((p) => p.id)).toEqual(pinned.projects);
    expect(s.writing.map((w) => w.id)).toEqual(expect.arrayContaining(pinned.writing));
    expect(s.practices.map((p) => p.id)).toEqual(expect.arrayContaining(pinned.practices));
  });
});

describe("links between records", () => {
  const site = siteOf(readJsonResume(jsonResumeFile(RICH_JSON_RESUMES[0] ?? "")), ["Org U Epidemiology Summit"]);
  const chaptersOf = (list: readonly { id: string; chapters: readonly string[] }[], id: string) =>
    list.find((r) => r.id === id)?.chapters;

  it("joins a project to the employer it names, in its own field or in its words, else to the job its dates fall in", () => {
    expect(chaptersOf(site.projects, "wastewater-dashboard")).toEqual(["org-e-public-health-agency"]);
    expect(chaptersOf(site.projects, "district-officer-training")).toEqual(["org-f-global-health-institute"]);
    expect(chaptersOf(site.projects, "infection-audit-kit")).toEqual(["org-g-hospital-trust"]);
    expect(chaptersOf(site.projects, "tuberculosis-cohort-cleaning")).toEqual(["org-j-research-council"]);
  });

  it("joins writing and talks the same way, and reads an event's publications as talks when the owner says so", () => {
    expect(chaptersOf(site.writing, "cholera-mapping-in-the-northern-region")).toEqual([
      "org-f-global-health-institute",
    ]);
    expect(chaptersOf(site.writing, "wastewater-signals-ahead-of-clinic-visits")).toEqual([
      "org-e-public-health-agency",
    ]);
    expect(site.writing.map((w) => w.id)).not.toContain("surveillance-that-listens");
    expect(site.talks.map((t) => [t.id, t.venue, t.date, t.chapters])).toEqual([
      ["reading-the-sewer", "Org W Data Week", "2023-10-12", ["org-e-public-health-agency"]],
      ["surveillance-that-listens", "Org U Epidemiology Summit", "2023-05", ["org-e-public-health-agency"]],
    ]);
  });

  it("lists every city of the record once, with why, the home city first", () => {
    expect(site.profile.places).toEqual([
      {
        place: "Gothenburg, Sweden",
        why: "Where Amara is based today, worked at Org E Public Health Agency and volunteered at Org L Red Cross Branch.",
      },
      { place: "Kumasi, Ghana", why: "Where Amara worked at Org K Pharmacy and Org I Water Board." },
      { place: "Stockholm, Sweden", why: "Where Amara worked at Org J Research Council." },
      { place: "Manchester, United Kingdom", why: "Where Amara worked at Org H Consulting and Org G Hospital Trust." },
      { place: "Accra, Ghana", why: "Where Amara worked at Org F Global Health Institute." },
      { place: "Copenhagen, Denmark", why: "Where Amara spoke at Org W Data Week." },
    ]);
  });

  it("gives a volunteer role its place, highlights and site, and keeps certificate dates and numbers from LinkedIn", () => {
    const red = site.timeline.find((t) => t.id === "first-aid-instructor-at-org-l-red-cross-branch");
    expect(red).toMatchObject({
      place: "Gothenburg, Sweden",
      highlights: ["Ran 30 courses for 400 people"],
      website: "https://org-l.example.org/",
      startDate: "2020-02",
    });
    const teacher = siteOf(linkedInFolder(LINKEDIN_TEACHER_DIR));
    const certificates = teacher.practices.find((p) => p.section === "certificates");
    expect(certificates?.entries?.[1]).toEqual({
      name: "First Aid at Work",
      issuer: "Org KK Safety Council",
      date: "2019-01",
      until: "2022-01",
      number: "FA-778",
    });
    expect(certificates?.summary).toContain("expired Jan 2022");
  });
});

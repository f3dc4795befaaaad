/**
 * /resume.json against the official JSON Resume schema package and a published theme: if the schema accepts
 * it and a theme renders every section from it, résumé tools can use it.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Hono } from "hono";
import { render } from "jsonresume-theme-even";
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import { type JsonResume, jsonResume } from "../../src/discovery/formats/resume-json.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";

/** A record whose volunteer roles include one with no organisation. */
const INFRA = new URL("../fixtures/infra-engineer/", import.meta.url);
/** A record with a paid role without an organisation (a ship's cook). */
const CHEF = new URL("../fixtures/chef-record/", import.meta.url);

interface SchemaError {
  property: string;
  message: string;
}
const { validate } = createRequire(import.meta.url)("@jsonresume/schema") as {
  validate: (resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void) => void;
};

const schemaErrors = (resume: unknown): string[] => {
  let found: string[] = [];
  validate(resume, (errors) => {
    found = (errors ?? []).map((e) => `${e.property} ${e.message}`);
  });
  return found;
};

describe("/resume.json", () => {
  let app: Hono;
  let site: Site;
  let resume: JsonResume;
  beforeAll(async () => {
    app = await testApp();
    site = await testSite();
    const res = await app.request("/resume.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    resume = (await res.json()) as JsonResume;
  });

  it("validates against the official @jsonresume/schema", () => {
    expect(schemaErrors(resume)).toEqual([]);
  });

  it("the validator is not a rubber stamp: a broken résumé fails it", () => {
    expect(schemaErrors({ ...resume, work: [{ ...resume.work[0], startDate: "last spring" }] })).not.toEqual([]);
    expect(schemaErrors({ ...resume, basics: { ...resume.basics, profiles: "none" } })).not.toEqual([]);
  });

  it("fills basics with profiles and location, and meta with the canonical URL and content date", () => {
    const { profile } = site;
    expect(resume.basics).toMatchObject({
      name: profile.name,
      email: profile.contact.email,
      location: { city: profile.basedIn.city, region: profile.basedIn.region, countryCode: profile.basedIn.country },
    });
    expect(resume.basics.profiles.map((p) => p.url)).toEqual(profile.profiles.map((p) => p.url));
    expect(resume.meta).toEqual({
      canonical: `${TEST_ORIGIN}/resume.json`,
      version: "v1.0.0",
      lastModified: `${site.updated}T00:00:00`,
    });
  });

  it("lists work from the timeline, newest first, apart from studies and volunteer roles", () => {
    const { education, volunteer } = site.resume;
    const set = new Set([...education.map((e) => e.timeline), ...volunteer]);
    const roles = site.timeline.filter((t) => t.role !== null && !set.has(t.id));
    // A role's url is its employer's own site where the chapter names one, else the role's entry on /agent.
    const employerSite = (t: (typeof roles)[number]) =>
      site.chapters.find((c) => c.id === t.chapter)?.organizations.find((o) => o.name === t.organization)?.url ?? t.url;
    expect(resume.work.map((w) => w.url)).toEqual(roles.map(employerSite).reverse());
    expect(resume.work[0]).toMatchObject({ position: site.profile.jobTitle, name: site.profile.company.name });
    expect(resume.work[0]?.endDate).toBeUndefined();
    expect(resume.volunteer.map((v) => v.url)).toEqual(
      site.timeline
        .filter((t) => volunteer.includes(t.id))
        .map((t) => t.url)
        .reverse(),
    );
    expect(resume.education).toHaveLength(education.length);
    expect(resume.education[0]).toMatchObject({ studyType: education[0]?.studyType, area: education[0]?.area });
  });

  it("lists a volunteer role with no organisation (a person's own office hours), and still validates", async () => {
    const other = await testSite(TEST_ORIGIN, await contentFiles(fileURLToPath(INFRA)));
    const unpaid = other.timeline.filter((t) => other.resume.volunteer.includes(t.id));
    expect(unpaid.some((t) => t.organization === null)).toBe(true);
    const listed = jsonResume(other);
    expect(listed.volunteer.map((v) => v.summary)).toEqual(unpaid.map((t) => t.summary).reverse());
    expect(schemaErrors(listed)).toEqual([]);
  });

  it("lists a paid role with no organisation, unnamed, and still validates", async () => {
    const other = await testSite(TEST_ORIGIN, await contentFiles(fileURLToPath(CHEF)));
    const unnamed = other.timeline.filter((t) => t.role !== null && t.organization === null);
    expect(unnamed.length).toBeGreaterThan(0);
    const listed = jsonResume(other);
    for (const role of unnamed) {
      const entry = listed.work.find((w) => w.url === role.url && w.position === role.role);
      expect(entry, role.id).toBeDefined();
      expect(entry).not.toHaveProperty("name");
    }
    expect(schemaErrors(listed)).toEqual([]);
  });

  it("carries every chapter's highlights once, on one of the chapter's roles", () => {
    const all = resume.work.flatMap((w) => w.highlights);
    for (const chapter of site.chapters) {
      for (const highlight of chapter.highlights)
        expect(
          all.filter((h) => h === highlight),
          chapter.id,
        ).toHaveLength(1);
    }
    const current = resume.work[0];
    const chapter = site.chapters.find((c) => c.organizations[0]?.name === current?.name);
    expect(current?.highlights).toEqual(chapter?.highlights);
  });

  it("lists the subject's articles as publications and the projects, each with a link", () => {
    const articles = site.writing.filter((w) => w.kind === "article");
    expect(resume.publications.map((p) => p.name)).toEqual(articles.map((a) => a.title));
    // A project's own link where it has one, else its entry on /agent.
    expect(resume.projects.map((p) => p.url)).toEqual(site.projects.map((p) => p.links[0]?.url ?? p.page));
  });

  it("renders with a published JSON Resume theme (jsonresume-theme-even), every role included", () => {
    const html = render(resume as unknown as Parameters<typeof render>[0]);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain(site.profile.name);
    for (const work of resume.work) expect(html, work.position).toContain(escapeHtml(work.position));
    for (const pub of resume.publications) expect(html, pub.name).toContain(escapeHtml(pub.name));
    expect(html).toContain(escapeHtml(resume.education[0]?.institution ?? "missing"));
  });
});

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

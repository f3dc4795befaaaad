import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CHAPTER_IDS as CHAPTER_IDS, secondPersonFiles } from "../../test/support/content.js";
import {
  applyAll,
  type Fields,
  patchItem,
  patchYaml,
  renameFile,
  replaceLine,
  withFile,
  withoutFile,
  words,
} from "../../test/support/content-edits.js";
import { type ContentFiles, compileContent } from "./compile.js";
import { formatProblems, type Problem } from "./problems.js";
import type { Site } from "./site.js";

const ORIGIN = "https://profile.example.net";

/** The second person's record (test/fixtures/second-person): every edit below breaks one thing in it. */
let real: ContentFiles;
let site: Site;

beforeAll(async () => {
  real = await secondPersonFiles();
  const result = compileContent(real, ORIGIN);
  if (!result.ok) throw new Error(`the fixture content is invalid:\n${formatProblems(result.problems)}`);
  site = result.site;
});

const problemsOf = (files: ContentFiles): Problem[] => {
  const result = compileContent(files, ORIGIN);
  if (result.ok) throw new Error("expected the fixture content to be rejected");
  return result.problems;
};

const compiled = (files: ContentFiles, origin = ORIGIN): Site => {
  const result = compileContent(files, origin);
  if (!result.ok) throw new Error(`expected valid content:\n${formatProblems(result.problems)}`);
  return result.site;
};

const problem = (file: string, path: string, message: RegExp) => ({
  file,
  path,
  message: expect.stringMatching(message),
});

/** Sets `field` of item `index` of a YAML list file. */
const setField =
  (file: string, index: number, field: string, value: unknown) =>
  (files: ContentFiles): ContentFiles =>
    patchItem(files, file, index, (item) => {
      item[field] = value;
    });

const setSite =
  (edit: (site: Fields) => void) =>
  (files: ContentFiles): ContentFiles =>
    patchYaml<Fields>(files, "site.yaml", (data) => {
      edit(data);
      return data;
    });

describe("the fixture content", () => {
  it("compiles", () => {
    expect(compileContent(real, ORIGIN)).toMatchObject({ ok: true });
  });
});

describe("each content rule, one problem naming file, path and rule", () => {
  const cases: [rule: string, edit: (f: ContentFiles) => ContentFiles, expected: ReturnType<typeof problem>][] = [
    [
      "invalid YAML in a YAML file, with its line",
      (f) => replaceLine(f, "talks.yaml", 4, "  year: [2012"),
      problem("talks.yaml", "line 5", /^invalid YAML: .*\]/),
    ],
    [
      "invalid YAML in front matter, with the file's own line",
      (f) => replaceLine(f, "chapters/2-austin.md", 3, "title: [unclosed"),
      problem("chapters/2-austin.md", "line 4", /^invalid YAML/),
    ],
    [
      "duplicate keys are invalid YAML",
      (f) => replaceLine(f, "talks.yaml", 4, "  kind: panel"),
      problem("talks.yaml", "line 4", /unique/),
    ],
    ["a missing file", (f) => withoutFile(f, "talks.yaml"), problem("talks.yaml", "(root)", /file is missing/)],
    [
      "a missing file under a near name",
      (f) => withFile(withoutFile(f, "talks.yaml"), "talk.yaml", f["talks.yaml"] ?? ""),
      problem("talks.yaml", "(root)", /^file is missing \(there is a talk\.yaml: rename it to talks\.yaml\?\)$/),
    ],
    [
      "a Markdown file without front matter",
      (f) => withFile(f, "pages/about.md", "# About\n\nNo front matter here."),
      problem("pages/about.md", "(root)", /front matter/),
    ],
    [
      "front matter that is not a mapping",
      (f) => withFile(f, "pages/about.md", "---\n- just\n- a list\n---\nBody."),
      problem("pages/about.md", "(root)", /expected object/),
    ],
    [
      "a Markdown file with an empty body",
      (f) => withFile(f, "pages/privacy.md", "---\ntitle: Privacy\ndescription: What is collected.\n---\n\n"),
      problem("pages/privacy.md", "(body)", /must not be empty/),
    ],
    [
      "an empty list file, or one of comments only: write []",
      (f) => withFile(f, "talks.yaml", "# no talks yet\n"),
      problem("talks.yaml", "(root)", /^the file is empty: write \[\] for a list with no items$/),
    ],
    [
      "an empty mapping file",
      (f) => withFile(f, "site.yaml", ""),
      problem("site.yaml", "(root)", /^the file is empty: it needs its fields$/),
    ],
    [
      "a list file that is not a list",
      (f) => withFile(f, "projects.yaml", "id: not-a-list\n"),
      problem("projects.yaml", "(root)", /expected array/),
    ],
    [
      "a field of the wrong type",
      setField("talks.yaml", 3, "year", "2015"),
      problem("talks.yaml", "[3].year", /expected number/),
    ],
    [
      "a value outside an enumeration",
      setField("talks.yaml", 3, "kind", "lecture"),
      problem("talks.yaml", "[3].kind", /keynote/),
    ],
    [
      "a missing required field",
      (f) =>
        patchItem(f, "practices.yaml", 2, (item) => {
          delete item.summary;
        }),
      problem("practices.yaml", "[2].summary", /^missing: a required field; add it \(docs\/content-reference\.md\)$/),
    ],
    [
      "a missing field that may be null: says to write null",
      (f) =>
        patchItem(f, "timeline.yaml", 0, (item) => {
          delete item.place;
        }),
      problem("timeline.yaml", "[0].place", /^missing: .*with null when there is nothing to say/),
    ],
    [
      "a misspelt required key: one problem, naming the key to rename it to",
      (f) =>
        patchItem(f, "timeline.yaml", 0, (item) => {
          item.sumary = item.summary;
          delete item.summary;
        }),
      problem("timeline.yaml", "[0]", /"sumary": did you mean "summary"\? Rename it: "summary" is required/),
    ],
    [
      "an unknown extra key (schemas are strict)",
      setField("projects.yaml", 0, "extra", "surprise"),
      problem("projects.yaml", "[0]", /Unrecognized key.*extra/),
    ],
    [
      "an unknown key in front matter",
      (f) =>
        patchYaml<Fields>(f, "chapters/4-org-b.md", (data) => {
          data.colour = "blue";
          return data;
        }),
      problem("chapters/4-org-b.md", "(root)", /Unrecognized key.*colour/),
    ],
    [
      "a duplicate id",
      (f) =>
        patchYaml<Fields[]>(f, "writing.yaml", (items) => {
          const copy = items[2];
          return copy ? [...items, { ...copy }] : items;
        }),
      problem("writing.yaml", "[6].id", /duplicate id "trail-style-guide"/),
    ],
    [
      "an unknown chapter in talks",
      setField("talks.yaml", 0, "chapters", ["org-z"]),
      problem("talks.yaml", "[0].chapters[0]", /louisiana/),
    ],
    [
      "an unknown chapter in writing",
      setField("writing.yaml", 1, "chapters", ["louisiana", "org-z"]),
      problem("writing.yaml", "[1].chapters[1]", /louisiana/),
    ],
    [
      "an unknown chapter in projects",
      setField("projects.yaml", 1, "chapters", ["org-z"]),
      problem("projects.yaml", "[1].chapters[0]", /louisiana/),
    ],
    [
      "an unknown chapter in practices",
      setField("practices.yaml", 0, "chapters", ["org-z"]),
      problem("practices.yaml", "[0].chapters[0]", /louisiana/),
    ],
    [
      "an unknown chapter in the timeline",
      setField("timeline.yaml", 4, "chapter", "org-z"),
      problem("timeline.yaml", "[4].chapter", /louisiana/),
    ],
    [
      "a gap in the chapter numbers",
      (f) => renameFile(f, "chapters/6-org-d.md", "chapters/7-org-d.md"),
      problem("chapters/7-org-d.md", "(file name)", /numbered 1 to 6 without gaps/),
    ],
    [
      "a chapter file not named <n>-<id>.md",
      (f) => withFile(f, "chapters/intro.md", "---\nname: X\n---\nText."),
      problem("chapters/intro.md", "(file name)", /chapters\/<n>-<id>\.md/),
    ],
    [
      "a reference to a chapter no file declares",
      setField("talks.yaml", 0, "chapters", ["org-x"]),
      problem("talks.yaml", "[0].chapters[0]", /"org-x" is not a chapter id/),
    ],
    [
      "a profile summary under 60 words",
      (f) => patchYaml<Fields>(f, "profile.md", (data) => ({ ...data, summary: words(59) })),
      problem("profile.md", "summary", /60 to 90 words/),
    ],
    [
      "a profile summary over 90 words",
      (f) => patchYaml<Fields>(f, "profile.md", (data) => ({ ...data, summary: words(91) })),
      problem("profile.md", "summary", /60 to 90 words/),
    ],
    [
      "a date that does not exist",
      setSite((s) => {
        s.updated = "2026-02-30";
      }),
      problem("site.yaml", "updated", /^must be a date that exists, written YYYY-MM-DD \(2026-11-20\)$/),
    ],
    [
      "a date written day first",
      setSite((s) => {
        s.updated = "20/11/2026";
      }),
      problem("site.yaml", "updated", /^must be a date that exists, written YYYY-MM-DD \(2026-11-20\)$/),
    ],
    [
      "a javascript: URL",
      setField("talks.yaml", 0, "url", "javascript:alert(1)"),
      problem("talks.yaml", "[0].url", /URL/i),
    ],
    [
      "a data: URL inside a link",
      (f) =>
        patchItem(f, "projects.yaml", 0, (item) => {
          item.links = [{ label: "x", url: "data:text/html,<script>alert(1)</script>", archived: false }];
        }),
      problem("projects.yaml", "[0].links[0].url", /URL/i),
    ],
    [
      "no current timeline item",
      setField("timeline.yaml", 8, "current", false),
      problem("timeline.yaml", "current", /exactly one item must be current, found 0/),
    ],
    [
      "two current timeline items",
      setField("timeline.yaml", 0, "current", true),
      problem("timeline.yaml", "current", /exactly one item must be current, found 2/),
    ],
    [
      "an answer citing a page that does not exist",
      setField("answers.yaml", 0, "cite", "/nowhere"),
      problem("answers.yaml", "[0].cite", /"\/nowhere" is not a page/),
    ],
    [
      "an answer citing an anchor that does not exist",
      setField("answers.yaml", 1, "cite", "/agent#talk-never-given"),
      problem("answers.yaml", "[1].cite", /"#talk-never-given" is not an anchor/),
    ],
    [
      "an answer citing an anchor on a page without anchors",
      setField("answers.yaml", 2, "cite", "/about#timeline-org-l-advisor"),
      problem("answers.yaml", "[2].cite", /not an anchor on \/agent/),
    ],
    [
      "a sunset without a deprecation",
      setSite((s) => {
        s.lifecycle = { deprecation: null, sunset: "2027-07-01", successor: null };
      }),
      problem("site.yaml", "lifecycle.sunset", /needs a deprecation/),
    ],
    [
      "a sunset before the deprecation",
      setSite((s) => {
        s.lifecycle = { deprecation: "2027-07-01", sunset: "2027-01-01", successor: null };
      }),
      problem("site.yaml", "lifecycle.sunset", /earlier than deprecation/),
    ],
    [
      "a résumé education entry naming no timeline entry",
      setSite((s) => {
        s.resume = { education: [{ timeline: "no-such-entry", studyType: "BFA", area: "Design" }], volunteer: [] };
      }),
      problem("site.yaml", "resume.education[0].timeline", /"no-such-entry" is not a timeline.yaml id/),
    ],
    [
      "a résumé volunteer role naming no timeline entry",
      setSite((s) => {
        s.resume = { education: [], volunteer: ["no-such-entry"] };
      }),
      problem("site.yaml", "resume.volunteer[0]", /"no-such-entry" is not a timeline.yaml id/),
    ],
    [
      "a name leaving a right-to-left override open (it would turn the job title after it backwards)",
      (f) => patchYaml<Fields>(f, "profile.md", (data) => ({ ...data, name: `${data.name}\u202E` })),
      problem(
        "profile.md",
        "name",
        /^leaves the bidirectional control U\+202E open, .* close it with U\+202C or remove it$/,
      ),
    ],
    [
      "a list item's text leaving an isolate open",
      (f) =>
        patchItem(f, "talks.yaml", 0, (talk) => {
          talk.keywords = ["\u2067rtl"];
        }),
      problem("talks.yaml", "[0].keywords[0]", /^leaves the bidirectional control U\+2067 open, .* U\+2069/),
    ],
  ];

  it.each(cases)("%s", (_rule, edit, expected) => {
    expect(problemsOf(edit(real))).toEqual([expected]);
  });

  it("accepts summaries of exactly 60 and 90 words", () => {
    for (const n of [60, 90]) {
      const files = patchYaml<Fields>(real, "profile.md", (data) => ({ ...data, summary: words(n) }));
      expect(compiled(files).profile.summary).toBe(words(n));
    }
  });

  it("reports every problem at once, across files", () => {
    const files = applyAll(
      real,
      setField("talks.yaml", 3, "kind", "lecture"),
      (f) => renameFile(f, "chapters/6-org-d.md", "chapters/7-org-d.md"),
      setSite((s) => {
        s.updated = "2026-02-30";
      }),
    );
    const problems = problemsOf(files);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        problem("talks.yaml", "[3].kind", /keynote/),
        problem("chapters/7-org-d.md", "(file name)", /without gaps/),
        problem("site.yaml", "updated", /date/i),
      ]),
    );
  });

  it("formats each problem as content/<file>: <path>: <rule>", () => {
    const text = formatProblems(problemsOf(setField("talks.yaml", 3, "kind", "lecture")(real)));
    expect(text).toMatch(/^ {2}content\/talks\.yaml: \[3\]\.kind: .*keynote/);
  });
});

describe("derived data", () => {
  it("orders chapters in story order, numbered 1 to 6, whatever the file order", () => {
    expect(site.chapters.map((c) => c.id)).toEqual([...CHAPTER_IDS]);
    expect(site.chapters.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6]);
    const reversed = Object.fromEntries(Object.entries(real).reverse());
    expect(compiled(reversed).chapters.map((c) => c.id)).toEqual([...CHAPTER_IDS]);
  });

  it("orders the timeline oldest first, whatever the file order", () => {
    const starts = site.timeline.map((t) => t.start ?? Number.POSITIVE_INFINITY);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const reversed = patchYaml<Fields[]>(real, "timeline.yaml", (items) => [...items].reverse());
    const reorderedStarts = compiled(reversed).timeline.map((t) => t.start);
    expect(reorderedStarts).toEqual(site.timeline.map((t) => t.start));
    expect(site.timeline[0]?.id).toBe("org-v-university-bsc");
  });

  it("orders talks newest first, undated last, whatever the file order", () => {
    const years = site.talks.map((t) => t.year ?? Number.NEGATIVE_INFINITY);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const reversed = patchYaml<Fields[]>(real, "talks.yaml", (items) => [...items].reverse());
    expect(compiled(reversed).talks.map((t) => t.year)).toEqual(site.talks.map((t) => t.year));
    const undated = setField("talks.yaml", 0, "year", null)(real);
    expect(compiled(undated).talks.at(-1)?.id).toBe("maps-in-the-rain");
  });

  it("orders writing as articles, then the blog, then press; newest first within a kind", () => {
    const kinds = site.writing.map((w) => w.kind);
    const firstBlog = kinds.indexOf("blog");
    expect(kinds.slice(0, firstBlog).every((k) => k === "article")).toBe(true);
    expect(kinds.slice(firstBlog + 1).every((k) => k === "press")).toBe(true);
    expect(kinds.filter((k) => k === "press").length).toBeGreaterThan(0);
    for (const kind of ["article", "press"] as const) {
      const years = site.writing.filter((w) => w.kind === kind).map((w) => w.year ?? Number.NEGATIVE_INFINITY);
      expect(years).toEqual([...years].sort((a, b) => b - a));
    }
  });

  it("lists related records per chapter, press apart from writing, with their /agent URLs", () => {
    const louisiana = site.chapters[0];
    expect(louisiana?.related.timeline.map((r) => r.id)).toEqual(["org-v-university-bsc", "org-v-map-library"]);
    expect(louisiana?.related.timeline[0]).toEqual({
      id: "org-v-university-bsc",
      title: "Studied geography in Ann Arbor",
      url: `${ORIGIN}/agent#timeline-org-v-university-bsc`,
    });
    const orgD = site.chapters.find((c) => c.id === "org-d");
    expect(orgD?.related.writing.map((r) => r.id)).toContain("org-s-notebook");
    for (const chapter of site.chapters) {
      const { related } = chapter;
      const kindOf = (id: string) => site.writing.find((w) => w.id === id)?.kind;
      expect(related.press.every((r) => kindOf(r.id) === "press")).toBe(true);
      expect(related.writing.every((r) => kindOf(r.id) !== "press")).toBe(true);
      const expectedTalks = site.talks.filter((t) => t.chapters.includes(chapter.id)).map((t) => t.id);
      expect(related.talks.map((r) => r.id)).toEqual(expectedTalks);
      expect(related.projects.every((r) => r.url === `${ORIGIN}/agent#project-${r.id}`)).toBe(true);
      expect(related.practices.every((r) => r.url === `${ORIGIN}/agent#practice-${r.id}`)).toBe(true);
    }
    const movedTalk = setField("talks.yaml", 0, "chapters", ["louisiana"])(real);
    expect(compiled(movedTalk).chapters[0]?.related.talks.map((r) => r.id)).toContain("maps-in-the-rain");
  });

  it("builds every URL from the origin, trailing slash or not", () => {
    const other = compiled(real, "https://other.example.org/");
    const orgB = other.chapters.find((c) => c.id === "org-b");
    expect(orgB?.links).toEqual({
      api: "https://other.example.org/api/v1/chapters/org-b",
      html: "https://other.example.org/agent#chapter-org-b",
      markdown: "https://other.example.org/story/org-b.md",
      home: "https://other.example.org/#chapter-org-b",
    });
    expect(other.profile.links).toEqual({
      site: "https://other.example.org/",
      agent: "https://other.example.org/agent",
      agentMarkdown: "https://other.example.org/agent.md",
      resume: "https://other.example.org/resume",
      llms: "https://other.example.org/llms.txt",
      llmsFull: "https://other.example.org/llms-full.txt",
      openapi: "https://other.example.org/openapi.json",
      mcp: "https://other.example.org/mcp",
      developers: "https://other.example.org/developers",
      vcard: "https://other.example.org/contact.vcf",
      resumeJson: "https://other.example.org/resume.json",
      resumePdf: "https://other.example.org/resume.pdf",
      feed: "https://other.example.org/feed.xml",
      jsonFeed: "https://other.example.org/feed.json",
    });
    expect(other.timeline[0]?.url).toBe("https://other.example.org/agent#timeline-org-v-university-bsc");
    expect(other.talks.every((t) => t.page === `https://other.example.org/agent#talk-${t.id}`)).toBe(true);
    expect(other.writing.every((w) => w.page === `https://other.example.org/agent#writing-${w.id}`)).toBe(true);
    const answer = other.answers.find((a) => a.id === "where-did-she-study");
    expect(answer?.url).toBe("https://other.example.org/story/louisiana");
    expect(answer?.page).toBe("https://other.example.org/agent#answer-where-did-she-study");
  });

  it("gives the profile its fixed id, the site's company and profiles, and the contact page", () => {
    expect(site.profile.id).toBe("ines-varga");
    expect(site.profile.contact.page).toBe(`${ORIGIN}/contact`);
    expect(site.profile.contact.email).toBe("ines@example.org");
    expect(site.profile.company.name).toBe("Org S");
    expect(site.profile.profiles.length).toBeGreaterThan(0);
    expect(site.profile.bio).toMatch(/^Ines Varga is Head of Product/);
    expect(site.profile.updated).toBe(site.updated);
  });

  it("takes chapter text from the Markdown body and id and number from the file name", () => {
    const louisiana = site.chapters[0];
    expect(louisiana?.text).toMatch(/^I did not know cartography was a career/);
    expect(louisiana?.years).toBeNull();
  });

  it("freezes the compiled site", () => {
    expect(Object.isFrozen(site)).toBe(true);
    expect(Object.isFrozen(site.chapters[0]?.related.talks)).toBe(true);
  });
});

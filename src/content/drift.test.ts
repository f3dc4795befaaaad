import { beforeAll, describe, expect, it } from "vitest";
import { secondPersonFiles } from "../../test/support/content.js";
import { type ContentFiles, compileContent } from "./compile.js";
import { driftWarnings } from "./drift.js";
import { editDistance, nearest } from "./nearest.js";

const ORIGIN = "https://other.example.org";

const warningsOf = (files: ContentFiles, today?: string) => {
  const result = compileContent(files, ORIGIN);
  if (!result.ok) throw new Error("fixture is invalid");
  return driftWarnings(result.site, today);
};

describe("cross-file drift", () => {
  let files: ContentFiles;
  beforeAll(async () => {
    files = await secondPersonFiles();
  });

  it("finds none in a consistent record", () => {
    expect(warningsOf(files)).toEqual([]);
  });

  it("notices a content date after today, and not one on or before it", () => {
    const updated = /^updated: "?(\d{4}-\d{2}-\d{2})"?$/m.exec(files["site.yaml"] ?? "")?.[1] ?? "";
    expect(updated).not.toBe("");
    expect(warningsOf(files, updated)).toEqual([]);
    const dayBefore = new Date(Date.parse(`${updated}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(warningsOf(files, dayBefore)).toEqual([
      expect.objectContaining({ file: "site.yaml", path: "updated", message: expect.stringContaining(dayBefore) }),
    ]);
  });

  it("notices a site title that no longer names the person", () => {
    const site = (files["site.yaml"] ?? "").replace(/^title: .*$/m, "title: Somebody Else");
    expect(warningsOf({ ...files, "site.yaml": site })).toEqual([
      expect.objectContaining({ file: "site.yaml", path: "title" }),
    ]);
  });

  it("notices prose that speaks of the person with other pronouns than site.yaml declares", () => {
    const front = /^---\n[\s\S]*?\n---\n/.exec(files["profile.md"] ?? "")?.[0] ?? "";
    const profile = `${front}\nHe moved back in 2020, and his studio opened soon after; he still runs it.\n`;
    expect(warningsOf({ ...files, "profile.md": profile })).toEqual([
      expect.objectContaining({ file: "profile.md", path: "(body)", message: expect.stringMatching(/"he"/) }),
    ]);
  });

  it("reads a pronoun's letters in capitals, as in an organisation's name or an acronym, as no pronoun", () => {
    const front = /^---\n[\s\S]*?\n---\n/.exec(files["profile.md"] ?? "")?.[0] ?? "";
    const profile = `${front}\nAt Org HE Wind Energy and then at HIM Partners, the HE team grew to twelve.\n`;
    expect(warningsOf({ ...files, "profile.md": profile })).toEqual([]);
  });

  it("notices a biography and chapter texts saying she under the pronouns they/them/their", () => {
    const site = (files["site.yaml"] ?? "").replace(
      /pronouns: .*$/m,
      "pronouns: { subject: they, object: them, possessive: their }",
    );
    const front = /^---\n[\s\S]*?\n---\n/.exec(files["profile.md"] ?? "")?.[0] ?? "";
    const profile = `${front}\nShe moved back in 2020, and her studio opened soon after; she still runs it with their old team.\n`;
    const chapter = Object.keys(files).find((f) => f.startsWith("chapters/1-")) ?? "";
    const chapterFront = /^---\n[\s\S]*?\n---\n/.exec(files[chapter] ?? "")?.[0] ?? "";
    const text = `${chapterFront}\nShe led the studio; her clients followed her.\n`;
    const warnings = warningsOf({ ...files, "site.yaml": site, "profile.md": profile, [chapter]: text });
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "profile.md", path: "(body)", message: expect.stringMatching(/"she" 3 time/) }),
        expect.objectContaining({ file: chapter, path: "(body)", message: expect.stringMatching(/"she"/) }),
      ]),
    );
  });
});

describe("did you mean", () => {
  it("measures edits", () => {
    expect(editDistance("titel", "title")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("offers only a close key", () => {
    expect(nearest("titel", ["title", "summary", "links"])).toBe("title");
    expect(nearest("sumary", ["title", "summary"])).toBe("summary");
    expect(nearest("colour", ["title", "summary"])).toBeUndefined();
  });

  it("names the nearest key in the content problem for an unknown one", async () => {
    const files = await secondPersonFiles();
    const chapter = Object.keys(files).find((f) => f.startsWith("chapters/1-")) ?? "";
    const text = (files[chapter] ?? "").replace(/^title:/m, "titel:");
    const result = compileContent({ ...files, [chapter]: text }, ORIGIN);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((p) => p.message).join("\n")).toMatch(/"titel": did you mean "title"\?/);
    }
  });
});

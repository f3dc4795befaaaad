import { describe, expect, it } from "vitest";
import type { Subject } from "../schema/site.js";
import { capitalize } from "../schema/text.js";
import { type StoryShape, subjectCopy } from "./subject.js";

const subject = (pronouns: Subject["pronouns"]): Subject => ({
  pronouns,
  story: "college, a studio, then two employers",
  from: "college in Ohio",
});

describe("subjectCopy", () => {
  it("speaks of a subject in the pronouns the content gives", () => {
    const copy = subjectCopy(subject({ subject: "she", object: "her", possessive: "her" }), {
      chapters: "six chapters",
      robot: true,
      writing: ["article", "blog", "press"],
    });
    expect(copy.whoIs).toBe("Who she is");
    expect(copy.placesLived).toBe("Places she has lived");
    expect(copy.ownWords).toBe("In her own words");
    expect(copy.chaptersIntro).toBe("Six chapters in story order: college, a studio, then two employers.");
    expect(copy.homeChapters).toMatch(/^From college in Ohio to the job she has today\. .* tells her story/);
  });

  it("makes the verb agree with they", () => {
    const copy = subjectCopy(subject({ subject: "they", object: "them", possessive: "their" }), {
      chapters: "two chapters",
      robot: false,
      writing: ["article", "blog", "press"],
    });
    expect([copy.whoIs, copy.placesLived, copy.whatNow]).toEqual([
      "Who they are",
      "Places they have lived",
      "What they do now",
    ]);
    expect(copy.writingIntro).toBe(
      "Articles by them, the blog where many of their posts are, then press about their work.",
    );
    // The chapters are counted, and a story no robot tells does not speak of one.
    expect(copy.chaptersIntro).toBe("Two chapters in story order: college, a studio, then two employers.");
    expect(copy.homeChapters).toBe("From college in Ohio to the job they have today.");
  });

  it("capitalizes a pronoun for the start of a sentence", () => {
    expect(capitalize("she")).toBe("She");
  });

  it("names the kinds of writing the record has, and only those", () => {
    const intro = (writing: StoryShape["writing"]) =>
      subjectCopy(subject({ subject: "he", object: "him", possessive: "his" }), {
        chapters: "two chapters",
        robot: false,
        writing,
      }).writingIntro;
    expect(intro(["article"])).toBe("Articles by him.");
    expect(intro(["article", "press"])).toBe("Articles by him, then press about his work.");
    expect(intro(["blog", "press"])).toBe("The blog where many of his posts are, then press about his work.");
    expect(intro([])).toBe("");
  });
});

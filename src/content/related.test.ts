import { describe, expect, it } from "vitest";
import { testSite } from "../../test/support/app.js";
import { ChapterDetail } from "../schema/chapter.js";
import { COLLECTIONS } from "../schema/collections.js";
import { relatedRecords } from "./related.js";

describe("a chapter's related records", () => {
  it("fills every bucket of the contract from a collection's chapters role, kinds searched as types apart", () => {
    const fed = COLLECTIONS.flatMap((entry) =>
      "chapters" in entry.roles ? [entry.key, ...Object.values(entry.search.kindTypes ?? {})] : [],
    );
    expect(new Set(fed)).toEqual(new Set(Object.keys(ChapterDetail.shape.related.shape)));
  });

  it("lists each record that names the chapter, with its title and the URL it is cited at", async () => {
    const site = await testSite();
    for (const chapter of site.chapters) {
      const related = relatedRecords(site, chapter.id);
      expect(related).toEqual(chapter.related);
      expect(related.timeline.map((r) => r.id)).toEqual(
        site.timeline.filter((t) => t.chapter === chapter.id).map((t) => t.id),
      );
      expect(related.press.map((r) => r.url)).toEqual(
        site.writing.filter((w) => w.kind === "press" && w.chapters.includes(chapter.id)).map((w) => w.page),
      );
      expect(related.writing.every((r) => site.writing.find((w) => w.id === r.id)?.kind !== "press")).toBe(true);
    }
    expect(site.chapters.some((c) => c.related.talks.length > 0 && c.related.timeline.length > 0)).toBe(true);
  });
});

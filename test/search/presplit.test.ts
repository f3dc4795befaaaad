/**
 * Sentences split by the build: an index built from them is the one built by splitting at run time, and building
 * it never runs Intl.Segmenter (whose ICU data is what the build's split saves a server's memory).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Site } from "../../src/content/site.js";
import { buildSearchIndex, presplitSentences, search } from "../../src/search/index.js";
import { sentences } from "../../src/search/snippet.js";
import { loadQuestions, RELEVANCE_SETS } from "../sample/relevance-sets.js";
import { testSite } from "../support/app.js";

let site: Site;
beforeAll(async () => {
  site = await testSite();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("presplitSentences", () => {
  it("builds an index without segmenting, and only because the split was given", () => {
    const splits = presplitSentences(site);
    const segment = vi.spyOn(Intl.Segmenter.prototype, "segment");
    buildSearchIndex(site, splits);
    expect(segment).not.toHaveBeenCalled();
    buildSearchIndex(site);
    expect(segment).toHaveBeenCalled();
  });

  it("gives the same answers as an index that splits its own sentences", async () => {
    const own = buildSearchIndex(site);
    const presplit = buildSearchIndex(site, presplitSentences(site));
    const questions = (await Promise.all(RELEVANCE_SETS.map(loadQuestions))).flat();
    for (const { q } of questions) {
      expect(search(presplit, { query: q, limit: 10 })).toEqual(search(own, { query: q, limit: 10 }));
    }
  });

  it("holds a passage's own split, and never takes an inherited property for one", () => {
    expect(sentences(["One. Two."], { "One. Two.": ["given"] })).toEqual(["given"]);
    expect(sentences(["constructor", "toString"], {})).toEqual(["constructor", "toString"]);
  });
});

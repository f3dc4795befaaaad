/**
 * An organisation named by what it is rather than its whole name ("after the rugby club" of "Org XC Rugby Club"), on
 * an imported record: the stage after it, not the club itself.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchIndex } from "../../src/search/index.js";
import { fixtureDir, searchIndexOf, topKeys } from "../support/search-index.js";

let index: SearchIndex;
beforeAll(async () => {
  index = await searchIndexOf(fixtureDir("sports-science-lead"));
});

describe("an organisation named by the last words of its name", () => {
  it("anchors the time a question asks about", () => {
    expect(topKeys(index, "what did she do after the rugby club", 1)).toEqual([
      "timeline:senior-physiotherapist-at-org-xd-institute-of-sport",
    ]);
  });
});

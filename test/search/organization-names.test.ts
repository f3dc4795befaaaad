/**
 * An organisation named by what it is rather than its whole name ("after the rugby club" of "Org XC Rugby Club"), on
 * an imported record: the stage after it, not the club itself; "after leaving the police" of "Org MU Police Service".
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchIndex } from "../../src/search/index.js";
import { fixtureDir, searchIndexOf, topKeys } from "../support/search-index.js";

let index: SearchIndex;
let police: SearchIndex;
beforeAll(async () => {
  index = await searchIndexOf(fixtureDir("sports-science-lead"));
  police = await searchIndexOf(fixtureDir("fraud-prevention-manager"));
});

describe("an organisation named by the last words of its name", () => {
  it("anchors the time a question asks about", () => {
    expect(topKeys(index, "what did she do after the rugby club", 1)).toEqual([
      "timeline:senior-physiotherapist-at-org-xd-institute-of-sport",
    ]);
  });

  it("anchors it by a distinctive word of its name after 'the'", () => {
    expect(topKeys(police, "what did he do after leaving the police", 1)).toEqual([
      "timeline:fraud-investigations-lead-at-org-mt-payments",
    ]);
  });
});

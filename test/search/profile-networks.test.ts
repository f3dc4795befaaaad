/**
 * The profile's networks are searchable on a record nobody tuned search for (the infrastructure engineer fixture,
 * its networks renamed to ones people ask about): "is she on GitHub" finds the profile.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentFiles } from "../../src/content/compile.js";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

const INFRA = new URL("../fixtures/infra-engineer/", import.meta.url).pathname;

let index: SearchIndex;
beforeAll(async () => {
  const files: ContentFiles = await contentFiles(INFRA);
  const site = (files["site.yaml"] ?? "")
    .replace("name: Example Code", "name: GitHub")
    .replace("name: Example Social", "name: Mastodon")
    .replace(/url: https:\/\/code\.example\.\w+\S*/, "url: https://x.com/dana");
  index = buildSearchIndex(await testSite(TEST_ORIGIN, { ...files, "site.yaml": site }), NEAR_WORDS);
});
const top = (query: string) => search(index, { query, limit: 3 }).map((r) => `${r.type}:${r.id}`);

describe("the profile's networks", () => {
  it("are found by a question naming them", () => {
    expect(top("is she on GitHub")).toContain("profile:dana-okafor");
    expect(top("is she on Mastodon")).toContain("profile:dana-okafor");
  });

  it("are found by their site's former name (x.com as Twitter)", () => {
    expect(top("is she on twitter")).toContain("profile:dana-okafor");
  });

  it("are found as a whole, whatever they are called", () => {
    expect(top("is she on social media")[0]).toBe("profile:dana-okafor");
    expect(top("is she on any social networks")[0]).toBe("profile:dana-okafor");
  });
});

describe("a network he is not on", () => {
  it("still finds the profile, which answers that he is not", async () => {
    const files = await contentFiles(INFRA);
    const site = (files["site.yaml"] ?? "").replace(/\nprofiles:\n(?: {2}.*\n)+/, "\nprofiles: []\n");
    expect(site).toContain("profiles: []");
    const bare = buildSearchIndex(await testSite(TEST_ORIGIN, { ...files, "site.yaml": site }), NEAR_WORDS);
    for (const q of ["is she on LinkedIn or Twitter", "does she have an Instagram"])
      expect(search(bare, { query: q, limit: 1 })[0]?.id, q).toBe("dana-okafor");
  });
});

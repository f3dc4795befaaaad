/**
 * A record written partly in Chinese, Japanese and Korean, and its owner's name in Chinese characters
 * (test/fixtures/two-chapters, patched in memory): such text has no spaces between words, so search reads it as
 * character bigrams (src/search/analysis/analyze.ts), and a query that is part of a title or a name finds its record.
 */
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchIndex, search, suggest } from "../../src/search/index.js";
import { testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { applyAll, type Fields, patchItem, patchYaml } from "../support/content-edits.js";
import { NEAR_WORDS } from "../support/near-words.js";

const DIR = resolve(import.meta.dirname, "../fixtures/two-chapters");

describe("a record with CJK titles and a CJK name", () => {
  let index: SearchIndex;
  let profileId: string;
  /** The `<type>:<id>` of each result, best first. */
  const found = (query: string): string[] => search(index, { query, limit: 10 }).map((r) => `${r.type}:${r.id}`);

  beforeAll(async () => {
    const files = applyAll(
      await contentFiles(DIR),
      (f) => patchItem(f, "talks.yaml", 0, (talk) => Object.assign(talk, { title: "我的中文演讲" })),
      (f) => patchItem(f, "projects.yaml", 0, (project) => Object.assign(project, { title: "東京の調達データ" })),
      (f) => patchItem(f, "writing.yaml", 0, (post) => Object.assign(post, { title: "데이터저널리즘 입문" })),
      (f) =>
        patchYaml<Fields>(f, "profile.md", (profile) => {
          Object.assign(profile, { name: "王小明", givenName: "小明", familyName: "王" });
          return undefined;
        }),
    );
    const site = await testSite(undefined, files);
    profileId = site.profile.id;
    index = buildSearchIndex(site, NEAR_WORDS);
  });

  it("finds a Chinese title by a part of it", () => {
    expect(found("中文")[0]).toBe("talk:reading-tenders");
    expect(found("中文演讲")[0]).toBe("talk:reading-tenders");
  });

  it("finds a Japanese title by a part of it, in either script", () => {
    expect(found("東京")[0]).toBe("project:procurement-tracker");
    expect(found("データ")[0]).toBe("project:procurement-tracker");
  });

  it("finds a Korean title by a word inside a compound written as one", () => {
    expect(found("저널리즘")[0]).toBe("writing:checking-our-numbers");
  });

  it("finds the person by a given name written in Chinese characters", () => {
    expect(found("小明")[0]).toBe(`profile:${profileId}`);
  });

  it("forgives no typo in CJK: a query sharing one character with a title neither finds it nor is told of it", () => {
    expect(found("中国")).toEqual([]);
    // Two edits of a bigram reach every short word ("中文", "r", "d3"): the suggestions are the site's usual words.
    expect(suggest(index, "中国")).toEqual(suggest(index, "qqqqqqqqqqqq"));
  });
});

/**
 * Months and regions, end to end on records nobody tuned search for: a month tells apart two stages of one year, and
 * a region or "outside <country>" names the stages in it, though no record's text says it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

const indexOf = async (record: string): Promise<SearchIndex> =>
  buildSearchIndex(
    await testSite(TEST_ORIGIN, await contentFiles(new URL(`../fixtures/${record}/`, import.meta.url).pathname)),
    NEAR_WORDS,
  );
const top = (index: SearchIndex, query: string, limit = 1) =>
  search(index, { query, limit }).map((r) => `${r.type}:${r.id}`);

let judge: SearchIndex;
let diver: SearchIndex;
let builder: SearchIndex;
beforeAll(async () => {
  [judge, diver, builder] = await Promise.all([
    indexOf("criminal-court-judge"),
    indexOf("offshore-operations-manager"),
    indexOf("construction-operations-director"),
  ]);
});

describe("a month of a year", () => {
  it("finds the stage held that month, not the other one of that year", () => {
    // She left the prosecution service in April 2013 and joined the tribunal in May.
    expect(top(judge, "what was her post in February 2013")).toEqual([
      "timeline:senior-crown-prosecutor-complex-casework-unit-at-org-av-prosecution-service",
    ]);
    expect(top(judge, "what was her post in August 2013")).toEqual([
      "timeline:trial-attorney-office-of-the-prosecutor-at-org-aw-international-criminal-tribunal",
    ]);
  });
});

describe("a region or the world outside a country", () => {
  it("finds the stages there by the country their place names", () => {
    const gulf = "timeline:offshore-construction-superintendent-at-org-hl-offshore";
    expect(top(diver, "has he ever worked in the Middle East")).toEqual([gulf]);
    // Every stage of his since Aberdeen was outside the United Kingdom: the first of them comes first.
    expect(top(diver, "did he ever work outside the UK")).toEqual([gulf]);
  });

  it("knows the country of a place written by its city alone", () => {
    // Her places are cities alone: "Rotterdam", "Dubai".
    expect(top(builder, "has she worked in the Netherlands")).toEqual([
      "timeline:site-erection-manager-at-org-qkc-structures",
    ]);
    expect(top(builder, "did she ever work in the Middle East")).toEqual([
      "timeline:senior-project-manager-at-org-qkg-contractors",
    ]);
  });
});

describe("where she is, asked with a reason to reach her", () => {
  it("answers where she is based, not how to reach her", () => {
    expect(top(judge, "which city is she in if we want to visit her")).toEqual(["answer:where-is-this-person-based"]);
  });
});

describe("the firm he joined next", () => {
  it("is the stage after the anchor: joining a firm names no topic", () => {
    expect(top(diver, "which company did he join after leaving Abu Dhabi")).toEqual([
      "timeline:subsea-construction-manager-at-org-hw-energy-services",
    ]);
  });
});

describe("a place named by a during clause", () => {
  it("asks for the stages there, not another of those years (his master's, studied beside them)", () => {
    expect(top(diver, "what was he doing while he lived in Aberdeen")).toEqual(["chapter:org-hk-subsea"]);
    // Asked for another kind in those years: his master's, studied beside the Aberdeen stage.
    expect(top(diver, "what did he study while he lived in Aberdeen")).toEqual(["chapter:org-hz-university-2"]);
  });
});

describe("his name beside a place of his career", () => {
  it("asks for his time there, not for the profile his name is on", async () => {
    const forecaster = await indexOf("forecasting-operations-head");
    expect(top(forecaster, "Tove Lindahl Ferreira Toulouse")[0]).toMatch(/org-rhe-aviation-meteorology-centre$/);
    // Beside a title or a trade, the name asks who she is.
    expect(top(forecaster, "Tove Lindahl Ferreira forecasting")).toEqual(["profile:tove-lindahl-ferreira"]);
  });
});

describe("a long request asking, among other things, what she does now", () => {
  it("puts the answer on what she does now first, over records sharing the request's other words", async () => {
    const geologist = await indexOf("exploration-head");
    expect(
      top(
        geologist,
        "I'm preparing a briefing on battery-metal explorers. Summarise who she works for today, what she is responsible for and how big her team is.",
      ),
    ).toEqual(["answer:what-does-this-person-do-now"]);
    // Asked before her current job, it is a time, not her work now.
    expect(top(geologist, "what did she do right before her current job")).not.toEqual([
      "answer:what-does-this-person-do-now",
    ]);
  });
});

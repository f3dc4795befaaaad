import { describe, expect, it } from "vitest";
import type { Entry } from "../index-data/index-data.js";
import { askedFactor, asksForPart, NAMED_STAGE, namedStageFactor } from "./pool.js";
import { planQuery } from "./query.js";

const entry = (type: Entry["type"], years: Entry["years"] = null): Entry => ({
  type,
  id: type,
  title: type,
  url: `/${type}`,
  api: null,
  firstSentence: 0,
  months: null,
  endSentence: 1,
  years,
  contact: false,
});

describe("askedFactor", () => {
  it("lowers the profile, and only it, when the question asks for a kind of stage of his career", () => {
    const profile = entry("profile");
    const job = entry("timeline", { from: 2015, to: 2019 });
    expect(askedFactor("none", null, profile, true)).toBeLessThan(askedFactor("none", null, profile, false));
    expect(askedFactor("none", null, job, true)).toBe(askedFactor("none", null, job, false));
    expect(askedFactor("none", null, undefined, true)).toBe(1);
  });
});

describe("asksForPart", () => {
  it("is true of a question naming a kind of stage, and of a long request that does not engage him", () => {
    expect(asksForPart(planQuery("her job with the crash investigators"), "none")).toBe(true);
    const long = planQuery("summarise his early career in India: the companies, cities and teams he led in each");
    expect(asksForPart(long, "none")).toBe(true);
    expect(asksForPart(long, "engage")).toBe(false);
    expect(asksForPart(planQuery("what does he write about"), "none")).toBe(false);
  });

  it("is true of a question whether he has ever done something: the stage that shows it answers", () => {
    const q = "has he run youth clubs";
    expect(asksForPart(planQuery(q), "none", q)).toBe(true);
    const ever = "did she ever work for a local authority";
    expect(asksForPart(planQuery(ever), "none", ever)).toBe(true);
    const who = "who is he";
    expect(asksForPart(planQuery(who), "none", who)).toBe(false);
  });
});

describe("namedStageFactor", () => {
  it("lifts the stages a during clause names when his work or nothing else is asked, and lowers them for another kind", () => {
    expect(namedStageFactor(planQuery("what was he doing"))).toBe(NAMED_STAGE);
    expect(namedStageFactor(planQuery("what was his job"))).toBe(NAMED_STAGE);
    expect(namedStageFactor(planQuery("her current job"))).toBe(NAMED_STAGE);
    expect(namedStageFactor(planQuery("what was she studying"))).toBe(1 / NAMED_STAGE);
    expect(namedStageFactor(planQuery("which talks did he give"))).toBe(1 / NAMED_STAGE);
    expect(namedStageFactor(planQuery("a quick summary"))).toBe(1);
  });
});

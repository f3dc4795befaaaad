import { describe, expect, it } from "vitest";
import type { Entry } from "../index-data/index-data.js";
import { askedFactor } from "./pool.js";

const entry = (type: Entry["type"], years: Entry["years"] = null): Entry => ({
  type,
  id: type,
  title: type,
  url: `/${type}`,
  api: null,
  firstSentence: 0,
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

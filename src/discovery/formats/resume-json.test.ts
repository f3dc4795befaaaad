import { describe, expect, it } from "vitest";
import { yearRange } from "./resume-json.js";

describe("yearRange", () => {
  it("reads a closed range, a single year, an open range and nothing", () => {
    expect(yearRange("2006–2007")).toEqual({ startDate: "2006", endDate: "2007" });
    // A missing end means ongoing in JSON Resume: a project of one year ends in it.
    expect(yearRange("2019")).toEqual({ startDate: "2019", endDate: "2019" });
    expect(yearRange("2024 to present")).toEqual({ startDate: "2024" });
    expect(yearRange("From Mar 2021")).toEqual({ startDate: "2021" });
    expect(yearRange("Until May 2020")).toEqual({ endDate: "2020" });
    expect(yearRange(null)).toEqual({});
  });
});

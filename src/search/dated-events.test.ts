import { describe, expect, it } from "vitest";
import { analyze } from "./analysis/analyze.js";
import { type DatedEvent, recalledYear } from "./dated-events.js";

const event = (name: string, year: number): DatedEvent => ({
  terms: analyze(name).words.flatMap((w) => (w.stop ? [] : [w.term])),
  year,
});
const events = [
  event("Governor's Commendation for Bravery", 2008),
  event("Butler Trust Commendation", 2017),
  event("Prison Leader of the Year", 2025),
];

describe("recalledYear", () => {
  it("finds the dated thing a clause names by its words, whatever it says was done", () => {
    expect(recalledYear(events, "she got the bravery commendation")).toBe(2008);
    expect(recalledYear(events, "she was named prison leader")).toBe(2025);
    expect(recalledYear(events, "she became a butler trust commendation holder", true)).toBeUndefined();
    expect(recalledYear(events, "she becoming butler trust commendation", true)).toBe(2017);
    expect(recalledYear(events, "he spoke at the butler trust commendation", true)).toBe(2017);
  });

  it("reads nothing when two things of different years are named as well, or too few words are named", () => {
    expect(recalledYear(events, "she got the commendation")).toBeUndefined();
    expect(recalledYear(events, "she got the job at the women's prison in Bristol")).toBeUndefined();
  });

  it("asks for every word of the clause when told", () => {
    expect(recalledYear(events, "she won leader of the year on the landings", false)).toBe(2025);
    expect(recalledYear(events, "she won leader of the year on the landings", true)).toBeUndefined();
  });
});

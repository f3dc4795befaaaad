import { describe, expect, it } from "vitest";
import { countryOf, namesNoText, regionsOf } from "./world-regions.js";

describe("countryOf", () => {
  it("reads a place's country from its last part, by any name it is written with", () => {
    expect(countryOf("Leeds, England, United Kingdom")).toBe("united kingdom");
    expect(countryOf("Glasgow, Scotland")).toBe("united kingdom");
    expect(countryOf("Seattle, WA")).toBe("united states");
    expect(countryOf("Rotterdam, The Netherlands")).toBe("netherlands");
    expect(countryOf("Istanbul, Turkey")).toBe("turkiye");
  });

  it("says nothing of a place of one part, which may be a city", () => {
    expect(countryOf("Singapore")).toBeUndefined();
    expect(countryOf(null)).toBeUndefined();
  });
});

describe("regionsOf", () => {
  it("names the regions and groupings a country lies in", () => {
    expect(regionsOf("united arab emirates")).toEqual(expect.arrayContaining(["middle east", "asia", "gulf states"]));
    expect(regionsOf("norway")).toEqual(expect.arrayContaining(["scandinavia", "northern europe", "europe"]));
    expect(regionsOf("colombia")).toEqual(expect.arrayContaining(["latin america", "south america"]));
    expect(regionsOf("egypt")).toEqual(expect.arrayContaining(["middle east", "africa"]));
    expect(regionsOf(undefined)).toEqual([]);
  });

  it("knows which of a stage's names no record's text holds", () => {
    expect(namesNoText("middle east")).toBe(true);
    expect(namesNoText("outside the uk")).toBe(true);
    expect(namesNoText("abroad")).toBe(true);
    expect(namesNoText("aberdeen")).toBe(false);
  });
});

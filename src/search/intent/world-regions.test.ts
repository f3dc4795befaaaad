import { describe, expect, it } from "vitest";
import { regionsOf } from "./world-regions.js";

describe("regionsOf", () => {
  it("names the regions and groupings a country lies in", () => {
    expect(regionsOf("united arab emirates")).toEqual(expect.arrayContaining(["middle east", "asia", "gulf states"]));
    expect(regionsOf("norway")).toEqual(expect.arrayContaining(["scandinavia", "northern europe", "europe"]));
    expect(regionsOf("colombia")).toEqual(expect.arrayContaining(["latin america", "south america"]));
    expect(regionsOf("egypt")).toEqual(expect.arrayContaining(["middle east", "africa"]));
    expect(regionsOf(undefined)).toEqual([]);
  });
});

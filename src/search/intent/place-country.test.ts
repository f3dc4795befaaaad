import { describe, expect, it } from "vitest";
import { countryOf } from "./place-country.js";

describe("countryOf", () => {
  it("reads a place's country from its last part, by any name it is written with", () => {
    expect(countryOf("Leeds, England, United Kingdom")).toBe("united kingdom");
    expect(countryOf("Glasgow, Scotland")).toBe("united kingdom");
    expect(countryOf("Seattle, WA")).toBe("united states");
    expect(countryOf("Rotterdam, The Netherlands")).toBe("netherlands");
    expect(countryOf("Istanbul, Turkey")).toBe("turkiye");
    expect(countryOf("Singapore")).toBe("singapore");
  });

  it("reads the country of a place written by its city alone, the most populous of a shared name", () => {
    expect(countryOf("Rotterdam")).toBe("netherlands");
    expect(countryOf("Dubai")).toBe("united arab emirates");
    expect(countryOf("Kuala Lumpur")).toBe("malaysia");
    expect(countryOf("Perth")).toBe("australia");
    expect(countryOf("Perth, Scotland")).toBe("united kingdom");
    expect(countryOf("São Paulo, SP")).toBe("brazil");
  });

  it("says nothing of a place no table holds", () => {
    expect(countryOf("Remote")).toBeUndefined();
    expect(countryOf("")).toBeUndefined();
    expect(countryOf(null)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { countryOf, nationOf } from "./place-country.js";

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

describe("nationOf", () => {
  it("reads the nation of the United Kingdom a place is in, written or by its city", () => {
    expect(nationOf("Cardiff, United Kingdom")).toBe("wales");
    expect(nationOf("Glasgow")).toBe("scotland");
    expect(nationOf("Belfast, UK")).toBe("northern ireland");
    expect(nationOf("Manchester, United Kingdom")).toBe("england");
    expect(nationOf("Leeds, England, United Kingdom")).toBe("england");
  });

  it("says nothing outside the United Kingdom or of a town no table holds", () => {
    expect(nationOf("Perth")).toBeUndefined();
    expect(nationOf("Dublin, Ireland")).toBeUndefined();
    expect(nationOf("Little Snoring, United Kingdom")).toBeUndefined();
  });
});

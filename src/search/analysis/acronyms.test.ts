import { describe, expect, it } from "vitest";
import { acronymOf, acronymsOf } from "./acronyms.js";

describe("acronymOf", () => {
  it("gives the initials of a title's head", () => {
    expect(acronymOf("Chief Risk Officer")).toBe("cro");
    expect(acronymOf("Sales Development Representative, EMEA")).toBe("sdr");
    expect(acronymOf("Chief Revenue Officer at Org A Platform")).toBe("cro");
  });

  it("gives none for a head of grammar words, of too few words or of too many", () => {
    expect(acronymOf("Head of Sales")).toBeUndefined();
    expect(acronymOf("Staff Engineer")).toBeUndefined();
    expect(acronymOf("Senior Lead Principal Staff Platform Reliability Engineer")).toBeUndefined();
  });

  it("gives each acronym of several titles once", () => {
    expect(acronymsOf(["Chief Risk Officer", "Chief Risk Officer, Asia", "Engineer"])).toEqual(["cro"]);
  });
});

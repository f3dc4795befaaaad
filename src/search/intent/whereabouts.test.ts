import { describe, expect, it } from "vitest";
import { asksWhereabouts, BASED_TITLE } from "./whereabouts.js";

describe("asksWhereabouts", () => {
  it("reads where he lives, is based or works from now, however asked", () => {
    for (const q of [
      "which city does she live in",
      "where is he located, we need someone in Ireland",
      "whereabouts in the country is he based",
      "which city is he in if we want to meet",
      "which city does he work from",
      "wher does he live now",
      "which town is she based in",
      "what city does she call home these days",
      "which town would I visit her in",
      "where could we meet him",
    ])
      expect(asksWhereabouts(q), q).toBe(true);
  });

  it("reads his name as him, misspelt or not", () => {
    expect(asksWhereabouts("where does Ruth Abernethy live", ["ruth abernethy", "abernethy", "ruth"])).toBe(true);
    expect(asksWhereabouts("where does Ruth Abernathy live", ["ruth abernethy", "abernethy", "ruth"])).toBe(true);
  });

  it("leaves where he lived once, where he is from and where he works", () => {
    for (const q of [
      "back when she was a lab technician, which city did she live in",
      "where is he from",
      "where does she work",
      "which city was he living in in 2012",
      "how long was she based in Fiji",
      "where did she meet her co-founder",
    ])
      expect(asksWhereabouts(q), q).toBe(false);
  });

  it("knows the quick answer titled for it", () => {
    expect(BASED_TITLE.test("where is ana ruiz based?")).toBe(true);
    expect(BASED_TITLE.test("where was ana ruiz born?")).toBe(false);
  });
});

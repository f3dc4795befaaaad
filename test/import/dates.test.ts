import { describe, expect, it } from "vitest";
import { parseDate, periodOf } from "../../scripts/import/dates.js";

describe("résumé dates", () => {
  it.each([
    ["Jan 2022", { year: 2022, month: 1 }],
    ["September 2019", { year: 2019, month: 9 }],
    ["2022", { year: 2022, month: null }],
    ["2022-01", { year: 2022, month: 1 }],
    ["2022-01-15", { year: 2022, month: 1 }],
    ["01/2022", { year: 2022, month: 1 }],
    ["3/4/2021", { year: 2021, month: 3 }],
    [" 2020 ", { year: 2020, month: null }],
  ])("reads %j", (text, expected) => {
    expect(parseDate(text)).toEqual(expected);
  });

  it.each(["", null, undefined, "Present", "13/2020", "Foo 2020", "1850"])("takes %j as unknown", (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it("writes periods the way the content does", () => {
    expect(periodOf({ year: 2019, month: 1 }, { year: 2023, month: 2 }, false)).toBe("2019 to 2023");
    expect(periodOf({ year: 2021, month: 3 }, null, true)).toBe("From 2021");
    expect(periodOf({ year: 2021, month: 3 }, { year: 2021, month: 9 }, false)).toBe("2021");
    expect(periodOf(null, null, false)).toBeNull();
  });
});

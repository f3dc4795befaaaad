import { describe, expect, it } from "vitest";
import { isoOf, monthOf, parseDate, periodOf, within } from "../../scripts/owner/import/dates.js";

describe("résumé dates", () => {
  it.each([
    ["Jan 2022", { year: 2022, month: 1, day: null }],
    ["September 2019", { year: 2019, month: 9, day: null }],
    ["2022", { year: 2022, month: null, day: null }],
    ["2022-01", { year: 2022, month: 1, day: null }],
    ["2022-01-15", { year: 2022, month: 1, day: 15 }],
    ["01/2022", { year: 2022, month: 1, day: null }],
    ["3/4/2021", { year: 2021, month: 3, day: 4 }],
    [" 2020 ", { year: 2020, month: null, day: null }],
  ])("reads %j", (text, expected) => {
    expect(parseDate(text)).toEqual(expected);
  });

  it.each(["", null, undefined, "Present", "13/2020", "Foo 2020", "1850", "2023-02-30"])(
    "takes %j as unknown",
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );

  const at = (year: number, month: number | null = null, day: number | null = null) => ({ year, month, day });

  it("writes periods with their months where the source gave them", () => {
    expect(periodOf(at(2014, 8), at(2017, 3), false)).toBe("Aug 2014 to Mar 2017");
    expect(periodOf(at(2019), at(2023), false)).toBe("2019 to 2023");
    expect(periodOf(at(2021, 3), null, true)).toBe("From Mar 2021");
    expect(periodOf(at(2021, 3), at(2021, 9), false)).toBe("Mar 2021 to Sep 2021");
    expect(periodOf(at(2021, 3), at(2021), false)).toBe("2021");
    expect(periodOf(at(2021, 3, 4), at(2021, 3, 20), false)).toBe("Mar 2021");
    expect(periodOf(null, at(2020, 5), false)).toBe("Until May 2020");
    expect(periodOf(null, null, false)).toBeNull();
  });

  it("writes a date back as precisely as it was read", () => {
    for (const text of ["2014", "2014-08", "2014-08-15"]) expect(isoOf(parseDate(text))).toBe(text);
    expect(monthOf(parseDate("2014"))).toBeUndefined();
    expect(monthOf(parseDate("Aug 2014"))).toBe("2014-08");
  });

  it("places a date within a span at the precision both give", () => {
    expect(within(at(2016, 5), at(2016, 1), at(2019, 2))).toBe(true);
    expect(within(at(2016), at(2016, 6), at(2019))).toBe(true);
    expect(within(at(2019, 3), at(2016, 1), at(2019, 2))).toBe(false);
    expect(within(at(2030), at(2021, 9), null)).toBe(true);
    expect(within(at(2020), null, null)).toBe(false);
  });
});

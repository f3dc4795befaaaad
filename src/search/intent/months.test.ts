import { describe, expect, it } from "vitest";
import { monthFactor, monthOfDate, questionMonths } from "./months.js";
import { WINDOW_IN, WINDOW_OUT } from "./window.js";

const month = (year: number, m: number) => year * 12 + m - 1;

describe("questionMonths", () => {
  it("reads a month or a season of a year, and cuts its words but the year", () => {
    expect(questionMonths("what was her job in april 2022")).toEqual({
      months: { from: month(2022, 4), to: month(2022, 4) },
      text: "what was her job in 2022",
    });
    expect(questionMonths("where was he posted in the spring of 2016").months).toEqual({
      from: month(2016, 3),
      to: month(2016, 5),
    });
    expect(questionMonths("which post did she take up in sept 2018").months?.from).toBe(month(2018, 9));
  });

  it("reads two months as the span between them", () => {
    expect(questionMonths("the position she held from october 2015 to february 2018").months).toEqual({
      from: month(2015, 10),
      to: month(2018, 2),
    });
  });

  it("reads a month after a connective as a bound, and keeps its words", () => {
    const since = questionMonths("what has she been leading since march 2023");
    expect(since.months).toEqual({ from: month(2023, 3), to: Number.POSITIVE_INFINITY });
    expect(since.text).toContain("march 2023");
    expect(questionMonths("where did she work before june 2019").months?.to).toBe(month(2019, 6));
  });

  it("leaves a question with no month of a year alone", () => {
    expect(questionMonths("what did she do in may")).toEqual({ months: null, text: "what did she do in may" });
    expect(questionMonths("her job in 2018").months).toBeNull();
  });
});

describe("monthFactor", () => {
  it("weighs a record held in the months asked as one in a window, one held in other months as one outside", () => {
    const asked = { from: month(2018, 10), to: month(2018, 10) };
    expect(monthFactor({ from: month(2018, 10), to: month(2021, 6) }, asked)).toBe(WINDOW_IN);
    expect(monthFactor({ from: month(2016, 7), to: month(2018, 9) }, asked)).toBe(WINDOW_OUT);
    expect(monthFactor(null, asked)).toBe(1);
    expect(monthFactor({ from: 0, to: 1 }, null)).toBe(1);
  });

  it("counts a date's month from year 0", () => {
    expect(monthOfDate("2014-08")).toBe(month(2014, 8));
    expect(monthOfDate("2014-08-15")).toBe(month(2014, 8));
    expect(monthOfDate("2014")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { keepOrder, orderFactors, orderSteps } from "./order.js";

const record = (score: number, from: number, type = "talk", asked = true, to = from) => ({
  score,
  years: { from, to },
  type,
  asked,
});

describe("orderFactors", () => {
  const talk = (score: number, year: number, asked = true) => ({
    score,
    years: { from: year, to: year },
    type: "talk",
    asked,
  });

  it("puts the records of the kind asked for first, in the order asked, above a better-scoring one", () => {
    const candidates = [
      talk(100, 2025),
      talk(20, 2018),
      talk(20, 2022),
      { ...talk(300, 2004), type: "chapter", asked: false },
    ];
    const scores = orderFactors(candidates, "earliest").map((f, i) => f * (candidates[i]?.score ?? 0));
    expect(scores[1]).toBeGreaterThan(scores[2] ?? 0);
    expect(scores[2]).toBeGreaterThan(scores[0] ?? 0);
    expect(scores[0]).toBeGreaterThan(scores[3] ?? 0);
    const latest = orderFactors(candidates, "latest").map((f, i) => f * (candidates[i]?.score ?? 0));
    expect(latest[0]).toBeGreaterThan(latest[2] ?? 0);
  });

  it("orders only records in the window, and nothing without an order", () => {
    const candidates = [talk(100, 2025), talk(20, 2018)];
    expect(orderFactors(candidates, null)).toEqual([1, 1]);
    const factors = orderFactors(candidates, "latest", { from: 2000, to: 2020 });
    expect(factors[0]).toBe(1);
    expect(factors[1]).toBeGreaterThan(1);
  });

  it("leaves records far below the best of their kind alone", () => {
    expect(orderFactors([talk(100, 2025), talk(1, 2010)], "earliest")[1]).toBe(1);
  });
});

describe("orderSteps", () => {
  it("orders only the records of the kind the question names: her job, not her volunteer roles", () => {
    const job = record(50, 2015, "timeline", true, 2018);
    const volunteer = record(60, 2016, "timeline", false, 2020);
    expect(orderSteps([job, volunteer], "latest", { from: Number.NEGATIVE_INFINITY, to: 2019 })).toEqual([1, 0]);
  });

  it("after a stage, orders what began after it, not what ran through it", () => {
    const during = record(50, 2009, "timeline", false, 2012);
    const next = record(50, 2011, "timeline", false, 2013);
    expect(orderSteps([during, next], "earliest", { from: 2012, to: Number.POSITIVE_INFINITY })).toEqual([0, 1]);
  });

  it("orders the dated records of the kind asked when the best of it is an undated list (the talks practice)", () => {
    const list = { score: 200, years: null, type: "practice", asked: true };
    const older = record(100, 2023);
    const newer = record(50, 2024);
    expect(orderSteps([list, older, newer], "latest")).toEqual([0, 1, 2]);
  });

  it("with no topic, orders the stages of his career, each of them, however little its words matched", () => {
    const writing = record(1000, 2014, "writing", false);
    const stage = record(1, 2012, "timeline", false, 2014);
    expect(orderSteps([writing, stage], "earliest", null, true)).toEqual([0, 1]);
    expect(orderSteps([writing, stage], "earliest", null, false)).toEqual([1, 0]);
  });
});

describe("keepOrder", () => {
  it("gives the ordered records back their order after a re-scoring, leaving the others alone", () => {
    const list = [
      { id: "later", score: 300 },
      { id: "other", score: 250 },
      { id: "first", score: 200 },
    ];
    const steps: Record<string, number> = { first: 2, later: 1 };
    const kept = keepOrder(list, (c) => steps[c.id] ?? 0);
    expect(kept).toEqual([
      { id: "later", score: 200 },
      { id: "other", score: 250 },
      { id: "first", score: 300 },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { buildAnchors } from "./anchors.js";
import { yearClause } from "./year-clause.js";

const anchors = buildAnchors([
  { names: ["Org A", "Dublin"], from: 2008, to: 2011, records: ["timeline:a"] },
  { names: ["Org B"], from: 2012, to: 2016, records: ["timeline:b"] },
  { names: ["controller"], from: 2007, to: 2010, records: ["timeline:c"] },
]);
const KINDS = new Set(["job", "talk", "position"]);
/** A record whose one dated thing is a controller commendation of 2012 (every other clause names nothing). */
const recalling = (whole: boolean[]) => ({
  namesKind: (w: string) => KINDS.has(w),
  recalls: (clause: string, all: boolean) => {
    whole.push(all);
    return /commendation/.test(clause) ? 2012 : undefined;
  },
});
/** Questions as time.ts reads them: folded. */
const read = (q: string, asked: boolean[] = []) => yearClause(q, q, anchors, recalling(asked));

describe("yearClause", () => {
  it("reads the year of a dated thing the clause names, and cuts its name when the rest asks for a kind", () => {
    expect(read("the year she got the bravery commendation, what was her job")).toEqual({
      window: { from: 2012, to: 2012 },
      during: [],
      cut: " , what was her job",
    });
  });

  it("reads the year of a clause however it says he did or became the thing", () => {
    for (const q of [
      "the year he spoke at the commendation dinner, what was his job",
      "the year she becoming chartered for the commendation, what was her job",
      "the year she qualified for the commendation, what was her job",
    ])
      expect(read(q)?.window).toEqual({ from: 2012, to: 2012 });
    expect(read("the year she completed her work at org a, what was her job")?.window).toEqual({
      from: 2011,
      to: 2011,
    });
  });

  it("keeps the thing's name as the topic when the rest asks for no kind of record", () => {
    const q = "the year he got the commendation, what was it for";
    expect(read(q)?.cut).toBe(q);
  });

  it("reads nothing when the question is the clause alone: it asks for the thing, not that year", () => {
    expect(read("the year she got the bravery commendation")).toBeUndefined();
  });

  it("prefers a stage the clause names, unless the clause is all the thing's name", () => {
    const asked: boolean[] = [];
    expect(read("the year she got her controller commendation, what position did she hold", asked)?.window).toEqual({
      from: 2012,
      to: 2012,
    });
    expect(asked).toEqual([true]);
    expect(read("the year he joined org b, what was his job")).toMatchObject({
      window: { from: 2012, to: 2012 },
      during: ["timeline:b"],
    });
  });

  it("reads the year he left a stage, asked what came next, as the years after it", () => {
    expect(read("the year he left dublin, where did he go next")).toMatchObject({
      window: { from: 2012, to: Number.POSITIVE_INFINITY },
      next: true,
    });
    expect(read("the year he left dublin, what was his job")?.window).toEqual({ from: 2011, to: 2011 });
  });

  it("never reads a stage from a clause of a thing he won or was named", () => {
    expect(read("the year he was named dublin's best controller, what was his job")).toBeUndefined();
    expect(read("the year he moved to dublin, what was his job")?.window).toEqual({ from: 2008, to: 2008 });
  });
});

import { describe, expect, it } from "vitest";
import { buildEngine } from "./engine.js";
import { FIELD, FIELD_COUNT, usedInText } from "./fields.js";

describe("usedInText", () => {
  it("is true for a term some record's title, summary or body holds, false for one only facets or keywords hold", () => {
    const doc = (fields: Partial<Record<keyof typeof FIELD, number[]>>): number[][] =>
      Object.entries(FIELD).map(([name]) => fields[name as keyof typeof FIELD] ?? []);
    const engine = buildEngine(
      [doc({ title: [0], keywords: [1] }), doc({ body: [2], facets: [3], keywords: [2] })],
      FIELD_COUNT,
      4,
    );
    expect([0, 1, 2, 3].map((id) => usedInText(engine, id))).toEqual([true, false, true, false]);
  });
});

import { describe, expect, it } from "vitest";
import { LOGGED_QUERY_MAX, loggedFields, normaliseQuery, RequestLogLine } from "./request-log.js";

describe("the request log's declaration", () => {
  it("normalises a query: lower case, one space, trimmed, cut", () => {
    expect(normaliseQuery("  Design \t SYSTEMS\n")).toBe("design systems");
    expect([...normaliseQuery("é".repeat(500))]).toHaveLength(LOGGED_QUERY_MAX);
    // Cut by code points: a string of astral characters longer than the cut in UTF-16 units, but not in characters.
    const astral = "𝄞".repeat(LOGGED_QUERY_MAX / 2 + 10);
    expect(normaliseQuery(astral)).toBe(astral);
    expect(normaliseQuery("𝄞".repeat(LOGGED_QUERY_MAX + 10))).toBe("𝄞".repeat(LOGGED_QUERY_MAX));
  });

  it("describes every field it declares, for the privacy page", () => {
    const fields = loggedFields();
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(Object.keys(RequestLogLine.shape)));
    for (const field of fields) expect(field.description.length).toBeGreaterThan(10);
    expect(fields.map((f) => f.name)).not.toContain("ip");
  });
});

import { describe, expect, it } from "vitest";
import type { TimelineItem } from "../schema/timeline.js";
import { CHART, timelineLayout } from "./timeline-layout.js";

const item = (id: string, start: number | null, end: number | null, current = false): TimelineItem => ({
  id,
  when: "",
  start,
  end,
  current,
  label: id,
  organization: "Org A",
  role: `Role ${id}`,
  place: null,
  summary: "",
  chapter: null,
  url: `https://example.com/agent#timeline-${id}`,
});

describe("timelineLayout", () => {
  const layout = timelineLayout(
    [item("c", 2020, null, true), item("a", 2004, 2008), item("b", 2007, 2007), item("undated", null, null)],
    2026,
  );

  it("draws one bar per dated role, oldest first, on an axis from the first year to now", () => {
    expect(layout?.bars.map((b) => b.id)).toEqual(["a", "b", "c"]);
    expect([layout?.first, layout?.last]).toEqual([2004, 2026]);
  });

  it("gives a one-year role a year's width and runs the current role to now", () => {
    const [a, b, c] = layout?.bars ?? [];
    const year = (CHART.width - 2 * CHART.pad) / (2027 - 2004);
    expect(b?.width).toBeCloseTo(year);
    expect(a?.width).toBeCloseTo(5 * year);
    expect((c?.x ?? 0) + (c?.width ?? 0)).toBeCloseTo(CHART.width - CHART.pad);
    expect(c?.current).toBe(true);
    expect(c?.years).toBe("2020–now");
  });

  it("keeps every label and the end years inside the chart", () => {
    for (const bar of layout?.bars ?? []) {
      expect(bar.labelX).toBeGreaterThanOrEqual(CHART.pad);
      expect(bar.labelX).toBeLessThanOrEqual(bar.x);
    }
    expect(layout?.ticks[0]?.anchor).toBe("start");
    expect(layout?.ticks.map((t) => t.year)).toEqual([2004, 2008, 2012, 2016, 2020, 2024]);
  });

  it("draws nothing without a dated role", () => {
    expect(timelineLayout([item("x", null, null)], 2026)).toBeUndefined();
  });
});

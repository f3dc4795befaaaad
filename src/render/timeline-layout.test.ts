import { describe, expect, it } from "vitest";
import type { TimelineItem } from "../schema/timeline.js";
import { timelineLayout } from "./timeline-layout.js";

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

  it("draws one row per dated role, oldest first, on an axis from the first year to now", () => {
    expect(layout?.rows.map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect([layout?.first, layout?.last]).toEqual([2004, 2026]);
  });

  it("gives a one-year role a year's width and runs the current role to now, in percent of the track", () => {
    const [a, b, c] = layout?.rows ?? [];
    const year = 100 / (2027 - 2004);
    expect(b?.width).toBeCloseTo(year, 1);
    expect(a?.width).toBeCloseTo(5 * year, 1);
    expect((c?.x ?? 0) + (c?.width ?? 0)).toBeCloseTo(100, 1);
    expect(c?.current).toBe(true);
    expect(c?.years).toBe("2020–now");
  });

  it("keeps every word of a label: the role and organization whole, however long", () => {
    const long = {
      ...item("long", 2010, 2012),
      role: "Design Manager, Platform and Design Systems",
      organization: "Org B",
    };
    const [row] = timelineLayout([long], 2026)?.rows ?? [];
    expect(row?.title).toBe("Design Manager, Platform and Design Systems");
    expect(row?.organization).toBe("Org B");
  });

  it("keeps every bar and the end years inside the track", () => {
    const many = Array.from({ length: 30 }, (_, i) => item(`r${i}`, 1990 + i, 1990 + i));
    const wide = timelineLayout([...many, item("now", 2019, null, true)], 2026);
    for (const row of [...(layout?.rows ?? []), ...(wide?.rows ?? [])]) {
      expect(row.x).toBeGreaterThanOrEqual(0);
      expect(row.x + row.width).toBeLessThanOrEqual(100.01);
      expect(row.width).toBeGreaterThan(0);
    }
    expect(layout?.ticks[0]?.anchor).toBe("start");
    expect(layout?.ticks.map((t) => t.year)).toEqual([2004, 2008, 2012, 2016, 2020, 2024]);
    expect(wide?.ticks.at(-1)?.anchor).not.toBe("start");
  });

  it("draws nothing without a dated role", () => {
    expect(timelineLayout([item("x", null, null)], 2026)).toBeUndefined();
  });
});

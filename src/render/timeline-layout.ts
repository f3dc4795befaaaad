/**
 * The career timeline as a chart's geometry: one row per dated role on a shared years axis, oldest first, the
 * current role marked. Positions are percentages of the track, so the page (pages/html/timeline-chart.tsx) draws
 * each bar in an SVG as wide as its column while the labels stay HTML text: they wrap instead of being cut, read
 * as text to screen readers, and are never measured or shortened here. Years are whole: a role from 2007 to
 * 2007 spans one year.
 */
import type { TimelineItem } from "../schema/timeline.js";

export interface ChartRow {
  readonly id: string;
  /** The role, or what happened when there is no role. */
  readonly title: string;
  readonly organization: string | null;
  readonly years: string;
  readonly current: boolean;
  /** The bar, in percent of the track: where it starts and how wide it is. */
  readonly x: number;
  readonly width: number;
}

export interface ChartTick {
  readonly year: number;
  /** Percent of the track. */
  readonly x: number;
  /** The outermost years are aligned to stay inside the track. */
  readonly anchor: "start" | "middle" | "end";
}

export interface TimelineLayout {
  readonly rows: readonly ChartRow[];
  readonly ticks: readonly ChartTick[];
  readonly first: number;
  readonly last: number;
}

/** A bar is never thinner than this (percent), so a role of a few months still shows. */
const MIN_WIDTH = 1.5;
/** Ticks this close to an end (percent) are anchored to it, so their year stays inside the track. */
const EDGE = 6;

const yearsOf = (start: number, end: number | null, current: boolean): string =>
  current ? `${start}–now` : end === null || end === start ? String(start) : `${start}–${end}`;

const round = (n: number): number => Math.round(n * 100) / 100;

/** `nowYear` stands for "today" (the content's updated year), so the layout stays a pure function of the content. */
export const timelineLayout = (items: readonly TimelineItem[], nowYear: number): TimelineLayout | undefined => {
  const dated = items
    .flatMap((t) => (t.start === null ? [] : [{ t, start: t.start, end: t.end ?? (t.current ? nowYear : t.start) }]))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  if (dated.length === 0) return undefined;
  const first = Math.min(...dated.map((d) => d.start));
  const last = Math.max(...dated.map((d) => d.end)) + 1;
  const xOf = (year: number): number => ((year - first) / (last - first)) * 100;
  const rows = dated.map(({ t, start, end }): ChartRow => {
    const x = xOf(start);
    const width = Math.max(MIN_WIDTH, xOf(end + 1) - x);
    return {
      id: t.id,
      title: t.role ?? t.label,
      organization: t.organization,
      years: yearsOf(start, t.end, t.current),
      current: t.current,
      x: round(Math.min(x, 100 - width)),
      width: round(width),
    };
  });
  const span = last - first;
  const step = span > 16 ? 4 : span > 8 ? 2 : 1;
  const ticks: ChartTick[] = [];
  for (let year = Math.ceil(first / step) * step; year <= last; year += step) {
    const x = xOf(year);
    ticks.push({ year, x: round(x), anchor: x < EDGE ? "start" : x > 100 - EDGE ? "end" : "middle" });
  }
  return { rows, ticks, first, last: last - 1 };
};

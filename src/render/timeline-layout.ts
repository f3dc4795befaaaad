/**
 * The career timeline as a chart's geometry: one bar per role on a years axis, oldest first, the current role
 * marked. Pure numbers and strings, so the page's SVG (pages/html/timeline-chart.tsx) only draws what this
 * decides, and the layout can be tested without markup. Years are whole: a role from 2007 to 2007 spans one year.
 */
import type { TimelineItem } from "../schema/timeline.js";

export interface ChartBar {
  readonly id: string;
  readonly label: string;
  readonly years: string;
  readonly current: boolean;
  /** Bar box in chart units. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** Where the label starts: at the bar's start, moved left as far as it must to end inside the chart. */
  readonly labelX: number;
}

export interface ChartTick {
  readonly year: number;
  readonly x: number;
  /** The outermost years are aligned to stay inside the chart. */
  readonly anchor: "start" | "middle" | "end";
}

export interface TimelineLayout {
  readonly width: number;
  readonly height: number;
  readonly bars: readonly ChartBar[];
  readonly ticks: readonly ChartTick[];
  readonly axisY: number;
  readonly first: number;
  readonly last: number;
}

/** Chart units; the SVG scales to its column, so these set proportions and the labels' size relative to it. */
export const CHART = { width: 400, row: 38, barHeight: 10, labelSize: 13, axisSize: 11, pad: 4, axis: 26 } as const;

/** Labels longer than this lose their organization, then are cut: SVG text does not wrap. */
const MAX_LABEL = 38;
/**
 * A generous average advance of the sans-serif stack, in ems: SVG text cannot be measured on the server, so the
 * label's width is estimated from its length, erring wide so a label never runs out of the chart.
 */
const CHAR_EM = 0.56;
/** The current role's label is bold (css.ts), which runs about a tenth wider. */
const BOLD = 1.1;
const textWidth = (text: string, size: number, bold = false): number =>
  text.length * size * CHAR_EM * (bold ? BOLD : 1);

const labelOf = (t: TimelineItem): string => {
  const role = t.role ?? t.label;
  const full = t.organization ? `${role} · ${t.organization}` : role;
  if (full.length <= MAX_LABEL) return full;
  return role.length <= MAX_LABEL ? role : `${role.slice(0, MAX_LABEL - 1)}…`;
};

const yearsOf = (start: number, end: number | null, current: boolean): string =>
  current ? `${start}–now` : end === null || end === start ? String(start) : `${start}–${end}`;

/** `nowYear` stands for "today" (the content's updated year), so the layout stays a pure function of the content. */
export const timelineLayout = (items: readonly TimelineItem[], nowYear: number): TimelineLayout | undefined => {
  const dated = items
    .flatMap((t) => (t.start === null ? [] : [{ t, start: t.start, end: t.end ?? (t.current ? nowYear : t.start) }]))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  if (dated.length === 0) return undefined;
  const first = Math.min(...dated.map((d) => d.start));
  const last = Math.max(...dated.map((d) => d.end)) + 1;
  const inner = CHART.width - 2 * CHART.pad;
  const xOf = (year: number): number => CHART.pad + ((year - first) / (last - first)) * inner;
  const bars = dated.map(({ t, start, end }, i): ChartBar => {
    const x = xOf(start);
    const width = Math.max(4, xOf(end + 1) - x);
    const label = labelOf(t);
    const years = yearsOf(start, t.end, t.current);
    const labelWidth = textWidth(`${label} ${years}`, CHART.labelSize, t.current);
    return {
      id: t.id,
      label,
      years,
      current: t.current,
      x,
      y: i * CHART.row + CHART.labelSize + 8,
      width,
      labelX: Math.max(CHART.pad, Math.min(x, CHART.width - CHART.pad - labelWidth)),
    };
  });
  const span = last - first;
  const step = span > 16 ? 4 : span > 8 ? 2 : 1;
  const ticks: ChartTick[] = [];
  const edge = textWidth("0000", CHART.axisSize) / 2 + CHART.pad;
  for (let year = Math.ceil(first / step) * step; year <= last; year += step) {
    const x = xOf(year);
    ticks.push({ year, x, anchor: x < edge ? "start" : x > CHART.width - edge ? "end" : "middle" });
  }
  const axisY = dated.length * CHART.row + 4;
  return { width: CHART.width, height: axisY + CHART.axis, bars, ticks, axisY, first, last: last - 1 };
};

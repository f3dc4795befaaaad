/**
 * The career timeline drawn as SVG on the résumé and agent pages: server-rendered, no script; colours from the
 * stylesheet's variables, so it follows the light and dark schemes. Screen readers get the title and a one-line
 * description (role="img"); every role is also listed as text on the same page.
 */
import type { Site } from "../../content/site.js";
import { CHART, timelineLayout } from "../../render/timeline-layout.js";

export const TimelineChart = ({ site, id }: { site: Site; id: string }) => {
  const layout = timelineLayout(site.timeline, Number(site.updated.slice(0, 4)));
  if (!layout) return null;
  const current = layout.bars.find((b) => b.current);
  const title = `${site.profile.name}'s career, ${layout.first} to ${current ? "today" : layout.last}`;
  const desc = `${layout.bars.length} roles on a years axis, oldest first${
    current ? `; the current role is ${current.label}, since ${current.years.split("–")[0]}` : ""
  }. Each role is listed as text on this page.`;
  return (
    <figure class="timeline-chart">
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        {layout.ticks.map((t) => (
          <line class="tl-grid" x1={t.x} x2={t.x} y1={0} y2={layout.axisY} />
        ))}
        {layout.bars.map((b) => (
          <g class={b.current ? "tl-role current" : "tl-role"}>
            <text x={b.labelX} y={b.y - 6} font-size={CHART.labelSize}>
              {b.label}
              <tspan class="tl-years"> {b.years}</tspan>
            </text>
            <rect x={b.x} y={b.y} width={b.width} height={CHART.barHeight} rx={CHART.barHeight / 2} />
          </g>
        ))}
        {layout.ticks.map((t) => (
          <text class="tl-axis" x={t.x} y={layout.axisY + 18} text-anchor={t.anchor} font-size={CHART.axisSize}>
            {t.year}
          </text>
        ))}
      </svg>
    </figure>
  );
};

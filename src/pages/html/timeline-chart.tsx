/**
 * The career timeline on the résumé and agent pages: server-rendered, no script. Each role is a list item whose
 * words are HTML text (they wrap, never cut, and screen readers read them as they are) beside a bar drawn in a
 * small SVG on a shared years axis; the bars and the axis are decoration, hidden from assistive technology.
 * Colours come from the stylesheet's variables, so it follows the light and dark schemes; on a phone the rows
 * stack (css.ts), each role above its bar.
 */
import type { Site } from "../../content/site.js";
import { timelineLayout } from "../../render/timeline-layout.js";

const pct = (n: number): string => `${n}%`;

export const TimelineChart = ({ site, id }: { site: Site; id: string }) => {
  const layout = timelineLayout(site.timeline, Number(site.updated.slice(0, 4)));
  if (!layout) return null;
  const current = layout.rows.some((r) => r.current);
  const grid = layout.ticks.map((t) => <line class="tl-grid" x1={pct(t.x)} x2={pct(t.x)} y1="0" y2="100%" />);
  return (
    <figure class="timeline-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>
        {site.profile.name}'s career, {layout.first} to {current ? "today" : layout.last}:{" "}
        {layout.rows.length === 1 ? "one role" : `${layout.rows.length} roles`}, oldest first
      </figcaption>
      <ol class="tl-rows">
        {layout.rows.map((r) => (
          <li class={r.current ? "tl-row current" : "tl-row"}>
            <p class="tl-label">
              <strong class="tl-title">{r.title}</strong>{" "}
              <span class="tl-when">
                {r.organization && `${r.organization} · `}
                {r.years}
                {r.current && " (current)"}
              </span>
            </p>
            <svg class="tl-track" width="100%" height="14" aria-hidden="true" focusable="false">
              {grid}
              <rect x={pct(r.x)} y="2" width={pct(r.width)} height="10" rx="5" />
            </svg>
          </li>
        ))}
      </ol>
      <div class="tl-axis">
        <svg width="100%" height="18" aria-hidden="true" focusable="false">
          {layout.ticks.map((t) => (
            <text x={pct(t.x)} y="13" text-anchor={t.anchor}>
              {t.year}
            </text>
          ))}
        </svg>
      </div>
    </figure>
  );
};

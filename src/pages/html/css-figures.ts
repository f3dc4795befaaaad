/**
 * The stylesheet's rules for the two drawn figures (css.ts puts them in place): the career timeline
 * (timeline-chart.tsx) and the home page's robot stage with its still picture (robot-still.tsx), which sits beside
 * the chapters' heading. What only the live robot adds is in src/client/robot/robot.css.
 */

export const TIMELINE_CSS = `
.timeline-chart { margin: 1.5rem 0 2.5rem; max-width: 52rem; }
.timeline-chart figcaption { font-size: 0.9rem; color: var(--muted); margin-bottom: 0.75rem; }
.tl-rows { list-style: none; margin: 0; padding: 0; }
.tl-row, .tl-axis { display: grid; grid-template-columns: minmax(0, 15rem) minmax(0, 1fr); gap: 0 1.25rem; align-items: center; }
.tl-row { padding-block: 0.3rem; border-top: 1px solid var(--line); }
.tl-label { margin: 0; font-size: 0.875rem; line-height: 1.35; }
.tl-title { display: block; font-weight: 600; }
.tl-when { display: block; color: var(--muted); font-size: 0.8125rem; font-variant-numeric: tabular-nums; }
.tl-track, .tl-axis svg { display: block; width: 100%; overflow: visible; }
.tl-axis svg { grid-column: 2; }
.tl-axis text { fill: var(--muted); font: 0.75rem var(--sans); }
.tl-grid { stroke: var(--line); stroke-width: 1; }
.tl-track rect { fill: var(--muted); opacity: 0.45; }
.tl-row.current .tl-track rect { fill: var(--accent); opacity: 1; }
.tl-row.current .tl-title { color: var(--accent); }
@media (max-width: 40rem) {
  /* A phone: each role's words on their own line, its bar across the full width below. */
  .tl-row, .tl-axis { grid-template-columns: minmax(0, 1fr); }
  .tl-track { margin-top: 0.3rem; }
  .tl-axis svg { grid-column: 1; }
}
`.trim();

export const STORY_CSS = `
.story-head { display: grid; gap: 0.5rem 2.5rem; align-items: center; margin-bottom: 1.75rem; }
.story-head h2 { margin-top: 2.2rem; }
/* The robot's stage: the still drawn with the page (robot-still.tsx), replaced in place by the live one. */
.robot-stage {
  --robot-body: #f4f1ea; --robot-joint: #9a958b; --robot-accent: var(--accent); --robot-glass: #2a2724;
  --robot-sky: #fffaf2; --robot-ground: #d8cdbd;
  position: relative; width: 100%; max-width: 20rem; aspect-ratio: 4 / 5; max-height: 17rem; margin-inline: auto;
  border-radius: var(--radius); background: radial-gradient(ellipse at 50% 45%, var(--accent-soft), transparent 70%);
}
@media (prefers-color-scheme: dark) {
  .robot-stage { --robot-body: #57544c; --robot-joint: #8d887d; --robot-glass: #0e0d0c; --robot-sky: #c9c2b5; --robot-ground: #2a2823; }
}
.robot-still { display: block; width: 100%; height: 100%; }
.robot-stage.is-live .robot-still { visibility: hidden; }
.rs-body { --c: var(--robot-body); }
.rs-joint { --c: var(--robot-joint); }
.rs-accent { --c: var(--robot-accent); }
.rs-glass { --c: var(--robot-glass); }
.robot-still stop { stop-color: var(--c); }
.robot-still .rs-hi { stop-color: color-mix(in srgb, var(--c), #fff 55%); }
.robot-still .rs-lo { stop-color: color-mix(in srgb, var(--c), #000 28%); }
.robot-still .rs-shadow { stop-color: #000; stop-opacity: 0.3; }
.robot-still .rs-clear { stop-opacity: 0; }
.rs-piece { stroke: rgb(255 255 255 / 0.55); stroke-width: 2; }
.rs-glass-piece, .rs-accent-piece { stroke: none; }
@media (min-width: 48rem) {
  /* The chapters' heading and the reading panel beside the robot; the cards below. */
  .story-head { grid-template-columns: minmax(0, 1fr) minmax(15rem, 20rem); grid-template-rows: auto 1fr; grid-template-areas: "text stage" "text parts"; align-items: start; }
  .story-text { grid-area: text; align-self: start; }
  .robot-stage { grid-area: stage; max-height: 25rem; }
}
`.trim();

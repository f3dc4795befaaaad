/**
 * The robot as a still picture, drawn when the page is rendered (at build) from the same layout as the live
 * scene (render/robot-layout.ts): seen from the front, each piece a rounded shape shaded by a gradient of its
 * material, with a soft shadow on the ground. It is what a phone, a browser without WebGL or JavaScript, and every
 * reader before the live robot arrives see; the live one replaces it in the same box, so nothing moves. Inline
 * SVG, so it costs no request and follows the light and dark colours of the stylesheet (css.ts, `.rs-*`).
 * Decorative: the chapter cards beside it say everything it shows.
 */
import { frontBox, type Piece, robotLayout } from "../../render/robot-layout.js";

/** Pixels per layout unit in the viewBox: the SVG scales to its box, so this only sets the numbers' precision. */
const UNIT = 100;
const MARGIN = 0.3;
const MATERIALS = ["body", "joint", "accent", "glass"] as const;

/** How far a piece comes towards the viewer: nearer pieces are drawn over farther ones. */
const front = (p: Piece): number => {
  const [a = 0, b = 0, c = 0] = p.size;
  const depth = p.shape === "box" ? c / 2 : p.shape === "cylinder" && p.lying ? b / 2 : a;
  return p.at[2] + depth;
};

const n = (v: number): number => Math.round(v * UNIT * 10) / 10;

export const RobotStill = ({ parts }: { parts: readonly string[] }) => {
  const layout = robotLayout(parts);
  const pieces = layout
    .flatMap((part) => part.pieces.map((piece) => ({ piece, box: frontBox(piece), part: part.index })))
    .sort((a, b) => front(a.piece) - front(b.piece));
  if (pieces.length === 0) return null;
  const minX = Math.min(...pieces.map((p) => p.box.x)) - MARGIN;
  const maxX = Math.max(...pieces.map((p) => p.box.x + p.box.w)) + MARGIN;
  const minY = Math.min(0, ...pieces.map((p) => p.box.y)) - MARGIN;
  const maxY = Math.max(...pieces.map((p) => p.box.y + p.box.h)) + MARGIN;
  const width = n(maxX - minX);
  const height = n(maxY - minY);
  const X = (x: number) => n(x - minX);
  const Y = (y: number) => n(maxY - y);
  return (
    <svg class="robot-still" viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true">
      <defs>
        {MATERIALS.map((m) => (
          <linearGradient id={`robot-still-${m}`} x1="0" y1="0" x2="0.85" y2="1">
            <stop offset="0" class={`rs-${m} rs-hi`} />
            <stop offset="0.45" class={`rs-${m}`} />
            <stop offset="1" class={`rs-${m} rs-lo`} />
          </linearGradient>
        ))}
        <radialGradient id="robot-still-shadow">
          <stop offset="0" class="rs-shadow" />
          <stop offset="1" class="rs-shadow rs-clear" />
        </radialGradient>
      </defs>
      <ellipse class="rs-ground" cx={X(0)} cy={Y(0)} rx={n(1.5)} ry={n(0.16)} fill="url(#robot-still-shadow)" />
      {pieces.map(({ piece, box }) => (
        <rect
          class={`rs-piece rs-${piece.role}-piece`}
          x={X(box.x)}
          y={Y(box.y + box.h)}
          width={n(box.w)}
          height={n(box.h)}
          rx={n(box.r)}
          fill={`url(#robot-still-${piece.role})`}
        />
      ))}
    </svg>
  );
};

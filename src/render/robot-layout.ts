/**
 * The robot's shape from the chapters, bottom to top: pure data (no three.js, no DOM), so the live scene
 * (src/client/robot/scene.ts) and the still drawn at build (pages/html/robot-still.tsx) are the same robot, and
 * it can be tested. Each chapter's `part` names a body part; the parts the story uses (feet, legs, torso, arms,
 * head, antenna) have a drawn shape, and any other name gets a plain block, so new content still stacks into a
 * robot. Boxes carry a bevel radius: nothing on it has a sharp edge.
 */

export type Shape = "box" | "cylinder" | "sphere" | "capsule";

/**
 * What a piece is made of: the part's painted shell (takes the part's colour and its highlight), brushed metal
 * joints, the accent lamps, and the dark glass of the visor.
 */
export type Material = "body" | "joint" | "accent" | "glass";

/**
 * One mesh: its shape, size (box: w h d bevel; cylinder: radius length; capsule: radius length between the caps;
 * sphere: radius) and centre.
 */
export interface Piece {
  readonly shape: Shape;
  readonly size: readonly number[];
  readonly at: readonly [number, number, number];
  readonly role: Material;
  /** Turned on its side to face forward (a lamp on the chest). */
  readonly lying?: boolean;
}

export interface PartLayout {
  readonly index: number;
  readonly part: string;
  /** Where the part starts and how tall it is: the next part stands on top of it. */
  readonly base: number;
  readonly height: number;
  readonly pieces: readonly Piece[];
}

type Builder = (base: number) => { readonly height: number; readonly pieces: Piece[] };

const pair = (x: number, piece: (x: number) => Piece): Piece[] => [piece(-x), piece(x)];

const BUILDERS: Readonly<Record<string, Builder>> = {
  feet: (y) => ({
    height: 0.36,
    pieces: pair(0.48, (x) => ({ shape: "box", size: [0.7, 0.36, 1.05, 0.14], at: [x, y + 0.18, 0.12], role: "body" })),
  }),
  legs: (y) => ({
    height: 1.05,
    pieces: [
      ...pair(0.48, (x): Piece => ({ shape: "capsule", size: [0.19, 0.7], at: [x, y + 0.55, 0], role: "body" })),
      ...pair(0.48, (x): Piece => ({ shape: "sphere", size: [0.23], at: [x, y + 0.5, 0], role: "joint" })),
    ],
  }),
  torso: (y) => ({
    height: 1.45,
    pieces: [
      { shape: "box", size: [1.7, 0.2, 1.0, 0.08], at: [0, y + 0.1, 0], role: "joint" },
      { shape: "box", size: [1.64, 1.25, 1.05, 0.3], at: [0, y + 0.82, 0], role: "body" },
      { shape: "cylinder", size: [0.2, 0.08], at: [0, y + 0.92, 0.53], role: "accent", lying: true },
    ],
  }),
  arms: (y) => ({
    height: 0.32,
    pieces: [
      { shape: "box", size: [2.15, 0.32, 0.72, 0.15], at: [0, y + 0.16, 0], role: "body" },
      ...pair(1.2, (x): Piece => ({ shape: "capsule", size: [0.17, 0.85], at: [x, y - 0.5, 0], role: "body" })),
      ...pair(1.2, (x): Piece => ({ shape: "sphere", size: [0.21], at: [x, y - 1.2, 0], role: "joint" })),
    ],
  }),
  head: (y) => ({
    height: 1.15,
    pieces: [
      { shape: "cylinder", size: [0.2, 0.16], at: [0, y + 0.08, 0], role: "joint" },
      { shape: "box", size: [1.25, 0.98, 1.0, 0.3], at: [0, y + 0.65, 0], role: "body" },
      { shape: "box", size: [0.98, 0.42, 0.1, 0.05], at: [0, y + 0.68, 0.49], role: "glass" },
      ...pair(0.24, (x): Piece => ({ shape: "sphere", size: [0.085], at: [x, y + 0.68, 0.55], role: "accent" })),
    ],
  }),
  antenna: (y) => ({
    height: 0.72,
    pieces: [
      { shape: "cylinder", size: [0.04, 0.56], at: [0, y + 0.28, 0], role: "body" },
      { shape: "sphere", size: [0.13], at: [0, y + 0.62, 0], role: "accent" },
    ],
  }),
};

const block: Builder = (y) => ({
  height: 0.6,
  pieces: [{ shape: "box", size: [1.2, 0.6, 0.9, 0.15], at: [0, y + 0.3, 0], role: "body" }],
});

/** The parts stacked in story order from the ground up. */
export const robotLayout = (parts: readonly string[]): PartLayout[] => {
  let base = 0;
  return parts.map((part, index) => {
    const built = (BUILDERS[part.trim().toLowerCase()] ?? block)(base);
    const layout = { index, part, base, height: built.height, pieces: built.pieces };
    base += built.height;
    return layout;
  });
};

/** The stacked height, for framing the camera. */
export const robotHeight = (layout: readonly PartLayout[]): number =>
  layout.reduce((top, p) => Math.max(top, p.base + p.height), 0);

/** A piece's extent seen from the front (x across, y up), for drawing it flat and for bounds. */
export const frontBox = (piece: Piece): { x: number; y: number; w: number; h: number; r: number } => {
  const [a = 1, b = 1, , bevel = 0] = piece.size;
  const [cx, cy] = piece.at;
  const rect = (w: number, h: number, r: number) => ({ x: cx - w / 2, y: cy - h / 2, w, h, r });
  switch (piece.shape) {
    case "box":
      return rect(a, b, bevel);
    case "cylinder":
      return piece.lying ? rect(2 * a, 2 * a, a) : rect(2 * a, b, Math.min(a, 0.04));
    case "capsule":
      return rect(2 * a, b + 2 * a, a);
    case "sphere":
      return rect(2 * a, 2 * a, a);
  }
};

/**
 * The robot's shape from the chapters, bottom to top: pure data (no three.js, no DOM), so it can be tested
 * and the scene only turns pieces into meshes. Each chapter's `part` names a body part; the parts the story
 * uses (feet, legs, torso, arms, head, antenna) have a drawn shape, and any other name gets a plain block, so
 * new content still stacks into a robot.
 */

export type Shape = "box" | "cylinder" | "sphere" | "capsule";

/** One mesh: its shape, size (box: w h d; cylinder/capsule: radius length; sphere: radius) and centre. */
export interface Piece {
  readonly shape: Shape;
  readonly size: readonly number[];
  readonly at: readonly [number, number, number];
  /** Body pieces take the part's colour and its highlight; details (eyes, joints, tip) keep their own. */
  readonly role: "body" | "joint" | "accent";
  /** Turned on its side (arms hang down, the shoulder bar lies across). */
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
    height: 0.34,
    pieces: pair(0.5, (x) => ({ shape: "box", size: [0.72, 0.34, 1.05], at: [x, y + 0.17, 0.12], role: "body" })),
  }),
  legs: (y) => ({
    height: 1.05,
    pieces: [
      ...pair(0.5, (x) => ({ shape: "cylinder", size: [0.2, 1.05], at: [x, y + 0.525, 0], role: "body" }) as Piece),
      ...pair(0.5, (x) => ({ shape: "sphere", size: [0.24], at: [x, y + 0.52, 0], role: "joint" }) as Piece),
    ],
  }),
  torso: (y) => ({
    height: 1.45,
    pieces: [
      { shape: "box", size: [1.7, 1.45, 1.05], at: [0, y + 0.725, 0], role: "body" },
      { shape: "cylinder", size: [0.16, 0.06], at: [0, y + 0.9, 0.53], role: "accent", lying: true },
    ],
  }),
  arms: (y) => ({
    height: 0.3,
    pieces: [
      { shape: "box", size: [2.1, 0.3, 0.7], at: [0, y + 0.15, 0], role: "body" },
      ...pair(1.2, (x) => ({ shape: "capsule", size: [0.17, 1.05], at: [x, y - 0.55, 0], role: "body" }) as Piece),
      ...pair(1.2, (x) => ({ shape: "sphere", size: [0.22], at: [x, y - 1.3, 0], role: "joint" }) as Piece),
    ],
  }),
  head: (y) => ({
    height: 1.15,
    pieces: [
      { shape: "cylinder", size: [0.2, 0.15], at: [0, y + 0.075, 0], role: "joint" },
      { shape: "box", size: [1.25, 1.0, 1.0], at: [0, y + 0.65, 0], role: "body" },
      ...pair(0.28, (x) => ({ shape: "sphere", size: [0.11], at: [x, y + 0.72, 0.5], role: "accent" }) as Piece),
    ],
  }),
  antenna: (y) => ({
    height: 0.75,
    pieces: [
      { shape: "cylinder", size: [0.04, 0.6], at: [0, y + 0.3, 0], role: "body" },
      { shape: "sphere", size: [0.14], at: [0, y + 0.66, 0], role: "accent" },
    ],
  }),
};

const block: Builder = (y) => ({
  height: 0.6,
  pieces: [{ shape: "box", size: [1.2, 0.6, 0.9], at: [0, y + 0.3, 0], role: "body" }],
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

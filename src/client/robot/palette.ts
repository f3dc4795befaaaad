/**
 * The robot's colours, read from CSS custom properties of its stage (the site's stylesheet defines them, for the
 * still picture too), so the live robot follows the page's palette, light and dark, and a colour is changed in
 * the stylesheet, not in code.
 */
export interface Palette {
  readonly body: string;
  readonly joint: string;
  readonly accent: string;
  readonly glass: string;
  /** The light from the sky and the ground (a hemisphere light), so the robot sits in the page's own colours. */
  readonly sky: string;
  readonly ground: string;
}

const FALLBACK: Palette = {
  body: "#f4f1ea",
  joint: "#8a867d",
  accent: "#b3411a",
  glass: "#23211e",
  sky: "#fffaf2",
  ground: "#d9cfc0",
};

export const readPalette = (element: Element): Palette => {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    body: read("--robot-body", FALLBACK.body),
    joint: read("--robot-joint", FALLBACK.joint),
    accent: read("--robot-accent", FALLBACK.accent),
    glass: read("--robot-glass", FALLBACK.glass),
    sky: read("--robot-sky", FALLBACK.sky),
    ground: read("--robot-ground", FALLBACK.ground),
  };
};

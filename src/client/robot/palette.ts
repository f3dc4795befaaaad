/**
 * The robot's colours, read from CSS custom properties of its container (robot.css defines them from the
 * site's own variables: --accent, --muted), so the robot follows the page's palette, light and dark, and a
 * colour is changed in the stylesheet, not in code.
 */
export interface Palette {
  readonly body: string;
  readonly joint: string;
  readonly accent: string;
}

const FALLBACK: Palette = { body: "#ffffff", joint: "#5c5952", accent: "#b3411a" };

export const readPalette = (element: Element): Palette => {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    body: read("--robot-body", FALLBACK.body),
    joint: read("--robot-joint", FALLBACK.joint),
    accent: read("--robot-accent", FALLBACK.accent),
  };
};

/** The site's light colours (src/pages/html/css.ts), for images that sit outside the page and its dark mode. */
export const PALETTE = {
  bg: "#fbfaf7",
  fg: "#1d1c1a",
  muted: "#5c5952",
  line: "#e3dfd5",
  accent: "#b3411a",
  onAccent: "#fbfaf7",
} as const;

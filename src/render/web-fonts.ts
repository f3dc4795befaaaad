/**
 * The site's two faces, self-hosted: Fraunces (a soft, warm display serif) for headings and Inter for text, both
 * variable on the weight axis, from the @fontsource-variable packages. One list says which file of which package
 * is served at which path, for which characters: the stylesheet's @font-face rules, the pages' preload links and
 * the build that copies the files into the media bundle (src/node/draw-media.ts) all read it. The link previews
 * are drawn in the same two faces from the static @fontsource packages (satori reads no WOFF2 or variable font).
 *
 * Subsets: the Latin file of each face is preloaded (every page needs it), Latin Extended is fetched only by a
 * page that has such a character (unicode-range); other scripts fall back to the system faces.
 */

export const FONT_TYPE = "font/woff2";

const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

export interface WebFont {
  /** The CSS family name the stylesheet uses. */
  readonly family: string;
  /** The npm package and the file inside it. */
  readonly source: string;
  /** Root-relative path it is served at. */
  readonly path: string;
  readonly unicodeRange: string;
  readonly preload: boolean;
}

const FACES = [
  { family: "Fraunces Variable", pkg: "@fontsource-variable/fraunces", stem: "fraunces" },
  { family: "Inter Variable", pkg: "@fontsource-variable/inter", stem: "inter" },
] as const;

const SUBSETS = [
  { subset: "latin", unicodeRange: LATIN, preload: true },
  { subset: "latin-ext", unicodeRange: LATIN_EXT, preload: false },
] as const;

export const WEB_FONTS: readonly WebFont[] = FACES.flatMap(({ family, pkg, stem }) =>
  SUBSETS.map(({ subset, unicodeRange, preload }) => ({
    family,
    source: `${pkg}/files/${stem}-${subset}-wght-normal.woff2`,
    path: `/assets/fonts/${stem}-${subset}.woff2`,
    unicodeRange,
    preload,
  })),
);

/** The @font-face rules: swap shows the text at once in the fallback face, then in its own when it arrives. */
export const fontFaceCss = (): string =>
  WEB_FONTS.map(
    (f) =>
      `@font-face { font-family: "${f.family}"; font-style: normal; font-weight: 100 900; font-display: swap; ` +
      `src: url(${f.path}) format("woff2"); unicode-range: ${f.unicodeRange}; }`,
  ).join("\n");

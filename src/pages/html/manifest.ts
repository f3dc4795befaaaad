/**
 * The web manifest (/site.webmanifest): the name, colours and icons a phone uses when the site is added to its
 * home screen. The PNG icons it lists are drawn at build (src/media/).
 */
import type { Site } from "../../content/site.js";
import { ICON_SVG_PATH, MANIFEST_ICON_SIZES, manifestIconPath } from "../../render/media-paths.js";

/** The page background of each colour scheme (css.ts), for the browser's own chrome around the page. */
export const THEME_COLOR = { light: "#fbfaf7", dark: "#141412" } as const;

export const MANIFEST_TYPE = "application/manifest+json";

export const webManifest = (site: Site): string =>
  JSON.stringify({
    name: site.title,
    short_name: site.profile.givenName,
    description: site.profile.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: THEME_COLOR.light,
    theme_color: THEME_COLOR.light,
    icons: [
      ...MANIFEST_ICON_SIZES.map((size) => ({
        src: manifestIconPath(size),
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any",
      })),
      { src: ICON_SVG_PATH, sizes: "any", type: "image/svg+xml" },
    ],
  });

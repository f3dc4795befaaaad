/** The icons and web manifest every page's head links, root-relative (same origin, as the CSP wants). */
import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH, ICON_SVG_PATH, MANIFEST_PATH } from "../../render/media-paths.js";
import { THEME_COLOR } from "./manifest.js";

export const IconLinks = () => (
  <>
    {/* sizes="32x32" on the ICO lets browsers that read SVG icons prefer the SVG (Chrome picks the ICO otherwise). */}
    <link rel="icon" href={FAVICON_PATH} sizes="32x32" />
    <link rel="icon" type="image/svg+xml" href={ICON_SVG_PATH} />
    <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON_PATH} />
    <link rel="manifest" href={MANIFEST_PATH} />
    <meta name="theme-color" content={THEME_COLOR.light} media="(prefers-color-scheme: light)" />
    <meta name="theme-color" content={THEME_COLOR.dark} media="(prefers-color-scheme: dark)" />
  </>
);

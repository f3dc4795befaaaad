/**
 * Where every generated image and icon lives, by path: one place for the pages that link them, the build that
 * draws them (src/media/) and the table that serves them. Paths are root-relative: pages link them on the same
 * origin; previews (og:image) make them absolute.
 */

/** Link previews: Open Graph's recommended size, which every major preview reader crops from. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export const PDF_TYPE = "application/pdf";

export const FAVICON_PATH = "/favicon.ico";
export const ICON_SVG_PATH = "/assets/icon.svg";
export const APPLE_TOUCH_ICON_PATH = "/apple-touch-icon.png";
export const MANIFEST_PATH = "/site.webmanifest";
/** PNG icons the manifest lists (Android and installable-web-app sizes). */
export const MANIFEST_ICON_SIZES = [192, 512] as const;
export const manifestIconPath = (size: number): string => `/assets/icon-${size}.png`;

/** `/` → home, `/story/org-a` → story-org-a: one preview image per page, named after its path. */
export const previewSlug = (pagePath: string): string =>
  pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/\//g, "-");

export const previewImagePath = (pagePath: string): string => `/assets/og/${previewSlug(pagePath)}.png`;

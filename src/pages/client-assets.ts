/**
 * Scripts and styles the pages load, bundled from src/client/ by esbuild at build time (scripts/build/client-assets.ts)
 * and handed to the app as text: the pages serve them from the response table like every other response
 * (strong ETag, gzip), at root-relative, same-origin URLs, so the pages' CSP can stay `script-src 'self'`.
 * An app given none serves the pages without them: the home page is then its chapter grid alone.
 */
// Plain zod, as config.ts: the server entry reads this shape, and @hono/zod-openapi would load Node's fetch at start.
import { z } from "zod";

/** The files, by name under ASSETS_DIR; the loader finds the others beside itself (`import.meta.url`). */
export const ClientAssets = z.object({
  "robot-loader.js": z.string().min(1),
  "robot.js": z.string().min(1),
  "robot.css": z.string(),
});
export type ClientAssets = z.infer<typeof ClientAssets>;

export const ASSETS_DIR = "/assets";
export const ROBOT_LOADER_PATH = `${ASSETS_DIR}/robot-loader.js`;

export const JS_TYPE = "text/javascript; charset=utf-8";

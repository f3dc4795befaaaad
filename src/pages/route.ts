/** Pages: HTML and their Markdown twins, negotiated by path suffix or Accept; the page 404. */
import { type Context, Hono } from "hono";
import type { Site } from "../content/site.js";

export interface Pages {
  readonly router: Hono;
  readonly notFound: (c: Context) => Response | Promise<Response>;
}

export const createPages = async (_site: Site): Promise<Pages> => ({
  router: new Hono(),
  notFound: (c) => c.text("Not found", 404),
});

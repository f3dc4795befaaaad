/** Discovery files: llms.txt and friends, catalogs, sitemap and robots.txt, all rendered once at start-up. */
import { Hono } from "hono";
import type { Site } from "../content/site.js";

export const createDiscoveryRouter = async (_site: Site): Promise<Hono> => new Hono();

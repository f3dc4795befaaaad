/** `{data, meta}` builders and schemas (SPEC §2.1): one place decides what every envelope carries. */
import { z } from "@hono/zod-openapi";
import type { Site } from "../content/site.js";
import type { ListMeta, Meta } from "../schema/meta.js";
import { API_VERSION } from "./version.js";

export const meta = (site: Site): Meta => ({
  updated: site.updated,
  apiVersion: API_VERSION,
  docs: site.urls.developers,
});

export const listMeta = (site: Site, items: readonly unknown[]): ListMeta => ({ ...meta(site), count: items.length });

export const envelope = <D extends z.ZodType, M extends z.ZodType>(name: string, data: D, metaSchema: M) =>
  z.object({ data, meta: metaSchema }).openapi(name);

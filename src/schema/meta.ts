/** The `meta` half of every success envelope (SPEC §2.1). */
import { z } from "@hono/zod-openapi";
import { enumOrNull, IsoDate, SEARCH_TYPES, Text, Uri } from "./common.js";

export const Meta = z
  .object({
    updated: IsoDate.describe("day the site content last changed"),
    apiVersion: z.string().describe("API version"),
    docs: Uri.describe("developer documentation"),
  })
  .openapi("Meta");
export type Meta = z.infer<typeof Meta>;

export const ListMeta = Meta.extend({
  count: z.int().min(0).describe("number of items in data"),
}).openapi("ListMeta");
export type ListMeta = z.infer<typeof ListMeta>;

export const MoreLink = z.object({ label: Text, url: Uri }).openapi("MoreLink");

export const WritingMeta = ListMeta.extend({
  more: z.array(MoreLink).describe("the subject's profile on a blogging platform and the company blog"),
}).openapi("WritingMeta");
export type WritingMeta = z.infer<typeof WritingMeta>;

export const SearchMeta = ListMeta.extend({
  query: z.string().describe("the query as received"),
  limit: z.int().min(1).max(50).describe("the limit applied"),
  type: enumOrNull(SEARCH_TYPES).describe("the type filter applied, or null"),
  suggestions: z
    .array(z.string())
    .optional()
    .describe("only when nothing was found: words the site uses that are close to the query's, to search instead"),
}).openapi("SearchMeta");
export type SearchMeta = z.infer<typeof SearchMeta>;

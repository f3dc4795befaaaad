/** The `meta` half of every success envelope (docs/contract.md#envelopes). */
import { z } from "@hono/zod-openapi";
import { IsoDate, Text, Uri } from "./common.js";

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

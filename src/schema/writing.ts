/** Writing and press (docs/contract.md#writingitem): the subject's articles, the company blog, press about the work. */
import { z } from "@hono/zod-openapi";
import { ChapterId, Id, Keywords, MonthDate, Text, Uri, Year } from "./common.js";

export const WRITING_KINDS = ["article", "blog", "press"] as const;
export const WritingKind = z.enum(WRITING_KINDS).openapi("WritingKind");
export type WritingKind = z.infer<typeof WritingKind>;

export const WritingItem = z
  .object({
    id: Id,
    kind: WritingKind,
    title: Text,
    outlet: Text.describe("publication"),
    year: Year.nullable(),
    summary: z.string().nullable().describe("one sentence"),
    url: Uri.describe("where to read it"),
    archived: z.boolean().describe("true when url is a saved copy of a page that is gone"),
    chapters: z.array(ChapterId),
    keywords: Keywords.optional(),
    date: MonthDate.optional().describe("the day or month it was published, where known"),
    page: Uri.describe("item on /agent"),
  })
  .openapi("WritingItem");
export type WritingItem = z.infer<typeof WritingItem>;

export const WritingSource = WritingItem.omit({ page: true }).strict();
export type WritingSource = z.infer<typeof WritingSource>;

/** Practices (docs/contract.md#practice): how the subject works. */
import { z } from "@hono/zod-openapi";
import { ChapterId, Id, Keywords, Link, Text, Uri } from "./common.js";

export const Practice = z
  .object({
    id: Id,
    title: Text,
    summary: Text,
    links: z.array(Link),
    chapters: z.array(ChapterId),
    keywords: Keywords.optional(),
    page: Uri.describe("practice on /agent"),
  })
  .openapi("Practice");
export type Practice = z.infer<typeof Practice>;

export const PracticeSource = Practice.omit({ page: true }).strict();
export type PracticeSource = z.infer<typeof PracticeSource>;

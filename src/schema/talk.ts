/** Talks (docs/contract.md#talk): keynotes, talks, panels and podcasts, newest first. */
import { z } from "@hono/zod-openapi";
import { ChapterId, Id, Keywords, Link, MonthDate, Text, Uri, Year } from "./common.js";

export const TALK_KINDS = ["keynote", "talk", "panel", "podcast"] as const;
export const TalkKind = z.enum(TALK_KINDS).openapi("TalkKind");
export type TalkKind = z.infer<typeof TalkKind>;

export const Talk = z
  .object({
    id: Id,
    title: Text,
    kind: TalkKind,
    year: Year.nullable(),
    venue: Text.describe("event or show"),
    location: z.string().nullable().describe("city"),
    with: z.array(Text).describe("co-speakers or hosts"),
    takeaway: Text.describe("one sentence"),
    url: Uri.describe("where to watch, listen or read"),
    archived: z.boolean().describe("true when url is a saved copy of a page that is gone"),
    links: z.array(Link),
    chapters: z.array(ChapterId),
    keywords: Keywords.optional(),
    date: MonthDate.optional().describe("the day or month it was given, where known"),
    page: Uri.describe("the talk on /agent"),
  })
  .openapi("Talk");
export type Talk = z.infer<typeof Talk>;

export const TalkSource = Talk.omit({ page: true }).strict();
export type TalkSource = z.infer<typeof TalkSource>;

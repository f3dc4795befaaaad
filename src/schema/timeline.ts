/** Timeline items (docs/contract.md#timelineitem): every role, oldest first, including those outside the chapters. */
import { z } from "@hono/zod-openapi";
import { Id, Keywords, MonthDate, Text, Texts, Uri, Year } from "./common.js";

export const TimelineItem = z
  .object({
    id: Id,
    when: Text.describe("years in words"),
    start: Year.nullable(),
    end: Year.nullable().describe("null when unknown or ongoing"),
    current: z.boolean().describe("true for the current role"),
    label: Text.describe("what happened"),
    organization: z.string().nullable(),
    role: z.string().nullable(),
    place: z.string().nullable(),
    summary: Text.describe("one or two sentences"),
    chapter: Id.nullable().describe("a chapter id, or null for roles outside the chapters"),
    startDate: MonthDate.optional().describe("start with its month (and day) where known"),
    endDate: MonthDate.optional().describe("end with its month (and day) where known"),
    description: Text.optional().describe("the role or the studies in full, as the record tells them"),
    highlights: Texts.optional().describe("what stood out in the role, one item each"),
    website: Uri.optional().describe("the organization's own site"),
    courses: Texts.optional().describe("courses taken, for studies"),
    score: Text.optional().describe("the grade or score, for studies"),
    keywords: Keywords.optional(),
    url: Uri.describe("entry on /agent"),
  })
  .openapi("TimelineItem");
export type TimelineItem = z.infer<typeof TimelineItem>;

export const TimelineSource = TimelineItem.omit({ url: true })
  .strict()
  .refine((t) => t.start === null || t.end === null || t.start <= t.end, {
    message: "start must not be after end",
    path: ["end"],
  });
export type TimelineSource = z.infer<typeof TimelineSource>;

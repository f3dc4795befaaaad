/** Chapters (docs/contract.md#chaptersummary, #chapterdetail): the parts of the story (the sample has six). */
import { z } from "@hono/zod-openapi";
import { ChapterId, Keywords, RelatedItem, Text, Uri } from "./common.js";

export const ChapterSummary = z
  .object({
    id: ChapterId,
    number: z.int().min(1).describe("position in story order"),
    name: Text.describe("short name of the chapter"),
    title: Text,
    years: z.string().nullable().describe("start year as shown on the 3D site; null when none shown"),
    period: Text.describe("years in words"),
    place: z.string().nullable().describe("where the subject lived during the chapter"),
    part: z.string().nullable().describe("which part of the robot on the 3D site shows the chapter; null when none"),
    oneLiner: Text,
    summary: Text.describe("one self-contained third-person sentence"),
    roles: z.array(z.object({ title: Text, organization: Text })).describe("oldest first"),
    organizations: z.array(
      z.object({
        name: Text,
        fullName: z.string().nullable().describe("full name when different"),
        url: Uri.nullable(),
        about: Text.optional().describe("what the organization is, as the record describes it"),
      }),
    ),
    links: z
      .object({
        api: Uri.describe("this chapter in the API"),
        html: Uri.describe("the chapter on /agent; the one to cite"),
        markdown: Uri,
        home: Uri.describe("the chapter on the 3D site"),
      })
      .openapi("ChapterLinks"),
  })
  .openapi("ChapterSummary");
export type ChapterSummary = z.infer<typeof ChapterSummary>;

const related = z.array(RelatedItem);

export const ChapterDetail = ChapterSummary.extend({
  panel: Text.describe("the chapter text on the 3D site's reading panel"),
  text: Text.describe("the subject's own words, first person, Markdown"),
  highlights: z.array(Text),
  stats: z.array(z.object({ value: Text, label: Text })),
  quote: z.object({ text: Text, source: Text.describe("who said it, where"), url: Uri.nullable() }).nullable(),
  keywords: Keywords.optional(),
  related: z
    .object({
      timeline: related,
      talks: related,
      writing: related,
      press: related,
      projects: related,
      practices: related,
    })
    .openapi("ChapterRelated"),
}).openapi("ChapterDetail");
export type ChapterDetail = z.infer<typeof ChapterDetail>;

/**
 * chapters/<n>-<id>.md: id and number come from the file name, text is the body, links and related are derived.
 * `part` belongs to the 3D site's robot: a record without that site leaves it out and the chapter shows none.
 */
export const ChapterSource = ChapterDetail.omit({
  id: true,
  number: true,
  text: true,
  links: true,
  related: true,
})
  .extend({ part: ChapterDetail.shape.part.optional() })
  .strict();
export type ChapterSource = z.infer<typeof ChapterSource>;

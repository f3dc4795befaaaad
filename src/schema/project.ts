/** Projects (docs/contract.md#project): what the subject built or led. */
import { z } from "@hono/zod-openapi";
import { ChapterId, Id, Keywords, Link, MonthDate, Text, Texts, Uri } from "./common.js";
import { Image, ImageFileSource } from "./image.js";

export const Project = z
  .object({
    id: Id,
    title: Text,
    organization: z.string().nullable(),
    years: z.string().nullable(),
    summary: Text,
    quote: z.string().nullable().describe("the subject's words about it"),
    links: z.array(Link),
    chapters: z.array(ChapterId),
    keywords: Keywords.optional(),
    type: Text.optional().describe('what kind of project, e.g. "application", "research"'),
    roles: Texts.optional().describe("the subject's parts in it"),
    highlights: Texts.optional().describe("what stood out, one item each"),
    startDate: MonthDate.optional().describe("start with its month (and day) where known"),
    endDate: MonthDate.optional().describe("end with its month (and day) where known"),
    page: Uri.describe("project on /agent"),
    image: Image.nullable().describe("a picture of the project in every size served, or null when it has none"),
  })
  .openapi("Project");
export type Project = z.infer<typeof Project>;

export const ProjectSource = Project.omit({ page: true, image: true })
  .extend({ image: ImageFileSource.optional() })
  .strict();
export type ProjectSource = z.infer<typeof ProjectSource>;

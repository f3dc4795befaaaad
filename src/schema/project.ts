/** Projects (docs/contract.md#project): what the subject built or led. */
import { z } from "@hono/zod-openapi";
import { ChapterId, Id, Keywords, Link, Text, Uri } from "./common.js";
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
    page: Uri.describe("project on /agent"),
    image: Image.nullable().describe("a picture of the project in every size served, or null when it has none"),
  })
  .openapi("Project");
export type Project = z.infer<typeof Project>;

export const ProjectSource = Project.omit({ page: true, image: true })
  .extend({ image: ImageFileSource.optional() })
  .strict();
export type ProjectSource = z.infer<typeof ProjectSource>;

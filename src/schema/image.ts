/**
 * Pictures in the content: the profile's photo and a record's image (a project's). The content names a JPEG or PNG
 * file in the content folder with its alt text; the build draws it in a few widths; the API states the largest
 * (and, for records, every size).
 */
import { z } from "@hono/zod-openapi";
import { Text, Uri } from "./common.js";

/** As written in the content: a file inside the content folder and what it shows (required with a picture). */
export const ImageFileSource = z
  .object({
    file: Text.regex(/^[\w./-]+\.(jpe?g|png)$/i, "a .jpg, .jpeg or .png file inside the content folder").refine(
      (f) => !f.split("/").includes(".."),
      "must stay inside the content folder",
    ),
    alt: Text.describe("what the picture shows"),
  })
  .strict();
export type ImageFileSource = z.infer<typeof ImageFileSource>;

const Pixels = z.int().positive().describe("pixels");

const Largest = z.object({
  url: Uri.describe("the largest size served (JPEG or PNG)"),
  alt: Text.describe("what the picture shows, for people who cannot see it"),
  width: Pixels,
  height: Pixels,
});

export const Photo = Largest.openapi("Photo");

export const ImageSize = z.object({ url: Uri, width: Pixels, height: Pixels }).openapi("ImageSize");

export const Image = Largest.extend({
  sizes: z
    .array(ImageSize)
    .min(1)
    .describe("every size served, narrowest first (a srcset's candidates); the last is `url`"),
}).openapi("Image");
export type Image = z.infer<typeof Image>;

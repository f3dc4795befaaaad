/**
 * The build's images for a content set, drawn as `npm run build` draws them (scripts/media.ts) and kept for the
 * rest of the test file: drawing them takes seconds, and the pictures do not depend on the test server's origin.
 */

import type { ContentFiles } from "../../src/content/compile.js";
import { type ImageInfo, imageInfo } from "../../src/content/image-size.js";
import type { MediaFile } from "../../src/media/bundle.js";
import { buildMedia } from "../../src/node/draw-media.js";
import { TEST_ORIGIN } from "./app.js";
import { compileOrThrow, contentFiles } from "./content.js";

const drawn = new Map<string, Promise<MediaFile[]>>();

export const testMedia = async (dir?: string, files?: ContentFiles): Promise<MediaFile[]> => {
  const key = dir ?? "(default)";
  let media = drawn.get(key);
  if (!media) {
    media = (async () => {
      const content = files ?? (await contentFiles(dir));
      return buildMedia(compileOrThrow(content, TEST_ORIGIN), content);
    })();
    drawn.set(key, media);
  }
  return media;
};

/** What a served image is, by its bytes (type, width, height), read as the content loader reads a file. */
export const servedImage = async (response: Response, type: string): Promise<ImageInfo | undefined> => {
  const bytes = Buffer.from(await response.arrayBuffer());
  return imageInfo(`data:${type};base64,${bytes.toString("base64")}`);
};

/**
 * A picture in the content (the profile's photo, a project's image): its source file, its alt text and the sizes the build draws
 * from it (src/media/), each with its path and pixel size, so pages can offer them in a srcset with width and
 * height before any is drawn. Sizes are never larger than the source.
 */
import type { Image } from "../schema/image.js";
import type { Collector, ContentFiles } from "./collector.js";
import { type ImageType, imageInfo } from "./image-size.js";

export interface PictureSize {
  readonly path: string;
  readonly width: number;
  readonly height: number;
}

export interface Picture {
  /** The source file's path inside content/. */
  readonly file: string;
  readonly alt: string;
  readonly type: ImageType;
  /** Narrowest first; the last is the largest. */
  readonly sizes: readonly [PictureSize, ...PictureSize[]];
}

/** Widths the photo is drawn at: a small avatar, the page's size, and twice it for dense screens. */
export const PHOTO_WIDTHS = [160, 320, 640] as const;

/**
 * Widths a record's image is drawn at: a thumbnail, a phone's column (twice for dense screens) and the reading
 * column at twice its size.
 */
export const RECORD_IMAGE_WIDTHS = [320, 640, 960] as const;

const EXTENSION: Record<ImageType, string> = { "image/jpeg": "jpg", "image/png": "png" };

/** `name` places the sizes: `photo` → `/assets/photo-320.jpg`, `projects/x` → `/assets/projects/x-320.png`. */
export const picture = (
  files: ContentFiles,
  c: Collector,
  where: { file: string; path: string },
  source: { file: string; alt: string },
  name: string,
  widths: readonly number[],
): Picture | undefined => {
  const text = files[source.file];
  const info = text === undefined ? undefined : imageInfo(text);
  if (!info) {
    c.add({
      ...where,
      message:
        text === undefined
          ? `no file ${source.file} in the content folder`
          : `${source.file} is not a JPEG or PNG image that can be read`,
    });
    return undefined;
  }
  const fitting = widths.filter((w) => w < info.width);
  const chosen = [...fitting, Math.min(info.width, widths.at(-1) ?? info.width)];
  const sizes = [...new Set(chosen)].map((width) => ({
    path: `/assets/${name}-${width}.${EXTENSION[info.type]}`,
    width,
    height: Math.round((info.height * width) / info.width),
  }));
  const [first, ...rest] = sizes;
  if (!first) return undefined;
  return { file: source.file, alt: source.alt, type: info.type, sizes: [first, ...rest] };
};

/** The picture as the API states it: every size as an absolute URL, the largest also on its own. */
export const imageOf = (p: Picture, at: (path: string) => string): Image => {
  const { path, width, height } = p.sizes.at(-1) ?? p.sizes[0];
  const sizes = p.sizes.map((s) => ({ url: at(s.path), width: s.width, height: s.height }));
  return { url: at(path), alt: p.alt, width, height, sizes };
};

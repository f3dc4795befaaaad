/**
 * A picture (the profile's photo, a record's image) in each size pages offer (content/picture.ts names them), resized
 * with jimp, a pure-JS image library: no native binaries at build. JPEG stays JPEG (quality 82: no visible loss at
 * these sizes), PNG stays PNG (it may hold transparency).
 */
import { Jimp } from "jimp";
import type { ContentFiles } from "../content/compile.js";
import { imageBytes } from "../content/image-size.js";
import type { Picture } from "../content/picture.js";
import type { MediaFile } from "./bundle.js";

const JPEG_QUALITY = 82;

export const pictureSizes = async (picture: Picture, files: ContentFiles): Promise<MediaFile[]> => {
  const source = imageBytes(files[picture.file] ?? "");
  if (!source) throw new Error(`${picture.file}: not a JPEG or PNG image`);
  const original = await Jimp.fromBuffer(source.bytes.buffer);
  const out: MediaFile[] = [];
  for (const { path, width, height } of picture.sizes) {
    const image = original.clone().resize({ w: width, h: height });
    const body =
      picture.type === "image/png"
        ? await image.getBuffer("image/png")
        : await image.getBuffer("image/jpeg", { quality: JPEG_QUALITY });
    out.push({ path, type: picture.type, body: new Uint8Array(body) });
  }
  return out;
};

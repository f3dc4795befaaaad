/**
 * The build's images (src/media/bundle.ts) on disk: `npm run build` draws them once and writes them beside the
 * bundle; a server whose content the build's snapshot does not fit renders its table again but reuses these
 * bytes, as drawing them needs build-only tools (fonts, WebAssembly) the runtime image does not carry.
 */
import { readFile } from "node:fs/promises";

export const MEDIA_NAME = "media.bin";

/** The encoded bundle, or undefined when absent (a server run from source before any build). */
export const readMediaBundle = async (file: string): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    return undefined;
  }
};

/**
 * An image file's type and pixel size from its first bytes (PNG's IHDR chunk, JPEG's start-of-frame marker),
 * without decoding it: compiling content stays pure and fast, and the page can state width and height before the
 * build has drawn a single size. Image files reach compile as data URLs (load.ts), like every other content file.
 */

export type ImageType = "image/jpeg" | "image/png";

export interface ImageInfo {
  readonly type: ImageType;
  readonly width: number;
  readonly height: number;
}

const DATA_URL = /^data:(image\/(?:jpeg|png));base64,(.*)$/s;

/** The bytes of an image content file (a data URL); undefined for anything else. */
export const imageBytes = (text: string): { type: ImageType; bytes: Uint8Array<ArrayBuffer> } | undefined => {
  const match = DATA_URL.exec(text);
  if (!match) return undefined;
  const binary = atob(match[2] ?? "");
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { type: match[1] as ImageType, bytes };
};

const pngSize = (view: DataView): { width: number; height: number } | undefined =>
  view.byteLength >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452
    ? { width: view.getUint32(16), height: view.getUint32(20) }
    : undefined;

/** Start-of-frame markers that carry the frame size: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const jpegSize = (view: DataView): { width: number; height: number } | undefined => {
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at + 9 < view.byteLength) {
    if (view.getUint8(at) !== 0xff) return undefined;
    const marker = view.getUint8(at + 1);
    if (isFrame(marker)) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
};

export const imageInfo = (text: string): ImageInfo | undefined => {
  const image = imageBytes(text);
  if (!image) return undefined;
  const view = new DataView(image.bytes.buffer);
  const size = image.type === "image/png" ? pngSize(view) : jpegSize(view);
  return size && size.width > 0 && size.height > 0 ? { type: image.type, ...size } : undefined;
};

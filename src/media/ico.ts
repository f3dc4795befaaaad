/**
 * A Windows icon file (.ico) holding PNG images, which every browser since IE Vista-era reads: the header, one
 * 16-byte directory entry per image, then the PNGs as they are. Browsers still ask for /favicon.ico on their
 * own, whatever the page links.
 */

export interface IcoImage {
  /** Square size in pixels, 1..256. */
  readonly size: number;
  readonly png: Uint8Array;
}

const HEADER = 6;
const ENTRY = 16;

export const encodeIco = (images: readonly IcoImage[]): Uint8Array<ArrayBuffer> => {
  const total = images.reduce((n, i) => n + i.png.byteLength, HEADER + ENTRY * images.length);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = HEADER + ENTRY * images.length;
  images.forEach(({ size, png }, i) => {
    const at = HEADER + ENTRY * i;
    view.setUint8(at, size >= 256 ? 0 : size); // 0 stands for 256
    view.setUint8(at + 1, size >= 256 ? 0 : size);
    view.setUint16(at + 4, 1, true); // colour planes
    view.setUint16(at + 6, 32, true); // bits per pixel
    view.setUint32(at + 8, png.byteLength, true);
    view.setUint32(at + 12, offset, true);
    out.set(png, offset);
    offset += png.byteLength;
  });
  return out;
};

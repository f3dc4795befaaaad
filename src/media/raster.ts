/**
 * satori (elements → SVG, text as outlines) then resvg (SVG → PNG), both WebAssembly or plain JS: no native
 * binaries, so the build runs wherever Node does. The caller hands in the font files and resvg's WebAssembly
 * module, so nothing here reads files.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import type { Element } from "./elements.js";

export interface Font {
  readonly name: string;
  readonly weight: 400 | 600 | 700;
  /** A WOFF, TTF or OTF file (satori reads no WOFF2). */
  readonly data: Uint8Array<ArrayBuffer>;
}

export interface Rasterizer {
  readonly svg: (element: Element, width: number, height: number) => Promise<string>;
  readonly png: (svg: string, width: number) => Uint8Array<ArrayBuffer>;
}

// resvg's module may be initialised once per process; a second build in the same process reuses it.
let ready: Promise<void> | undefined;

export const createRasterizer = async (fonts: readonly Font[], resvgWasm: Uint8Array): Promise<Rasterizer> => {
  ready ??= initWasm(resvgWasm);
  await ready;
  const satoriFonts = fonts.map(({ name, weight, data }) => ({
    name,
    weight,
    style: "normal" as const,
    // satori takes an ArrayBuffer: the file's own bytes, not the pool a Node Buffer may share.
    data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
  }));
  return {
    svg: (element, width, height) => satori(element, { width, height, fonts: satoriFonts }),
    png: (svg, width) => {
      const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width } });
      const image = resvg.render();
      const png = new Uint8Array(image.asPng());
      image.free();
      resvg.free();
      return png;
    },
  };
};

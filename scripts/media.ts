/**
 * The build's images (src/media/render-media.ts) with their inputs read from disk: Inter from @fontsource/inter
 * (WOFF: satori reads no WOFF2) and resvg's WebAssembly module. `npm run build` writes the result as
 * dist/media.bin; the Workers build compiles the same files into its bundle, and the export writes them out.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { ContentFiles } from "../src/content/compile.js";
import { PACKAGE_ROOT } from "../src/content/load.js";
import type { Site } from "../src/content/site.js";
import type { MediaFile } from "../src/media/bundle.js";
import type { Font } from "../src/media/raster.js";
import { renderMedia } from "../src/media/render-media.js";

const require = createRequire(import.meta.url);
const interFile = (weight: number): string =>
  join(PACKAGE_ROOT, "node_modules", "@fontsource", "inter", "files", `inter-latin-${weight}-normal.woff`);

const bytes = async (path: string): Promise<Uint8Array<ArrayBuffer>> => new Uint8Array(await readFile(path));

export const buildMedia = async (site: Site, files: ContentFiles): Promise<MediaFile[]> => {
  const fonts: Font[] = [
    { name: "Inter", weight: 400, data: await bytes(interFile(400)) },
    { name: "Inter", weight: 700, data: await bytes(interFile(700)) },
  ];
  const resvgWasm = await bytes(require.resolve("@resvg/resvg-wasm/index_bg.wasm"));
  return renderMedia(site, files, { fonts, resvgWasm });
};

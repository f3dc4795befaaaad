/**
 * The build's images and résumé PDF (src/media/render-media.ts) with their inputs read from disk: Inter from
 * @fontsource/inter and Fraunces from @fontsource/fraunces (WOFF: satori reads no WOFF2), resvg's WebAssembly
 * module, and the pages' own font files (render/web-fonts.ts), copied from @fontsource-variable as they are. `npm run build` writes the
 * result as dist/media.bin; the Workers build compiles the same files into its bundle, and the export writes
 * them out. A server run from its sources draws them too when its content is not the build's (server.ts): the
 * packages are development dependencies, there and in every build, but not in a production install.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import * as fontkit from "fontkit";
import { type ContentFiles, compileContent } from "../content/compile.js";
import { PACKAGE_ROOT } from "../content/load.js";
import type { Site } from "../content/site.js";
import { encodeMedia, type MediaFile } from "../media/bundle.js";
import type { Font } from "../media/raster.js";
import { renderMedia } from "../media/render-media.js";
import type { PdfFont } from "../media/resume-pdf.js";
import { FONT_TYPE, WEB_FONTS } from "../render/web-fonts.js";

const require = createRequire(import.meta.url);
const staticFont = (family: "inter" | "fraunces", weight: number, subset = "latin"): string =>
  join(PACKAGE_ROOT, "node_modules", "@fontsource", family, "files", `${family}-${subset}-${weight}-normal.woff`);
const interFile = (weight: number, subset = "latin"): string => staticFont("inter", weight, subset);

/** Every script @fontsource/inter ships, Latin first: the PDF draws each character in the first that has it. */
const PDF_SUBSETS = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"] as const;

export const pdfFonts = async (): Promise<PdfFont[]> =>
  Promise.all(
    ([400, 700] as const).flatMap((weight) =>
      PDF_SUBSETS.map(async (subset) => {
        const data = await bytes(interFile(weight, subset));
        const font = fontkit.create(Buffer.from(data));
        if (!("hasGlyphForCodePoint" in font)) throw new Error(`${interFile(weight, subset)}: not a single font`);
        return { weight, font, data };
      }),
    ),
  );

const bytes = async (path: string): Promise<Uint8Array<ArrayBuffer>> => new Uint8Array(await readFile(path));

export const buildMedia = async (site: Site, files: ContentFiles): Promise<MediaFile[]> => {
  const fonts: Font[] = [
    { name: "Inter", weight: 400, data: await bytes(interFile(400)) },
    { name: "Inter", weight: 700, data: await bytes(interFile(700)) },
    { name: "Fraunces", weight: 600, data: await bytes(staticFont("fraunces", 600)) },
  ];
  const resvgWasm = await bytes(require.resolve("@resvg/resvg-wasm/index_bg.wasm"));
  const drawn = await renderMedia(site, files, { fonts, resvgWasm, pdfFonts: await pdfFonts() });
  return [...drawn, ...(await webFontFiles())];
};

/** The pages' font files, served from the table beside the images. */
const webFontFiles = async (): Promise<MediaFile[]> =>
  Promise.all(
    WEB_FONTS.map(async (f) => ({ path: f.path, type: FONT_TYPE, body: await bytes(require.resolve(f.source)) })),
  );

/** The media of content as files, encoded as the build writes them; undefined when the content is invalid. */
export const drawEncoded = async (
  files: ContentFiles,
  baseUrl: string,
): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  const compiled = compileContent(files, baseUrl);
  return compiled.ok ? encodeMedia(await buildMedia(compiled.site, files)) : undefined;
};

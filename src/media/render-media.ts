/**
 * Every image the site serves, drawn from the content at build time (src/node/draw-media.ts runs it): one link preview
 * per page, the icons in each size browsers and phones ask for, the responsive sizes of the photo and of the
 * records' images, and the résumé as a PDF. Nothing here
 * runs when a request comes: the files go into the media bundle (bundle.ts) that every runtime serves as is.
 */
import type { ContentFiles } from "../content/compile.js";
import type { Site } from "../content/site.js";
import { RESUME_PDF_PATH } from "../content/urls.js";
import { pageList } from "../render/catalog.js";
import {
  APPLE_TOUCH_ICON_PATH,
  FAVICON_PATH,
  ICON_SVG_PATH,
  MANIFEST_ICON_SIZES,
  manifestIconPath,
  PDF_TYPE,
  PREVIEW_SIZE,
  previewImagePath,
} from "../render/media-paths.js";
import { initials } from "../render/monogram.js";
import { previewText } from "../render/preview.js";
import type { MediaFile } from "./bundle.js";
import { encodeIco } from "./ico.js";
import { ICON_SIZE, iconMark } from "./icon-mark.js";
import { pictureSizes } from "./photo-sizes.js";
import { previewCard } from "./preview-card.js";
import { createRasterizer, type Font } from "./raster.js";
import { type PdfFont, resumePdf } from "./resume-pdf.js";

export interface MediaInputs {
  readonly fonts: readonly Font[];
  readonly resvgWasm: Uint8Array;
  /** Inter in every script subset, for the résumé PDF. */
  readonly pdfFonts: readonly PdfFont[];
}

const PNG = "image/png";
/** Sizes inside favicon.ico: the tab, the taskbar and the desktop shortcut. */
const FAVICON_SIZES = [16, 32, 48] as const;
const APPLE_TOUCH_SIZE = 180;

const encoder = new TextEncoder();

/** `files` are the content files the site was compiled from: the pictures' sources are read from them. */
export const renderMedia = async (site: Site, files: ContentFiles, inputs: MediaInputs): Promise<MediaFile[]> => {
  const raster = await createRasterizer(inputs.fonts, inputs.resvgWasm);
  const { profile } = site;
  const mark = initials(profile);
  const out: MediaFile[] = [];

  for (const page of pageList(site)) {
    const text = previewText(site, page);
    const svg = await raster.svg(
      previewCard({
        initials: mark,
        name: profile.name,
        role: `${profile.jobTitle}, ${profile.company.name}`,
        title: text.title,
        address: text.address,
      }),
      PREVIEW_SIZE.width,
      PREVIEW_SIZE.height,
    );
    out.push({ path: previewImagePath(page.path), type: PNG, body: raster.png(svg, PREVIEW_SIZE.width) });
  }

  const rounded = await raster.svg(iconMark(mark, true), ICON_SIZE, ICON_SIZE);
  const square = await raster.svg(iconMark(mark, false), ICON_SIZE, ICON_SIZE);
  out.push({ path: ICON_SVG_PATH, type: "image/svg+xml", body: encoder.encode(rounded) });
  out.push({
    path: FAVICON_PATH,
    type: "image/x-icon",
    body: encodeIco(FAVICON_SIZES.map((size) => ({ size, png: raster.png(rounded, size) }))),
  });
  out.push({ path: APPLE_TOUCH_ICON_PATH, type: PNG, body: raster.png(square, APPLE_TOUCH_SIZE) });
  for (const size of MANIFEST_ICON_SIZES) {
    out.push({ path: manifestIconPath(size), type: PNG, body: raster.png(square, size) });
  }
  for (const picture of [...(site.photo ? [site.photo] : []), ...Object.values(site.pictures)]) {
    out.push(...(await pictureSizes(picture, files)));
  }
  out.push({ path: RESUME_PDF_PATH, type: PDF_TYPE, body: await resumePdf(site, inputs.pdfFonts) });
  return out;
};

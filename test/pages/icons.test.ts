/**
 * The icons a browser or phone asks for, as served: /favicon.ico a real ICO (PNG images inside), the SVG icon,
 * the 180×180 touch icon, the web manifest and the icons it lists; every page's head links them, root-relative.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageList } from "../../src/render/catalog.js";
import { testMedia } from "../support/media.js";
import { isPng, pngSize } from "../support/png.js";
import { type RunningServer, startServer } from "../support/server.js";

let server: RunningServer;
const get = (path: string): Promise<Response> => fetch(`${server.origin}${path}`);
const bytesOf = async (response: Response): Promise<Uint8Array> => new Uint8Array(await response.arrayBuffer());

beforeAll(async () => {
  server = await startServer({ media: await testMedia() });
});
afterAll(async () => {
  await server.close();
});

/** The ICO directory: each image's size and its bytes. */
const readIco = (bytes: Uint8Array): { size: number; image: Uint8Array }[] => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint16(0, true)).toBe(0);
  expect(view.getUint16(2, true)).toBe(1);
  return Array.from({ length: view.getUint16(4, true) }, (_, i) => {
    const at = 6 + 16 * i;
    const length = view.getUint32(at + 8, true);
    const offset = view.getUint32(at + 12, true);
    return { size: view.getUint8(at) || 256, image: bytes.subarray(offset, offset + length) };
  });
};

describe("icons", () => {
  it("serves /favicon.ico as an ICO holding 16, 32 and 48 pixel PNGs", async () => {
    const response = await get("/favicon.ico");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    expect(response.headers.get("etag")).toMatch(/^"/);
    const images = readIco(await bytesOf(response));
    expect(images.map((i) => i.size)).toEqual([16, 32, 48]);
    for (const { size, image } of images) {
      expect(isPng(image)).toBe(true);
      expect(pngSize(image)).toEqual({ width: size, height: size });
    }
  });

  it("serves the SVG icon, drawn without a font dependency", async () => {
    const response = await get("/assets/icon.svg");
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // The initials are outlines, so the icon looks the same whatever fonts the viewer has.
    expect(svg).not.toContain("<text");
  });

  it("serves a 180×180 apple-touch-icon", async () => {
    const response = await get("/apple-touch-icon.png");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(pngSize(await bytesOf(response))).toEqual({ width: 180, height: 180 });
  });

  it("serves a web manifest whose icons all answer at their stated size", async () => {
    const response = await get("/site.webmanifest");
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe(server.site.title);
    expect(manifest.start_url).toBe("/");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of manifest.icons) {
      const file = await get(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type"), icon.src).toBe(icon.type);
      if (icon.type === "image/png") {
        const [w, h] = icon.sizes.split("x").map(Number);
        expect(pngSize(await bytesOf(file)), icon.src).toEqual({ width: w, height: h });
      }
    }
  });

  it("links every icon and the manifest from every page's head, root-relative", async () => {
    for (const page of pageList(server.site)) {
      const head = (await (await get(page.path)).text()).split("</head>")[0] ?? "";
      for (const link of [
        '<link rel="icon" href="/favicon.ico" sizes="32x32"/>',
        '<link rel="icon" type="image/svg+xml" href="/assets/icon.svg"/>',
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
        '<link rel="manifest" href="/site.webmanifest"/>',
      ]) {
        expect(head, `${page.path} ${link}`).toContain(link);
      }
    }
  });
});

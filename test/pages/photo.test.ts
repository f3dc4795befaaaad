/**
 * The optional photo: a JPEG in the content folder named in profile.md with its alt text. The sample ships none
 * (pages show initials, the API says null); this fixture adds one, drawn here with jimp, and follows it through
 * the loader, compile, the build's sizes, the pages and the API.
 */
import { Jimp } from "jimp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentFiles } from "../../src/content/compile.js";
import { compileContent } from "../../src/content/compile.js";
import { imageInfo } from "../../src/content/image-size.js";
import { loadContentFiles } from "../../src/content/load.js";
import { sampleFiles } from "../support/content.js";
import { applyAll, patchYaml, withFile, writeContentDir } from "../support/content-edits.js";
import { servedImage, testMedia } from "../support/media.js";
import { type RunningServer, startServer } from "../support/server.js";

const ALT = "Kyle in a grey sweater in front of a whiteboard of sketches";

/** A 900×1200 portrait JPEG: a two-colour split, enough to tell a resize from a crop. */
const portraitJpeg = async (): Promise<string> => {
  const image = new Jimp({ width: 900, height: 1200, color: 0xb3411aff });
  image.scan(0, 600, 900, 600, (_x, _y, idx) => {
    image.bitmap.data[idx] = 0x1d;
  });
  const bytes = await image.getBuffer("image/jpeg", { quality: 90 });
  return `data:image/jpeg;base64,${bytes.toString("base64")}`;
};

const withPhoto = (files: ContentFiles, jpeg: string, photo: Record<string, string>): ContentFiles =>
  applyAll(
    files,
    (f) => withFile(f, "photo.jpg", jpeg),
    (f) =>
      patchYaml<Record<string, unknown>>(f, "profile.md", (data) => {
        data.photo = photo;
        return undefined;
      }),
  );

let files: ContentFiles;
let server: RunningServer;
const get = (path: string) => fetch(`${server.origin}${path}`);

beforeAll(async () => {
  files = withPhoto(await sampleFiles(), await portraitJpeg(), { file: "photo.jpg", alt: ALT });
  server = await startServer({ files, media: await testMedia("with-photo", files) });
});
afterAll(async () => {
  await server.close();
});

describe("a photo in the content", () => {
  it("is read by the loader as a data URL beside the texts", async () => {
    const dir = await writeContentDir(files);
    try {
      const loaded = await loadContentFiles(dir.dir);
      expect(loaded["photo.jpg"]?.startsWith("data:image/jpeg;base64,")).toBe(true);
      expect(imageInfo(loaded["photo.jpg"] ?? "")).toEqual({ type: "image/jpeg", width: 900, height: 1200 });
    } finally {
      await dir.remove();
    }
  });

  it("compiles into three sizes, never wider than the source, and an additive field of the profile", () => {
    const { photo, profile } = server.site;
    expect(photo?.sizes).toEqual([
      { path: "/assets/photo-160.jpg", width: 160, height: 213 },
      { path: "/assets/photo-320.jpg", width: 320, height: 427 },
      { path: "/assets/photo-640.jpg", width: 640, height: 853 },
    ]);
    expect(profile.photo).toEqual({ url: `${server.origin}/assets/photo-640.jpg`, alt: ALT, width: 640, height: 853 });
  });

  it("serves each size as a JPEG of the stated size", async () => {
    for (const { path, width, height } of server.site.photo?.sizes ?? []) {
      const response = await get(path);
      expect(response.headers.get("content-type"), path).toBe("image/jpeg");
      expect(await servedImage(response, "image/jpeg"), path).toEqual({
        type: "image/jpeg",
        width,
        height,
      });
    }
  });

  it("shows on the home and about pages with a srcset, its size and its alt text", async () => {
    for (const path of ["/", "/about"]) {
      const html = await (await get(path)).text();
      // The home page's portrait is also the h-card's photo (u-photo).
      expect(html, path).toMatch(
        /<img class="portrait( u-photo)?" src="\/assets\/photo-320\.jpg" srcset="\/assets\/photo-160\.jpg 160w, \/assets\/photo-320\.jpg 320w, \/assets\/photo-640\.jpg 640w"/,
      );
      expect(html, path).toContain(`width="320" height="427" alt="${ALT}"`);
      expect(html, path).not.toContain('class="portrait monogram"');
    }
  });

  it("is the Person's image in the JSON-LD of the home and about pages", async () => {
    const photo = server.site.profile.photo;
    for (const path of ["/", "/about"]) {
      const html = await (await get(path)).text();
      const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}";
      const data = JSON.parse(json) as { mainEntity?: Record<string, unknown> } & Record<string, unknown>;
      const person = data.mainEntity ?? data;
      expect(person.image, path).toEqual({
        "@type": "ImageObject",
        url: photo?.url,
        width: photo?.width,
        height: photo?.height,
        caption: ALT,
      });
    }
  });

  it("is in the API's profile", async () => {
    const { data } = (await (await get("/api/v1/profile")).json()) as { data: { photo: unknown } };
    expect(data.photo).toEqual(server.site.profile.photo);
  });

  it("must have alt text and a readable file", async () => {
    const jpeg = await portraitJpeg();
    const problems = (edited: ContentFiles) => {
      const result = compileContent(edited, "https://example.com");
      return result.ok ? [] : result.problems.map((p) => `${p.file} ${p.path}: ${p.message}`);
    };
    const sample = await sampleFiles();
    expect(problems(withPhoto(sample, jpeg, { file: "photo.jpg" }))).toEqual([
      expect.stringMatching(/^profile\.md photo\.alt: /),
    ]);
    expect(problems(withPhoto(sample, jpeg, { file: "missing.jpg", alt: ALT }))).toEqual([
      "profile.md photo.file: no file missing.jpg in the content folder",
    ]);
    expect(problems(withPhoto(sample, "data:image/jpeg;base64,AAAA", { file: "photo.jpg", alt: ALT }))).toEqual([
      "profile.md photo.file: photo.jpg is not a JPEG or PNG image that can be read",
    ]);
    expect(problems(withPhoto(sample, jpeg, { file: "../photo.jpg", alt: ALT }))).toHaveLength(1);
  });
});

describe("no photo (the sample)", () => {
  it("shows the initials instead, hidden from screen readers, and the API says null", async () => {
    // The sample's own copy, whatever CONTENT_DIR names: it ships no photo, and its initials are KL.
    const plain = await startServer({ files: await sampleFiles() });
    try {
      const html = await (await fetch(`${plain.origin}/`)).text();
      expect(html).toMatch(/<svg class="portrait monogram"[^>]*aria-hidden="true"[^>]*>.*KL<\/text><\/svg>/s);
      // No photo, no image in the JSON-LD: the initials are a drawing, not a picture of the person.
      const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}";
      expect(JSON.parse(json)).not.toHaveProperty("image");
      const { data } = (await (await fetch(`${plain.origin}/api/v1/profile`)).json()) as { data: { photo: unknown } };
      expect(data.photo).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

/**
 * Optional project images: a project in projects.yaml names a PNG or JPEG in the content folder with its alt text.
 * The sample gives two projects one; they are followed through compile, the build's sizes, the table, /agent,
 * /resume and the API. A record whose projects have none (the second person) shows no image and says null.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentFiles, compileContent } from "../../src/content/compile.js";
import { RECORD_IMAGE_WIDTHS } from "../../src/content/picture.js";
import { SAMPLE_DIR, sampleFiles, secondPersonFiles } from "../support/content.js";
import { patchItem, withFile } from "../support/content-edits.js";
import { servedImage, testMedia } from "../support/media.js";
import { type RunningServer, startServer } from "../support/server.js";

interface ApiImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  sizes: { url: string; width: number; height: number }[];
}
interface ApiProject {
  id: string;
  image: ApiImage | null;
}

const WITH_IMAGE = ["campus-daily-redesign", "org-a-foundations"];

let server: RunningServer;
const get = (path: string) => fetch(`${server.origin}${path}`);
const projects = async (origin: string): Promise<ApiProject[]> =>
  ((await (await fetch(`${origin}/api/v1/projects`)).json()) as { data: ApiProject[] }).data;

beforeAll(async () => {
  server = await startServer({ files: await sampleFiles(), media: await testMedia(SAMPLE_DIR) });
});
afterAll(async () => {
  await server.close();
});

describe("project images in the sample", () => {
  it("are stated by the API in every size drawn, the largest first-class, and null for the other projects", async () => {
    const data = await projects(server.origin);
    expect(data.filter((p) => p.image !== null).map((p) => p.id)).toEqual(WITH_IMAGE);
    const image = data.find((p) => p.id === "org-a-foundations")?.image;
    const at = (width: number) => `${server.origin}/assets/projects/org-a-foundations-${width}.png`;
    expect(image).toEqual({
      url: at(960),
      alt: expect.stringMatching(/^An abstract design-system sheet/),
      width: 960,
      height: 540,
      sizes: RECORD_IMAGE_WIDTHS.map((w) => ({ url: at(w), width: w, height: (w * 9) / 16 })),
    });
  });

  it("serves each size as a PNG of its stated size, with an ETag", async () => {
    for (const project of await projects(server.origin)) {
      for (const { url, width, height } of project.image?.sizes ?? []) {
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type"), url).toBe("image/png");
        expect(response.headers.get("etag"), url).toMatch(/^"/);
        expect(await servedImage(response, "image/png"), url).toEqual({
          type: "image/png",
          width,
          height,
        });
      }
    }
  });

  it("shows on the project's section of /agent with srcset, width, height and alt, loaded lazily", async () => {
    const html = await (await get("/agent")).text();
    for (const id of WITH_IMAGE) {
      const section = html.match(new RegExp(`<article class="record" id="project-${id}">.*?</article>`, "s"))?.[0];
      expect(section, id).toContain(
        `<img class="record-image" src="/assets/projects/${id}-640.png" srcset="/assets/projects/${id}-320.png 320w, /assets/projects/${id}-640.png 640w, /assets/projects/${id}-960.png 960w" sizes="(min-width: 47rem) 44rem, calc(100vw - 2.5rem)" width="640" height="360" alt="An abstract`,
      );
      expect(section, id).toMatch(/loading="lazy" decoding="async"/);
    }
    const others = html.match(/<article class="record" id="project-ledbetter-studio-client-work">.*?<\/article>/s);
    expect(others?.[0]).not.toContain("<img");
  });

  it("is linked, largest size, from the project's record in /agent.md", async () => {
    const markdown = await (await get("/agent.md")).text();
    for (const id of WITH_IMAGE) {
      expect(markdown, id).toMatch(
        new RegExp(`- Image: \\[An abstract [^\\]]+\\]\\(${server.origin}/assets/projects/${id}-960\\.png\\)`),
      );
    }
    expect(markdown.match(/^- Image: /gm)).toHaveLength(WITH_IMAGE.length);
  });

  it("shows as a thumbnail in the résumé's projects, left out of print", async () => {
    const html = await (await get("/resume")).text();
    const projectsSection = html.match(/<section class="resume-section" aria-labelledby="projects">.*?<\/section>/s);
    const thumbs = projectsSection?.[0].match(/<img class="thumb"[^>]*>/g) ?? [];
    expect(thumbs).toHaveLength(WITH_IMAGE.length);
    for (const thumb of thumbs)
      expect(thumb).toMatch(/sizes="7rem" width="640" height="360" alt="An abstract.*loading="lazy"/);
    const css = await (await get("/assets/site.css")).text();
    expect(css).toMatch(/@media print \{[^@]*\.thumb[^{]*\{ display: none; \}/);
  });
});

describe("a project image in the content", () => {
  const problems = (edited: ContentFiles): string[] => {
    const result = compileContent(edited, "https://example.com");
    return result.ok ? [] : result.problems.map((p) => `${p.file} ${p.path}: ${p.message}`);
  };
  const withImage = (files: ContentFiles, image: Record<string, string>): ContentFiles =>
    patchItem(files, "projects.yaml", 2, (item) => {
      item.image = image;
    });

  it("must have alt text, an existing file, a readable image and a path inside the folder", async () => {
    const sample = await sampleFiles();
    expect(problems(withImage(sample, { file: "images/org-a-foundations.png" }))).toEqual([
      expect.stringMatching(/^projects\.yaml \[2\]\.image\.alt: /),
    ]);
    expect(problems(withImage(sample, { file: "images/missing.png", alt: "A picture" }))).toEqual([
      "projects.yaml [2].image.file: no file images/missing.png in the content folder",
    ]);
    const broken = withFile(sample, "images/broken.png", "data:image/png;base64,AAAA");
    expect(problems(withImage(broken, { file: "images/broken.png", alt: "A picture" }))).toEqual([
      "projects.yaml [2].image.file: images/broken.png is not a JPEG or PNG image that can be read",
    ]);
    expect(problems(withImage(sample, { file: "../org-a-foundations.png", alt: "A picture" }))).toHaveLength(1);
  });
});

describe("no project images (the second person)", () => {
  it("shows no image on /agent or /resume, and the API says null for each project", async () => {
    const plain = await startServer({ files: await secondPersonFiles() });
    try {
      const data = await projects(plain.origin);
      expect(data.length).toBeGreaterThan(0);
      expect(data.map((p) => p.image)).toEqual(data.map(() => null));
      for (const path of ["/agent", "/resume"]) {
        const html = await (await fetch(`${plain.origin}${path}`)).text();
        expect(html, path).not.toMatch(/class="(record-image|thumb)"/);
      }
    } finally {
      await plain.close();
    }
  });
});

/**
 * A record unlike the sample's in shape: two chapters (not six), none of them a part of the robot, a data journalist
 * rather than a designer (test/fixtures/two-chapters). The copy the code writes around the content must fit it: the
 * chapters counted as they are, no robot where no chapter is one of its parts, no design words, and every example
 * the service offers (the API index's URLs, the search hint, the OpenAPI examples) answering on this record.
 */
import { resolve } from "node:path";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { chaptersInWords, type Site } from "../../src/content/site.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";

const DIR = resolve(import.meta.dirname, "../fixtures/two-chapters");

/** Copy written for the sample's shape that no other record may show. */
const SAMPLE_SHAPE = [/\bsix chapters\b/i, /\bdesign projects\b/i, /\bUX practices\b/i, /\bdesign systems\b/i];

interface ApiIndex {
  readonly data: { readonly endpoints: readonly { readonly url: string }[] };
}
interface SearchBody {
  readonly data: readonly unknown[];
}

describe("a record of two chapters, without a robot", () => {
  let site: Site;
  let app: Hono;
  const get = (url: string) => app.request(url.startsWith(TEST_ORIGIN) ? url.slice(TEST_ORIGIN.length) : url);

  beforeAll(async () => {
    site = await testSite(TEST_ORIGIN, await contentFiles(DIR));
    app = await testApp({ site });
  });

  it("is the shape this suite is about", () => {
    expect(site.chapters).toHaveLength(2);
    expect(site.chapters.some((c) => c.part)).toBe(false);
  });

  it("answers every example URL the API index gives, and its example search finds something", async () => {
    const index = (await (await get("/api/v1")).json()) as ApiIndex;
    for (const { url } of index.data.endpoints) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      if (url.includes("/search?")) expect(((await res.json()) as SearchBody).data.length, url).toBeGreaterThan(0);
    }
  });

  it("gives a search example in the missing-parameter hint and in OpenAPI that finds something here", async () => {
    const hint = ((await (await get("/api/v1/search")).json()) as { error: { hint: string } }).error.hint;
    const path = /\/api\/v1\/search\?q=[^\s.]+(?:\.[^\s.]+)*/.exec(hint)?.[0] ?? "";
    expect(path, hint).not.toBe("");
    expect(((await (await get(path)).json()) as SearchBody).data.length, path).toBeGreaterThan(0);
    const openapi = JSON.stringify(await (await get("/openapi.json")).json());
    expect(openapi).toContain(`"example":"${site.chapters.at(-1)?.id}"`);
  });

  it("counts its own chapters and speaks of no robot and no design work on every page, twin and document", async () => {
    const paths = ["/", "/index.md", "/agent", "/agent.md", "/llms.txt", "/llms-full.txt", "/openapi.json", "/api/v1"];
    for (const path of [...paths, "/.well-known/mcp", "/.well-known/agent-skills/index.json"]) {
      const text = await (await get(path)).text();
      // The matches, not the whole document, in a failure's message. The contract's `part` field speaks of the robot
      // in the API's documents; the pages' copy must not.
      const robot = path.startsWith("/index") || path === "/" ? [/part of the robot/] : [];
      const found = [...SAMPLE_SHAPE, ...robot].flatMap((pattern) => text.match(pattern) ?? []);
      expect(found, path).toEqual([]);
    }
    const agent = await (await get("/agent")).text();
    const twin = await (await get("/agent.md")).text();
    for (const text of [agent, twin]) expect(text).toContain(`outside the ${chaptersInWords(site)}`);
  });

  it("links each chapter's twin to the home page, not to a 3D site the record does not have", async () => {
    for (const chapter of site.chapters) {
      const twin = await (await get(`/story/${chapter.id}.md`)).text();
      expect(twin, chapter.id).not.toMatch(/3D site/);
      expect(twin, chapter.id).toContain(`[On the home page](${chapter.links.home})`);
    }
  });
});

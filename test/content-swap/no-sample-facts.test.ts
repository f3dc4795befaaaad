/**
 * The service holds no fact or copy about the shipped sample's person. Compiled from the second person's record
 * (test/fixtures/second-person), no surface may name the sample person, their places, their organizations or
 * use their pronouns: every page and its Markdown twin, the llms files, OpenAPI, the discovery files, the API's
 * responses (errors included), and everything an MCP client reads (identity, instructions, tools and their
 * results, prompts, resources). The surfaces are found by crawling, not listed, so a new one is covered too.
 * What counts as the sample's facts is read from sample/ itself (support/sample-facts.ts).
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECOND_PERSON_DIR, sampleFiles, secondPersonFiles, yamlOf } from "../support/content.js";
import { createCrawler } from "../support/crawl.js";
import { readEverything } from "../support/mcp-client.js";
import { testMedia } from "../support/media.js";
import { type Fact, factsOf, findLeaks, type Leak } from "../support/sample-facts.js";
import { type RunningServer, startServer } from "../support/server.js";
import { requireTool } from "../support/tool-gate.js";

/** poppler's reader; missing, this skips here and fails under CI (test/support/tool-gate.ts). */
const PDFTOTEXT = requireTool("pdftotext");

/** The text of the PDF at `url`, as poppler extracts it. */
const pdfText = async (url: string): Promise<string> => {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  const run = spawnSync(PDFTOTEXT ?? "", ["-", "-"], { input: bytes, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`pdftotext failed on ${url}: ${run.stderr}`);
  return run.stdout;
};

interface Surface {
  readonly where: string;
  readonly text: string;
}

/** Requests whose answers are built by code rather than read from a record: errors and refusals. */
const ERROR_REQUESTS: readonly { path: string; method?: string; accept?: string }[] = [
  { path: "/api/v1/chapters/nope" },
  { path: "/api/v1/search" },
  { path: "/api/v1/search?q=a" },
  { path: "/api/v1/search?q=design&type=video" },
  { path: "/api/v1/nothing-here" },
  { path: "/api/v1/profile", method: "POST" },
  { path: "/no-such-page" },
  { path: "/no-such-page", accept: "text/markdown" },
  { path: "/story/nope" },
  { path: "/mcp" },
];

/** Headers that carry hashes, dates or counters rather than words. */
const SKIPPED_HEADERS = new Set(["etag", "date", "ratelimit", "ratelimit-policy", "content-length"]);

const headerText = (headers: Headers): string =>
  [...headers]
    .filter(([name]) => !SKIPPED_HEADERS.has(name))
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");

describe.skipIf(PDFTOTEXT === undefined)("a service compiled from another person's record", () => {
  let server: RunningServer;
  let facts: Fact[];
  const surfaces: Surface[] = [];

  beforeAll(async () => {
    facts = factsOf(await sampleFiles());
    // With the images the build draws for that record, as production serves them, so the crawl finds every icon.
    const files = await secondPersonFiles();
    server = await startServer({ files, media: await testMedia(SECOND_PERSON_DIR, files) });
    const { origin } = server;
    const crawler = createCrawler(origin);
    const problems = await crawler.crawl(["/api/v1"]);
    if (problems.length > 0) throw new Error(`the crawl found broken links:\n${problems.join("\n")}`);
    for (const [url, fetched] of crawler.fetched) {
      // A web font's bytes are glyphs, not words: any "he" in them is chance.
      if (fetched.type.startsWith("font/")) continue;
      // A PDF's words are in compressed streams: read as the text a reader would extract.
      const text = fetched.type.startsWith("application/pdf") ? await pdfText(url) : fetched.body;
      surfaces.push({ where: `GET ${url}`, text });
    }
    for (const [url, fetched] of crawler.fetched) {
      if (!fetched.type.startsWith("text/html")) continue;
      const twin = await fetch(url, { headers: { Accept: "text/markdown" } });
      surfaces.push({ where: `GET ${url} (Accept: text/markdown)`, text: await twin.text() });
      surfaces.push({ where: `GET ${url} headers`, text: headerText(twin.headers) });
    }
    for (const { path, method = "GET", accept = "*/*" } of ERROR_REQUESTS) {
      const res = await fetch(`${origin}${path}`, { method, headers: { Accept: accept } });
      surfaces.push({
        where: `${method} ${path} (${res.status})`,
        text: `${headerText(res.headers)}\n\n${await res.text()}`,
      });
    }
    for (const { where, text } of await readEverything(origin)) surfaces.push({ where: `MCP ${where}`, text });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is crawled wide: pages, twins, discovery files, API responses and MCP", async () => {
    const wheres = surfaces.map((s) => s.where).join("\n");
    for (const path of ["/agent", "/resume", "/developers", "/story/org-c-ai", "/llms-full.txt", "/openapi.json"]) {
      expect(wheres).toContain(`${server.origin}${path}\n`);
    }
    for (const path of ["/api/v1/profile", "/api/v1/chapters/org-b", "/api/v1/talks", "/api/v1/search?q="]) {
      expect(wheres).toContain(`${server.origin}${path}`);
    }
    for (const method of ["tools/list", "tools/call search", "prompts/get", "resources/read", "initialize"]) {
      expect(wheres).toContain(`MCP ${method}`);
    }
    // The surfaces speak of the second person, so a missing name below is not an empty response.
    const { name } = yamlOf(await secondPersonFiles(), "profile.md");
    const naming = surfaces.filter((s) => s.text.includes(String(name)));
    expect(naming.length).toBeGreaterThan(surfaces.length / 4);
  });

  it("names none of the sample person's names, places, organizations or pronouns", () => {
    // One line per surface and fact, with how often it occurs and the first place, so the report stays readable.
    const leaks = surfaces.flatMap(({ where, text }) => {
      const byTerm = new Map<string, Leak[]>();
      for (const leak of findLeaks(text, facts)) {
        const term = `${leak.fact.kind} "${leak.fact.term}"`;
        byTerm.set(term, [...(byTerm.get(term) ?? []), leak]);
      }
      return [...byTerm].map(([term, found]) => {
        const times = found.length > 1 ? ` ×${found.length}` : "";
        return `${where}: ${term}${times}, e.g. «${found[0]?.context}»`;
      });
    });
    expect(leaks).toEqual([]);
  });
});

describe("the sample's facts", () => {
  let facts: Fact[];
  beforeAll(async () => {
    facts = factsOf(await sampleFiles());
  });

  it("are read from sample/: the names, places, organizations and pronouns it declares", async () => {
    const files = await sampleFiles();
    const profile = yamlOf(files, "profile.md");
    const site = yamlOf(files, "site.yaml");
    const terms = facts.map((f) => f.term);
    expect(terms).toEqual(expect.arrayContaining([profile.name, profile.givenName, profile.familyName]));
    expect(terms).toEqual(
      expect.arrayContaining(Object.values((site.subject as { pronouns: Record<string, string> }).pronouns)),
    );
    for (const kind of ["name", "place", "organization", "pronoun"]) {
      expect(
        facts.some((f) => f.kind === kind),
        kind,
      ).toBe(true);
    }
  });

  it("are found in the sample's own copy, as whole words, and not in the ids the contract fixes", async () => {
    const files = await sampleFiles();
    const intro = String((yamlOf(files, "site.yaml").llms as { intro: string }).intro);
    const found = new Set(findLeaks(intro, facts).map((l) => l.fact.kind));
    expect([...found].sort()).toEqual(["name", "organization", "place", "pronoun"]);
    expect(findLeaks("This history, with the theme of the chapter.", facts)).toEqual([]);
    expect(findLeaks("/story/austin.md #chapter-louisiana /api/v1/chapters/org-a", facts)).toEqual([]);
  });
});

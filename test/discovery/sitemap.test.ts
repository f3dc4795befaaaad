import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatLinks } from "../../src/discovery/formats/index.js";
import { brokenLinks } from "../support/live.js";
import { testMedia } from "../support/media.js";
import { type RunningServer, startServer } from "../support/server.js";
import { requireTool } from "../support/tool-gate.js";

const XSD = fileURLToPath(new URL("../../node_modules/sitemap/schema/sitemap.xsd", import.meta.url));
/** Missing, the XSD check skips here and fails under CI (test/support/tool-gate.ts). */
const XMLLINT = requireTool("xmllint");

describe("/sitemap.xml", () => {
  let server: RunningServer;
  let res: Response;
  let xml: string;
  let workDir: string;
  beforeAll(async () => {
    // With the build's files: the sitemap lists the résumé PDF, which the build draws.
    server = await startServer({ media: await testMedia() });
    res = await fetch(`${server.origin}/sitemap.xml`);
    xml = await res.text();
    workDir = await mkdtemp(join(tmpdir(), "sitemap-"));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
    await server.close();
  });

  const locs = (): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");

  it("is XML", () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  });

  it.skipIf(XMLLINT === undefined)("validates against the sitemaps.org XSD", async () => {
    const file = join(workDir, "sitemap.xml");
    await writeFile(file, xml);
    const run = spawnSync(XMLLINT ?? "xmllint", ["--noout", "--nonet", "--schema", XSD, file], { encoding: "utf8" });
    expect(run.stderr).toContain("validates");
    expect(run.status, run.stderr).toBe(0);
  });

  it("lists every HTML page and every file in another format once, by absolute URL, dated with the content date", () => {
    const { urls, chapters, updated } = server.site;
    const expected = [
      "/",
      "/agent",
      "/resume",
      "/about",
      "/contact",
      "/privacy",
      "/developers",
      "/developers/errors",
      ...chapters.map((chapter) => `/story/${chapter.id}`),
      "/resume.json",
      "/feed.xml",
      "/feed.json",
      "/contact.vcf",
      "/resume.pdf",
    ].map((path) => urls.at(path));
    expect(chapters).toHaveLength(6);
    expect(locs().sort()).toEqual(expected.sort());
    const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
    expect(lastmods).toEqual(expected.map(() => updated));
  });

  it("every URL answers 200 with its media type", async () => {
    const formats = new Map(formatLinks(server.site.urls).map((f) => [f.url, f.type]));
    const pages = locs().map((href) => ({ href, type: formats.get(href) ?? "text/html" }));
    expect(await brokenLinks(pages, server.site.urls.mcp)).toEqual([]);
  });
});

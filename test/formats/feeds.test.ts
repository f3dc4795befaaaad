/**
 * /feed.xml (Atom 1.0) and /feed.json (JSON Feed 1.1) parsed back by real feed parsers. No package on npm or
 * Debian ships the Atom RELAX NG schema (RFC 4287 Appendix B), so the Atom is held to a strict XML parser
 * (xmllint) and to RFC 4287's element rules, checked on the parsed document.
 */
import { spawnSync } from "node:child_process";
import { parseFeed } from "@rowanmanning/feed-parser";
import { parseAtomFeed, parseJsonFeed } from "feedsmith";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../src/content/site.js";
import type { JsonFeed } from "../../src/discovery/formats/json-feed.js";
import { TEST_ORIGIN, testApp, testSite } from "../support/app.js";
import { requireTool } from "../support/tool-gate.js";

/** Missing, the strict-parser check skips here and fails under CI (test/support/tool-gate.ts). */
const XMLLINT = requireTool("xmllint");

/** Talks and writing, newest year first, undated last: the order both feeds must keep. */
const expectedPages = (site: Site): string[] =>
  [...site.talks, ...site.writing]
    .map((r, i) => ({ page: r.page, year: r.year ?? -Infinity, i }))
    .sort((a, b) => b.year - a.year || a.i - b.i)
    .map((r) => r.page);

describe("/feed.xml and /feed.json", () => {
  let app: Hono;
  let site: Site;
  let atom: string;
  let json: JsonFeed;
  beforeAll(async () => {
    app = await testApp();
    site = await testSite();
    const [xmlRes, jsonRes] = await Promise.all([app.request("/feed.xml"), app.request("/feed.json")]);
    expect(xmlRes.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(jsonRes.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
    atom = await xmlRes.text();
    json = (await jsonRes.json()) as JsonFeed;
  });

  it.skipIf(XMLLINT === undefined)("the Atom is well-formed XML to a strict parser (xmllint)", () => {
    const xmllint = XMLLINT ?? "xmllint";
    const run = spawnSync(xmllint, ["--noout", "--nonet", "-"], { input: atom, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const broken = spawnSync(xmllint, ["--noout", "--nonet", "-"], {
      input: atom.replace("</feed>", ""),
      encoding: "utf8",
    });
    expect(broken.status).not.toBe(0);
  });

  it("parses back as Atom with @rowanmanning/feed-parser: every talk and piece of writing, newest first", () => {
    const feed = parseFeed(atom);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe(`${site.profile.name}: talks and writing`);
    expect(feed.self).toBe(`${TEST_ORIGIN}/feed.xml`);
    expect(feed.updated?.toISOString()).toBe(`${site.updated}T00:00:00.000Z`);
    expect(feed.items.map((item) => item.url)).toEqual(expectedPages(site));
    expect(feed.items.map((item) => item.id)).toEqual(expectedPages(site));
    for (const item of feed.items) expect(item.updated?.toISOString()).toBe(`${site.updated}T00:00:00.000Z`);
    const first = site.talks[0];
    expect(feed.items.find((item) => item.url === first?.page)?.title).toBe(first?.title);
  });

  it("meets RFC 4287's element rules, read by a second parser (feedsmith)", () => {
    const feed = parseAtomFeed(atom);
    // §4.1.1: one id, title and updated; an author on the feed covers every entry (§4.2.1).
    expect(feed.id).toBe(`${TEST_ORIGIN}/feed.xml`);
    expect(feed.title).toBeTruthy();
    expect(feed.updated).toBeTruthy();
    expect(feed.authors?.[0]?.name).toBe(site.profile.name);
    const links = feed.links ?? [];
    expect(links.filter((l) => l.rel === "self").map((l) => l.href)).toEqual([`${TEST_ORIGIN}/feed.xml`]);
    const entries = feed.entries ?? [];
    expect(entries).toHaveLength(site.talks.length + site.writing.length);
    // §4.1.2: each entry has one id, title and updated, an alternate link, and a summary or content.
    for (const entry of entries) {
      expect(entry.id).toMatch(/^http:\/\/localhost:8787\/agent#(talk|writing)-/);
      expect(entry.title).toBeTruthy();
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(entry.links?.some((l) => (l.rel ?? "alternate") === "alternate" && l.href === entry.id)).toBe(true);
      expect(entry.summary ?? entry.content).toBeTruthy();
    }
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it("is a JSON Feed 1.1 twin with the same entries, read back by feedsmith", () => {
    expect(json.version).toBe("https://jsonfeed.org/version/1.1");
    expect(json.feed_url).toBe(`${TEST_ORIGIN}/feed.json`);
    expect(json).not.toHaveProperty("author");
    const parsed = parseJsonFeed(json);
    expect(parsed.title).toBe(json.title);
    expect(parsed.authors?.[0]?.name).toBe(site.profile.name);
    const items = parsed.items ?? [];
    expect(items.map((item) => item.url)).toEqual(expectedPages(site));
    for (const item of items) {
      expect(typeof item.id).toBe("string");
      expect(item.content_text ?? item.content_html).toBeTruthy();
      expect(item.date_modified).toBe(`${site.updated}T00:00:00.000Z`);
    }
  });

  it("links each entry to where to watch or read it", () => {
    const talk = site.talks[0];
    const item = json.items.find((i) => i.id === talk?.page);
    expect(item?.external_url).toBe(talk?.url);
    expect(atom).toContain(`href="${talk?.url}"`);
  });

  it("escapes markup in titles, so that a title with < and & is text, not HTML (RFC 4287 §3.1.1.2)", async () => {
    const base = await testSite();
    const [talk, ...rest] = base.talks;
    if (!talk) throw new Error("no talks in the content");
    const odd: Site = { ...base, talks: [{ ...talk, title: "Q&A: <div> soup & more" }, ...rest] };
    const xml = await (await (await testApp({ site: odd })).request("/feed.xml")).text();
    const entry = parseAtomFeed(xml).entries?.find((e) => e.id === talk.page);
    expect(entry?.title).toEqual({ type: "html", value: "Q&amp;A: &lt;div&gt; soup &amp; more" });
  });
});

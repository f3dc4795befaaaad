/**
 * Imported text is hostile input. A record whose every text field holds markup (test/support/hostile.ts: `<`, `>`,
 * `&`, both quotes, a script, attribute and raw-text breakouts, built by walking the content schema) is served by
 * the real app with the images the build draws, and every HTML page is parsed with a real HTML parser (parse5, as
 * browsers parse), every XML document (feeds, sitemap, the SVG icon) with a real XML parser (xmllint): no element
 * and no attribute comes from field text, the JSON-LD stays JSON, and the field text is there, as text. The same
 * holds for a JSON Resume with markup in every string, imported by `npm run import` and served.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromJsonResume } from "../../scripts/owner/import/json-resume.js";
import { buildApp } from "../../src/app.js";
import type { ResponseTable } from "../../src/http/table.js";
import { buildMedia } from "../../src/node/draw-media.js";
import { jsonResumeSample } from "../import/fixtures.js";
import { TEST_ORIGIN } from "../support/app.js";
import { compileOrThrow, contentFiles, sampleFiles } from "../support/content.js";
import { HOSTILE, HOSTILE_ATTRIBUTES, HOSTILE_TAG, hostileFiles, hostileResume } from "../support/hostile.js";
import { runTsx } from "../support/spawn.js";
import { requireTool } from "../support/tool-gate.js";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const XMLLINT = requireTool("xmllint");

/** What a page may hold that field text must never become: the findings, one line each. */
const markupFromFields = (html: string): string[] => {
  const found: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeName === "#comment" && "data" in node && /alert\(|hostile/.test(node.data)) {
      found.push(`a comment opened by field text: ${node.data.slice(0, 60)}`);
    }
    if ("tagName" in node) inspect(node);
    const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  const inspect = (element: Element): void => {
    if (element.tagName === HOSTILE_TAG) found.push(`a <${HOSTILE_TAG}> element`);
    for (const { name, value } of element.attrs) {
      if ((HOSTILE_ATTRIBUTES as readonly string[]).includes(name) || name.startsWith("on")) {
        found.push(`an attribute ${name}="${value.slice(0, 40)}" on <${element.tagName}>`);
      }
    }
    if (element.tagName === "img" && element.attrs.some((a) => a.name === "src" && a.value === "x")) {
      found.push("an <img src=x>");
    }
    if (element.tagName === "script") {
      const type = element.attrs.find((a) => a.name === "type")?.value;
      const text = element.childNodes.map((n) => ("value" in n ? n.value : "")).join("");
      if (type === "application/ld+json") {
        try {
          JSON.parse(text);
        } catch {
          found.push(`JSON-LD that is no longer JSON: ${text.slice(0, 60)}`);
        }
      } else if (text.trim() !== "") found.push(`an inline script: ${text.slice(0, 60)}`);
    }
  };
  visit(parse(html));
  return found;
};

/** The page's text as a reader gets it (entities decoded), outside script and style. */
const textOf = (html: string): string => {
  const parts: string[] = [];
  const visit = (node: Node): void => {
    if ("tagName" in node && (node.tagName === "script" || node.tagName === "style")) return;
    if (node.nodeName === "#text" && "value" in node) parts.push(node.value);
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return parts.join("");
};

const xmllint = (args: readonly string[], input: Uint8Array) =>
  spawnSync(XMLLINT ?? "xmllint", [...args, "-"], { input, encoding: "utf8" });

interface Document {
  readonly path: string;
  readonly type: string;
  readonly body: string;
}

const documents = (table: ResponseTable, kind: RegExp): Document[] =>
  table.entries().flatMap((entry) =>
    entry.representations
      .filter((r) => kind.test(r.headers["Content-Type"] ?? ""))
      .map((r) => ({
        path: entry.path,
        type: r.headers["Content-Type"] ?? "",
        body: new TextDecoder().decode(r.body),
      })),
  );

/** Every HTML page of the app: the table's and the page 404. */
const htmlPages = async (app: { request: (path: string) => Response | Promise<Response> }, table: ResponseTable) => {
  const missing = await app.request("/no-such-page");
  return [...documents(table, /^text\/html/), { path: "/no-such-page", type: "text/html", body: await missing.text() }];
};

const findingsIn = (pages: readonly Document[]): string[] =>
  pages.flatMap((page) => markupFromFields(page.body).map((f) => `${page.path}: ${f}`));

describe("a record whose every text field holds markup", () => {
  let pages: Document[];
  let xml: Document[];

  beforeAll(async () => {
    const files = hostileFiles(await sampleFiles());
    const site = compileOrThrow(files, TEST_ORIGIN);
    const { app, table } = await buildApp({ site, media: await buildMedia(site, files) });
    pages = await htmlPages(app, table);
    xml = documents(table, /xml/);
  }, 120_000);

  it("serves every HTML page with no element or attribute made from field text", () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(findingsIn(pages)).toEqual([]);
  });

  it("shows the field text on every page, as text", () => {
    const escapedAway = pages.filter((page) => !textOf(page.body).includes(`<${HOSTILE_TAG} data-hostile="1">`));
    expect(escapedAway.map((p) => p.path)).toEqual([]);
  });

  it.skipIf(XMLLINT === undefined)(
    "serves every XML document well-formed, with no element made from field text",
    () => {
      expect(xml.map((d) => d.path)).toEqual(expect.arrayContaining(["/feed.xml", "/sitemap.xml"]));
      for (const doc of xml) {
        const body = new TextEncoder().encode(doc.body);
        const wellFormed = xmllint(["--noout", "--nonet"], body);
        expect(wellFormed.stderr, doc.path).toBe("");
        const count = xmllint(["--nonet", "--xpath", `count(//*[local-name()='${HOSTILE_TAG}' or @onerror])`], body);
        expect(count.stdout.trim(), doc.path).toBe("0");
      }
    },
  );
});

describe("a JSON Resume whose every string holds markup, imported", () => {
  const work = mkdtempSync(join(tmpdir(), "hostile-import-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  let pages: Document[];

  beforeAll(async () => {
    const resume = hostileResume(jsonResumeSample(), (r) => fromJsonResume(r).ok);
    expect(JSON.stringify(resume)).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    const input = join(work, "resume.json");
    writeFileSync(input, JSON.stringify(resume));
    const out = join(work, "content");
    const imported = await runTsx(["scripts/owner/import.ts", input, "--out", out]);
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    const { app, table } = await buildApp({ site: compileOrThrow(await contentFiles(out), TEST_ORIGIN) });
    pages = await htmlPages(app, table);
  }, 120_000);

  it("serves every HTML page with no element or attribute made from the résumé's text, which is there as text", () => {
    expect(findingsIn(pages)).toEqual([]);
    expect(pages.filter((page) => !textOf(page.body).includes(`<${HOSTILE_TAG} data-hostile="1">`))).toEqual([]);
  });
});

/**
 * /resume printed to PDF by a real chromium on A4 and on Letter: a sensible page count, each résumé section
 * from the top of a new page, and a text layer (read back by poppler's pdftotext) that holds the name and
 * every role, with no navigation, footer or link clutter. The PDFs go to test-output/ for a person to look at.
 */
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, launchChromium } from "../support/browser.js";
import { type RunningServer, startServer } from "../support/server.js";
import { requireTool } from "../support/tool-gate.js";

const OUTPUT = join(process.cwd(), "test-output", "print");
/** poppler's readers; missing, the print test skips here and fails under CI (test/support/tool-gate.ts). */
const PDFTOTEXT = requireTool("pdftotext");
const PDFINFO = requireTool("pdfinfo");

/** The résumé's sections; each after the first starts a printed page. */
const SECTIONS = ["Experience", "Talks", "Writing and press", "Projects", "Practices"];
/** How pdfinfo names each paper size (chromium rounds A4 to hundredths of an inch, so match the name). */
const PAPER = { A4: /^Page size: .* pts \(A4\)$/m, Letter: /^Page size: .* pts \(letter\)$/m } as const;

/** Text of each page; pdftotext ends every page with a form feed. */
const pagesOf = (file: string): string[] => {
  const run = spawnSync(PDFTOTEXT ?? "pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split("\f").slice(0, -1);
};

const info = (file: string): string => spawnSync(PDFINFO ?? "pdfinfo", [file], { encoding: "utf8" }).stdout;

/** Layout text joins words with runs of spaces and wraps lines: compare on single spaces. */
const squash = (text: string): string => text.replace(/\s+/g, " ");

describe.skipIf(!hasChromium || PDFTOTEXT === undefined || PDFINFO === undefined)("the printed résumé", () => {
  let server: RunningServer;
  let browser: Browser;
  const pdfs = new Map<keyof typeof PAPER, string>();

  beforeAll(async () => {
    await mkdir(OUTPUT, { recursive: true });
    server = await startServer();
    browser = await launchChromium();
    const context = await browser.newContext({ colorScheme: "dark" });
    try {
      const page = await context.newPage();
      await page.goto(`${server.origin}/resume`, { waitUntil: "load" });
      for (const format of Object.keys(PAPER) as (keyof typeof PAPER)[]) {
        const file = join(OUTPUT, `resume-${format}.pdf`);
        await writeFile(file, await page.pdf({ format }));
        pdfs.set(format, file);
      }
    } finally {
      await context.close();
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  describe.each(Object.keys(PAPER) as (keyof typeof PAPER)[])("on %s", (format) => {
    const pages = (): string[] => pagesOf(pdfs.get(format) ?? "");

    it("is printed on that paper size", () => {
      expect(info(pdfs.get(format) ?? "")).toMatch(PAPER[format]);
    });

    it("has a page count between one page a section and three", () => {
      const count = pages().length;
      expect(count).toBeGreaterThanOrEqual(SECTIONS.length);
      expect(count).toBeLessThanOrEqual(SECTIONS.length * 3);
    });

    it("starts every section after the first at the top of a page", () => {
      const firstLines = pages().map((p) => p.trim().split("\n")[0]?.trim());
      for (const section of SECTIONS.slice(1)) expect(firstLines, section).toContain(section);
    });

    it("holds the name and every role in its text layer", () => {
      const text = squash(pages().join(" "));
      const { profile, timeline } = server.site;
      expect(text.trim().startsWith(`${profile.name} `)).toBe(true);
      for (const t of timeline) {
        expect(text, t.id).toContain(squash(`${t.role ?? t.label}${t.organization ? `, ${t.organization}` : ""}`));
      }
    });

    it("leaves out navigation, the footer and link clutter", () => {
      const text = squash(pages().join(" "));
      for (const chrome of [
        "Skip to content",
        "Agent mode",
        "Developers",
        "llms.txt",
        "This page as Markdown",
        "JSON Resume",
      ]) {
        expect(text, chrome).not.toContain(chrome);
      }
      expect(text).not.toMatch(/https?:\/\//);
    });
  });

  it("the two paper sizes differ by at most a page or two", () => {
    const [a4, letter] = [pagesOf(pdfs.get("A4") ?? "").length, pagesOf(pdfs.get("Letter") ?? "").length];
    expect(Math.abs(a4 - letter)).toBeLessThanOrEqual(2);
  });
});

/**
 * /resume.pdf: drawn at build time (src/media/resume-pdf.ts) and served from the table. Read back with poppler's
 * pdfinfo and pdftotext: a valid, tagged A4 document holding the name and every role; the same bytes from every
 * build of the same content; characters of other scripts drawn, not dropped. The résumé page links it with its
 * size, and it is listed with the other formats.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeRegex } from "../../src/content/escape-regex.js";
import type { PdfFont } from "../../src/media/resume-pdf.js";
import { resumePdf } from "../../src/media/resume-pdf.js";
import { pdfFonts } from "../../src/node/draw-media.js";
import { TEST_ORIGIN } from "../support/app.js";
import { compileOrThrow, contentFiles } from "../support/content.js";
import { patchYaml, withFile } from "../support/content-edits.js";
import { testMedia } from "../support/media.js";
import { type RunningServer, startServer } from "../support/server.js";
import { requireTool } from "../support/tool-gate.js";

/** poppler's readers; missing, the checks that need them skip here and fail under CI (test/support/tool-gate.ts). */
const PDFTOTEXT = requireTool("pdftotext");
const PDFINFO = requireTool("pdfinfo");

let server: RunningServer;
let fonts: PdfFont[];
let workDir: string;

beforeAll(async () => {
  server = await startServer({ media: await testMedia() });
  fonts = await pdfFonts();
  workDir = await mkdtemp(join(tmpdir(), "resume-pdf-"));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await server.close();
});

/** A poppler tool's output on `bytes`; its warnings (stderr) must be empty: poppler reports broken structure there. */
const poppler = async (tool: string | undefined, args: string[], bytes: Uint8Array): Promise<string> => {
  const file = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  const run = spawnSync(tool ?? "", [...args, file, ...(tool === PDFTOTEXT ? ["-"] : [])], { encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stderr).toBe("");
  return run.stdout;
};

const squash = (text: string): string => text.replace(/\s+/g, " ");

const served = async (): Promise<{ response: Response; bytes: Uint8Array }> => {
  const response = await fetch(`${server.origin}/resume.pdf`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe("/resume.pdf", () => {
  it("is served from the table as application/pdf, cacheable, with an ETag that revalidates", async () => {
    const { response, bytes } = await served();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"/);
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe("%PDF-1.7");
    expect(new TextDecoder().decode(bytes.subarray(-6))).toMatch(/%%EOF\n?$/);
    const again = await fetch(`${server.origin}/resume.pdf`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it.skipIf(PDFINFO === undefined)("is a valid, tagged A4 document titled with the name", async () => {
    const info = await poppler(PDFINFO, [], (await served()).bytes);
    const name = escapeRegex(server.site.profile.name);
    expect(info).toMatch(new RegExp(`^Title: +${name}: résumé$`, "m"));
    expect(info).toMatch(new RegExp(`^Author: +${name}$`, "m"));
    expect(info).toMatch(/^Tagged: +yes$/m);
    expect(info).toMatch(/^Page size: .*\(A4\)$/m);
    const pages = Number(/^Pages: +(\d+)$/m.exec(info)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(8);
  });

  it.skipIf(PDFTOTEXT === undefined)(
    "holds the name, every timeline role and every section, in reading order",
    async () => {
      const text = squash(await poppler(PDFTOTEXT, ["-enc", "UTF-8"], (await served()).bytes));
      const { profile, timeline } = server.site;
      expect(text.startsWith(`${profile.name} `)).toBe(true);
      for (const t of timeline) {
        expect(text, t.id).toContain(`${t.role ?? t.label}${t.organization ? `, ${t.organization}` : ""}`);
      }
      const headings = ["Experience", "Talks", "Writing and press", "Projects", "Practices", "Profiles"];
      const at = headings.map((h) => text.indexOf(` ${h} `));
      expect(at.every((i) => i > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    },
  );

  it.skipIf(PDFINFO === undefined)("puts the text in a structure tree under one Document element", async () => {
    const tree = await poppler(PDFINFO, ["-struct"], (await served()).bytes);
    const top = tree.split("\n").filter((line) => /^\S/.test(line));
    expect(top).toEqual(["Document"]);
    for (const tag of ["H1", "H2", "H3", "P", "L", "LI", "Link"])
      expect(tree, tag).toMatch(new RegExp(`^ +${tag}\\b`, "m"));
  });

  it("is the same bytes from every build of the same content", async () => {
    const site = compileOrThrow(await contentFiles(), TEST_ORIGIN);
    const [a, b] = [await resumePdf(site, fonts), await resumePdf(site, fonts)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it.skipIf(PDFTOTEXT === undefined)("has no heading over a list the record leaves empty", async () => {
    let files = await contentFiles();
    for (const file of ["talks.yaml", "writing.yaml", "projects.yaml", "practices.yaml", "answers.yaml"]) {
      files = withFile(files, file, "[]\n");
    }
    files = patchYaml<{ profiles: unknown[] }>(files, "site.yaml", (data) => {
      data.profiles = [];
      return undefined;
    });
    const pdf = await resumePdf(compileOrThrow(files, TEST_ORIGIN), fonts);
    const lines = (await poppler(PDFTOTEXT, ["-enc", "UTF-8"], pdf)).split("\n").map((l) => l.trim());
    expect(lines).toContain("Experience");
    for (const heading of ["Talks", "Writing and press", "Projects", "Practices", "Profiles"]) {
      expect(lines, heading).not.toContain(heading);
    }
  });

  it.skipIf(PDFTOTEXT === undefined)("draws letters of other scripts in the font subset that has them", async () => {
    const name = "Łucja Ἀθηνᾶ Дмитриева Nguyễn";
    const files = patchYaml<{ name: string }>(await contentFiles(), "profile.md", (data) => {
      data.name = name;
      return undefined;
    });
    const pdf = await resumePdf(compileOrThrow(files, TEST_ORIGIN), fonts);
    const text = await poppler(PDFTOTEXT, ["-enc", "UTF-8", "-l", "1"], pdf);
    expect(text.split("\n")[0]).toBe(name);
  });
});

describe("the PDF is linked", () => {
  it("from the résumé page, with its size, and from its Markdown twin", async () => {
    const size = (await served()).bytes.byteLength;
    const html = await (await fetch(`${server.origin}/resume`)).text();
    expect(html).toContain(
      `<a class="button primary" href="${server.origin}/resume.pdf" type="application/pdf" download="">Download PDF (${Math.round(size / 1000)} KB)</a>`,
    );
    expect(html).not.toContain("print this page");
    expect(await (await fetch(`${server.origin}/resume.md`)).text()).toContain(`[PDF](${server.origin}/resume.pdf)`);
  });

  it("without its size when the app serves no built files", async () => {
    const plain = await startServer();
    try {
      const html = await (await fetch(`${plain.origin}/resume`)).text();
      expect(html).toMatch(/href="[^"]+\/resume\.pdf" type="application\/pdf" download="">Download PDF<\/a>/);
    } finally {
      await plain.close();
    }
  });

  it("from llms.txt's other formats and the profile's links", async () => {
    const llms = await (await fetch(`${server.origin}/llms.txt`)).text();
    expect(llms).toMatch(/## Other formats[^#]*\[Résumé as PDF\]\([^)]+\/resume\.pdf\)/);
    const { data } = (await (await fetch(`${server.origin}/api/v1/profile`)).json()) as {
      data: { links: { resumePdf: string } };
    };
    expect(data.links.resumePdf).toBe(`${server.origin}/resume.pdf`);
  });
});

/**
 * /resume.pdf: the résumé page's content as a PDF for people to download, print or attach, drawn at build time with
 * pdfkit (plain JavaScript) in Inter from the compiled site, so no runtime, and no browser, is needed to serve it.
 * A4, tagged (headings, paragraphs, lists and links in a structure tree, running footers as artifacts) so screen
 * readers and text extraction read it in order. The bytes depend on the content only (dates come from
 * `updated`), so every build of the same content serves the same ETag.
 */
import type { Font as FontkitFont } from "fontkit";
import PDFDocument from "pdfkit";
import type { Site } from "../content/site.js";
import { lineTail, type ResumeEntry, type ResumeLine, resume } from "../render/resume.js";
import { PALETTE } from "./palette.js";

/** One Inter file: a weight and a script subset. Earlier files are preferred for a character both cover. */
export interface PdfFont {
  readonly weight: 400 | 700;
  readonly font: FontkitFont;
  readonly data: Uint8Array<ArrayBuffer>;
}

const MARGIN = 56;
const FOOTER_GAP = 28;
const SIZE = { name: 22, lede: 10.5, heading: 13, title: 10.5, body: 9.5, meta: 8.5, footer: 7.5 } as const;

type Weight = PdfFont["weight"];

/** The text cut into runs each drawn in the first font of the weight that has every character of the run. */
const runs = (fonts: readonly (PdfFont & { name: string })[], weight: Weight, text: string) => {
  const own = fonts.filter((f) => f.weight === weight);
  const fallback = own[0]?.name ?? "";
  const out: { font: string; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = out.at(-1);
    // Spaces and punctuation every subset has stay in the run they are in, so a line is one run when it can be.
    if (last && own.find((f) => f.name === last.font)?.font.hasGlyphForCodePoint(code)) {
      last.text += char;
      continue;
    }
    const font = own.find((f) => f.font.hasGlyphForCodePoint(code))?.name ?? fallback;
    out.push({ font, text: char });
  }
  return out;
};

export const resumePdf = async (site: Site, fontFiles: readonly PdfFont[]): Promise<Uint8Array<ArrayBuffer>> => {
  const { profile, urls } = site;
  const date = new Date(`${site.updated}T00:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
    bufferPages: true,
    tagged: true,
    lang: "en",
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: `${profile.name}: résumé`,
      Author: profile.name,
      Subject: `${profile.jobTitle}, ${profile.company.name}`,
      Keywords: "résumé",
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on("end", () => resolve()));

  const fonts = fontFiles.map((f, i) => ({ ...f, name: `inter-${f.weight}-${i}` }));
  for (const f of fonts) doc.registerFont(f.name, f.data);
  const width = doc.page.width - 2 * MARGIN;

  /** Text in one style, wrapped to the column, in as many runs as its scripts need. */
  const write = (
    text: string,
    style: { weight: Weight; size: number; color?: string; link?: string; gap?: number; lead?: string },
  ): void => {
    // A bold lead-in (a project's name) sets on the same line as the text that follows it.
    const parts = [...(style.lead ? runs(fonts, 700, style.lead) : []), ...runs(fonts, style.weight, text)];
    doc.fillColor(style.color ?? PALETTE.fg).fontSize(style.size);
    parts.forEach((part, i) => {
      doc.font(part.font).text(part.text, {
        width,
        continued: i < parts.length - 1,
        link: style.link ?? null,
        lineGap: 1.5,
        paragraphGap: style.gap ?? 0,
      });
    });
  };
  /** How tall `text` sets as body text: measured in the body's first font, close enough to keep a block whole. */
  const heightOf = (text: string): number =>
    doc
      .font(fonts.find((f) => f.weight === 400)?.name ?? "")
      .fontSize(SIZE.body)
      .heightOfString(text, { width, lineGap: 1.5 });
  // Closures draw when their element joins the tree (addStructure), in document order.
  type Child = PDFKit.PDFStructureElement | (() => void);
  const struct = (tag: string, children: Child | Child[]) => doc.struct(tag, {}, children);
  /**
   * Keeps a block whole: a new page when less than `height` is left above the footer. Called before a block's
   * element joins the tree, never inside its drawing: marked content must not run across a page break.
   */
  const room = (height: number): void => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  // One Document element holds everything, as tagged PDF wants of the structure tree's root.
  const root = doc.struct("Document");
  doc.addStructure(root);
  /** An element added to an attached parent draws its closures at once, where the text stands now. */
  const place = (parent: PDFKit.PDFStructureElement | null, element: PDFKit.PDFStructureElement) => {
    (parent ?? root).add(element);
    return element;
  };
  const section = (title: string, fill: (sect: PDFKit.PDFStructureElement) => void): void => {
    room(90);
    doc.moveDown(0.8);
    const sect = place(null, doc.struct("Sect"));
    place(
      sect,
      struct("H2", () => write(title, { weight: 700, size: SIZE.heading, color: PALETTE.accent, gap: 4 })),
    );
    fill(sect);
    sect.end();
  };
  const list = (parent: PDFKit.PDFStructureElement, items: readonly (string | { lead: string; text: string })[]) => {
    const l = place(parent, doc.struct("L"));
    for (const item of items) {
      const { lead = "", text } = typeof item === "string" ? { text: item } : item;
      room(heightOf(lead + text) + 4);
      place(
        l,
        struct("LI", [struct("LBody", () => write(text, { weight: 400, size: SIZE.body, gap: lead ? 5 : 3, lead }))]),
      );
    }
    l.end();
  };

  const r = resume(site);
  place(
    null,
    struct("H1", () => write(r.name, { weight: 700, size: SIZE.name, gap: 2 })),
  );
  place(
    null,
    struct("P", () => write(`${r.role} · ${r.basedIn}`, { weight: 400, size: SIZE.lede, color: PALETTE.muted })),
  );
  place(
    null,
    struct("P", [
      struct("Link", () =>
        write(r.email, { weight: 400, size: SIZE.lede, color: PALETTE.accent, link: `mailto:${r.email}` }),
      ),
      struct("Link", () =>
        write(urls.resume, { weight: 400, size: SIZE.lede, color: PALETTE.accent, link: urls.resume, gap: 8 }),
      ),
    ]),
  );
  place(
    null,
    struct("P", () => write(r.summary, { weight: 400, size: SIZE.body, gap: 4 })),
  );

  const entries = (sect: PDFKit.PDFStructureElement, items: readonly ResumeEntry[]) => {
    for (const e of items) {
      room(40 + heightOf(e.summary ?? ""));
      doc.moveDown(0.4);
      place(
        sect,
        struct("Div", [
          struct("H3", () => write(e.heading, { weight: 700, size: SIZE.title })),
          struct("P", () => write(e.meta.join(" · "), { weight: 400, size: SIZE.meta, color: PALETTE.muted })),
          ...(e.summary === null
            ? []
            : [struct("P", () => write(e.summary ?? "", { weight: 400, size: SIZE.body, gap: 2 }))]),
        ]),
      );
    }
  };
  /** A line as print reads it: a line with a summary leads with its title in bold; links elsewhere give their address. */
  const printed = (line: ResumeLine, external: boolean) => {
    const title = `${line.dates ? `${line.dates} · ` : ""}${line.title}`;
    const tail = `${lineTail(line)}${external ? `, ${line.url}` : ""}`;
    return line.summary && !external ? { lead: title, text: tail } : `${title}${tail}`;
  };
  for (const s of r.sections) {
    section(s.title, (sect) =>
      s.style === "entry"
        ? entries(sect, s.entries)
        : list(
            sect,
            s.lines.map((line) => printed(line, s.external)),
          ),
    );
  }

  root.end();

  // Running footers, drawn once the page count is known, inside the bottom margin (so no text flows to a new page);
  // artifacts, so readers skip them.
  const { start, count } = doc.bufferedPageRange();
  const footer = `${profile.name} · résumé of ${site.updated} · the current one: ${urls.resume}`;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc.markContent("Artifact", { type: "Pagination" });
    doc.fillColor(PALETTE.muted).fontSize(SIZE.footer);
    const parts = runs(fonts, 400, footer);
    parts.forEach((part, n) => {
      const options = { width, lineBreak: false, continued: n < parts.length - 1 };
      if (n === 0) doc.font(part.font).text(part.text, MARGIN, y, options);
      else doc.font(part.font).text(part.text, options);
    });
    doc.text(`${i - start + 1} / ${count}`, MARGIN, y, { width, align: "right", lineBreak: false });
    doc.endMarkedContent();
  }
  doc.end();
  await ended;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
};

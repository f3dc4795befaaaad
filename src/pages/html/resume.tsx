/**
 * /resume: the career as a résumé, newest first; every entry links its record on /agent. Each section prints
 * from a new page (the print rules are in the stylesheet); the links to the other formats are for the screen.
 */
import type { Child } from "hono/jsx";
import type { Site } from "../../content/site.js";
import type { PageInfo } from "../../render/catalog.js";
import { PDF_TYPE } from "../../render/media-paths.js";
import { lineTail, type ResumeEntry, type ResumeLine, type ResumeSection, resume } from "../../render/resume.js";
import { PictureImg } from "./picture-img.js";
import { TimelineChart } from "./timeline-chart.js";

/** A project's thumbnail beside its line (css.ts .thumb): screens only, the printed résumé stays text. */
const THUMB_SIZES = "7rem";

const Section = ({ id, title, children }: { id: string; title: string; children: Child }) => (
  <section class="resume-section" aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {children}
  </section>
);

/** The experience: each record under its own heading, the timeline's chart above them. */
const Entries = ({ site, entries }: { site: Site; entries: readonly ResumeEntry[] }) => (
  <>
    <TimelineChart site={site} id="resume-timeline" />
    {entries.map((e) => (
      <section class="record" aria-label={e.heading}>
        <h3>
          <a href={e.url}>{e.heading}</a>
        </h3>
        <p class="meta">{e.meta.join(" · ")}</p>
        {e.summary && <p>{e.summary}</p>}
      </section>
    ))}
  </>
);

/** One line per record: dates, linked title, place, kind, summary; a thumbnail beside it when it has a picture. */
const Lines = ({ lines, rel }: { lines: readonly ResumeLine[]; rel: "me" | null }) => (
  <ul>
    {lines.map((line) => (
      <li class={line.picture ? "with-thumb" : undefined}>
        {line.picture && <PictureImg picture={line.picture} sizes={THUMB_SIZES} class="thumb" lazy />}
        {line.dates && `${line.dates} · `}
        <a href={line.url} rel={rel ?? undefined}>
          {line.title}
        </a>
        {lineTail(line)}
      </li>
    ))}
  </ul>
);

const SectionBody = ({ site, section }: { site: Site; section: ResumeSection }) =>
  section.style === "entry" ? (
    <Entries site={site} entries={section.entries} />
  ) : (
    <Lines lines={section.lines} rel={section.rel} />
  );

/**
 * The sections as printed, each group from a new page: a list of links elsewhere (the profiles) is a few lines,
 * and shares the page of the list before it.
 */
const printedPages = (sections: readonly ResumeSection[]): ResumeSection[][] =>
  sections.reduce<ResumeSection[][]>((pages, section, i) => {
    const previous = sections[i - 1];
    const last = pages.at(-1);
    if (section.style === "line" && section.external && previous?.style === "line" && last) last.push(section);
    else pages.push([section]);
    return pages;
  }, []);

/** "48 KB": how big a download is, in the kilobytes people read in file managers. */
const sizeLabel = (bytes: number): string =>
  bytes < 1000 * 1000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1000 / 1000).toFixed(1)} MB`;

/** `pdfBytes`: the PDF's size, when the app serves the file the build drew. */
export const ResumePage = ({ site, page, pdfBytes }: { site: Site; page: PageInfo; pdfBytes?: number | undefined }) => {
  const { urls } = site;
  const { name, role, basedIn, email, summary, sections } = resume(site);
  return (
    <article class="narrow">
      <h1>{name}</h1>
      <p class="lede">
        {role} · {basedIn} · <a href={`mailto:${email}`}>{email}</a>
      </p>
      <p class="meta">{page.description}</p>
      <ul class="actions">
        <li>
          <a class="button primary" href={urls.resumePdf} type={PDF_TYPE} download>
            Download PDF{pdfBytes !== undefined && ` (${sizeLabel(pdfBytes)})`}
          </a>
        </li>
        <li>
          <a class="button" href={urls.resumeJson}>
            JSON Resume
          </a>
        </li>
        <li>
          <a class="button" href={urls.vcard}>
            Contact card (vCard)
          </a>
        </li>
      </ul>
      <p class="meta screen-only">The PDF is A4; this page also prints on A4 or Letter paper.</p>
      <p>{summary}</p>

      {printedPages(sections).map(([first, ...rest]) =>
        first ? (
          <Section id={first.id} title={first.title}>
            <SectionBody site={site} section={first} />
            {rest.map((section) => (
              <>
                <h2>{section.title}</h2>
                <SectionBody site={site} section={section} />
              </>
            ))}
          </Section>
        ) : null,
      )}
    </article>
  );
};

/**
 * /resume: the career as a résumé, newest first; every entry links its record on /agent. Each section prints
 * from a new page (the print rules are in the stylesheet); the links to the other formats are for the screen.
 */
import type { Child } from "hono/jsx";
import type { Site } from "../../content/site.js";
import { anchorId } from "../../content/urls.js";
import type { PageInfo } from "../../render/catalog.js";
import { PDF_TYPE } from "../../render/media-paths.js";
import { PictureImg } from "./picture-img.js";
import { ProfileItem } from "./profile-link.js";
import { TimelineChart } from "./timeline-chart.js";

/** A project's thumbnail beside its line (css.ts .thumb): screens only, the printed résumé stays text. */
const THUMB_SIZES = "7rem";

const yearOf = (year: number | null): string => (year === null ? "" : `${year} · `);

const Section = ({ id, title, children }: { id: string; title: string; children: Child }) => (
  <section class="resume-section" aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {children}
  </section>
);

/** A section of one list, drawn only when the record has something for it: no heading over an empty list. */
const ListSection = <T,>({
  id,
  title,
  items,
  item,
}: {
  id: string;
  title: string;
  items: readonly T[];
  item: (value: T) => Child;
}) =>
  items.length === 0 ? null : (
    <Section id={id} title={title}>
      <ul>{items.map(item)}</ul>
    </Section>
  );

/** "48 KB": how big a download is, in the kilobytes people read in file managers. */
const sizeLabel = (bytes: number): string =>
  bytes < 1000 * 1000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1000 / 1000).toFixed(1)} MB`;

const profileItem = (s: Site["profile"]["profiles"][number]) => <ProfileItem profile={s} />;

/** A talk or a writing item in its list: year, linked title, where (venue, outlet), kind. */
const datedItem =
  <T extends { year: number | null; page: string; title: string; kind: string }>(where: (item: T) => string) =>
  (item: T) => (
    <li>
      {yearOf(item.year)}
      <a href={item.page}>{item.title}</a>, {where(item)} ({item.kind})
    </li>
  );

/** `pdfBytes`: the PDF's size, when the app serves the file the build drew. */
export const ResumePage = ({ site, page, pdfBytes }: { site: Site; page: PageInfo; pdfBytes?: number | undefined }) => {
  const { profile, urls } = site;
  return (
    <article class="narrow">
      <h1>{profile.name}</h1>
      <p class="lede">
        {profile.jobTitle}, {profile.company.name} · {profile.basedIn.label} ·{" "}
        <a href={`mailto:${profile.contact.email}`}>{profile.contact.email}</a>
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
      <p>{profile.summary}</p>

      <Section id="experience" title="Experience">
        <TimelineChart site={site} id="resume-timeline" />
        {[...site.timeline].reverse().map((t) => (
          <section class="record" aria-label={t.label}>
            <h3>
              <a href={t.url}>
                {t.role ?? t.label}
                {t.organization && `, ${t.organization}`}
              </a>
            </h3>
            <p class="meta">
              {t.when}
              {t.place && ` · ${t.place}`}
            </p>
            <p>{t.summary}</p>
          </section>
        ))}
      </Section>

      <ListSection id="talks" title="Talks" items={site.talks} item={datedItem((t) => t.venue)} />

      <ListSection id="writing" title="Writing and press" items={site.writing} item={datedItem((w) => w.outlet)} />

      <ListSection
        id="projects"
        title="Projects"
        items={site.projects}
        item={(p) => {
          const picture = site.pictures[anchorId("project", p.id)];
          return (
            <li class={picture ? "with-thumb" : undefined}>
              {picture && <PictureImg picture={picture} sizes={THUMB_SIZES} class="thumb" lazy />}
              <a href={p.page}>{p.title}</a>
              {p.organization && `, ${p.organization}`}
              {p.years && ` (${p.years})`}: {p.summary}
            </li>
          );
        }}
      />

      {/* The profiles are a few lines: they share the last printed page with the practices, when there are any. */}
      {site.practices.length > 0 ? (
        <Section id="practices" title="Practices">
          <ul>
            {site.practices.map((p) => (
              <li>
                <a href={p.page}>{p.title}</a>
              </li>
            ))}
          </ul>
          {profile.profiles.length > 0 && (
            <>
              <h2>Profiles</h2>
              <ul>{profile.profiles.map(profileItem)}</ul>
            </>
          )}
        </Section>
      ) : (
        <ListSection id="profiles" title="Profiles" items={profile.profiles} item={profileItem} />
      )}
    </article>
  );
};

/**
 * /agent: the whole record on one page. Every record sits under its stable anchor `<kind>-<id>`: these are
 * the targets of the API's `url`, `page` and `links.html` fields, so they must never change.
 */
import type { Child } from "hono/jsx";
import type { Site } from "../../content/site.js";
import { type AnchorKind, anchorId } from "../../content/urls.js";
import type { PageInfo } from "../../render/catalog.js";
import { capitalize, subjectCopy } from "../../render/subject.js";
import { COLLECTIONS, type CollectionKey } from "../../schema/collections.js";
import type { ChapterId } from "../../schema/common.js";
import { Chapter } from "./chapter.js";
import { Archived, ChapterRefs, commas, Dots, Facts, OutLink, Prose, tableOfContents } from "./parts.js";

const { Toc, Section } = tableOfContents<"profile" | "chapters" | CollectionKey>([
  ["profile", "Profile"],
  ["chapters", "Chapters"],
  ...COLLECTIONS.map(({ key, heading }) => [key, heading] as const),
]);

const Record = ({ kind, id, title, children }: { kind: AnchorKind; id: string; title: string; children: Child }) => (
  <article class="record" id={anchorId(kind, id)}>
    <h3>{title}</h3>
    {children}
  </article>
);

const chaptersOf = (site: Site, ids: readonly ChapterId[]): Child =>
  ids.length === 0 ? null : (
    <>
      {ids.length === 1 ? "Chapter" : "Chapters"}: <ChapterRefs site={site} ids={ids} />
    </>
  );

const Profile = ({ site }: { site: Site }) => {
  const copy = subjectCopy(site.subject);
  const p = site.profile;
  return (
    <Section id="profile">
      <Facts
        rows={[
          ["Name", p.name],
          ["Job", p.jobTitle],
          [
            "Company",
            <>
              <a href={p.company.url}>{p.company.name}</a>: {p.company.tagline} {p.company.backedBy}.
            </>,
          ],
          ["Based in", p.basedIn.label],
          ["Born in", p.birthplace.label],
          ["Email", <a href={`mailto:${p.contact.email}`}>{p.contact.email}</a>],
          ["Updated", p.updated],
        ]}
      />
      <p>{p.summary}</p>
      <h3>{copy.whoIs}</h3>
      <p>{p.description}</p>
      <h3>Biography</h3>
      <Prose markdown={p.bio} />
      <h3>{copy.placesLived}</h3>
      <ol>
        {p.places.map((place) => (
          <li>
            <strong>{place.place}</strong>: {place.why}
          </li>
        ))}
      </ol>
      <h3>Contact</h3>
      <p>
        {p.contact.note} Write to <a href={`mailto:${p.contact.email}`}>{p.contact.email}</a> or see the{" "}
        <a href={p.contact.page}>contact page</a>.
      </p>
      <h3>Profiles</h3>
      <ul>
        {p.profiles.map((s) => (
          <li>
            <a href={s.url}>{s.name}</a>: {s.handle}
          </li>
        ))}
      </ul>
    </Section>
  );
};

type SectionProps = { site: Site; copy: ReturnType<typeof subjectCopy> };

/** Each collection's section, by registry key: a collection added to the registry must add its own. */
const SECTIONS: Readonly<Record<CollectionKey, (props: SectionProps) => Child>> = {
  timeline: ({ site }) => (
    <Section id="timeline" intro="Every role, oldest first, including those outside the six chapters.">
      {site.timeline.map((t) => (
        <Record kind="timeline" id={t.id} title={t.label}>
          <Dots
            items={[
              t.when,
              t.role && t.organization ? `${t.role}, ${t.organization}` : (t.role ?? t.organization),
              t.place,
              t.current && <strong>Current role</strong>,
            ]}
          />
          <p>{t.summary}</p>
          {t.chapter && (
            <p class="meta">
              Chapter: <ChapterRefs site={site} ids={[t.chapter]} />
            </p>
          )}
        </Record>
      ))}
    </Section>
  ),
  talks: ({ site }) => (
    <Section id="talks" intro="Keynotes, talks, panels and podcasts, newest first.">
      {site.talks.map((t) => (
        <Record kind="talk" id={t.id} title={t.title}>
          <Dots
            items={[
              capitalize(t.kind),
              t.year,
              `${t.venue}${t.location ? `, ${t.location}` : ""}`,
              t.with.length > 0 && `with ${t.with.join(", ")}`,
            ]}
          />
          <p>{t.takeaway}</p>
          <Dots
            class="links"
            items={[
              <>
                <a href={t.url}>{t.kind === "podcast" ? "Listen" : "Watch or read"}</a>
                <Archived archived={t.archived} />
              </>,
              ...t.links.map((l) => <OutLink link={l} />),
              chaptersOf(site, t.chapters),
            ]}
          />
        </Record>
      ))}
    </Section>
  ),
  writing: ({ site, copy }) => (
    <Section
      id="writing"
      intro={
        <>
          {copy.writingIntro} More on {commas(site.writingMore.map((m) => <a href={m.url}>{m.label}</a>))}.
        </>
      }
    >
      {site.writing.map((w) => (
        <Record kind="writing" id={w.id} title={w.title}>
          <Dots items={[capitalize(w.kind), w.outlet, w.year]} />
          {w.summary && <p>{w.summary}</p>}
          <Dots
            class="links"
            items={[
              <>
                <a href={w.url}>Read it</a>
                <Archived archived={w.archived} />
              </>,
              chaptersOf(site, w.chapters),
            ]}
          />
        </Record>
      ))}
    </Section>
  ),
  projects: ({ site }) => (
    <Section id="projects">
      {site.projects.map((p) => (
        <Record kind="project" id={p.id} title={p.title}>
          <Dots items={[p.organization, p.years]} />
          <p>{p.summary}</p>
          {p.quote && (
            <blockquote>
              <p>{p.quote}</p>
            </blockquote>
          )}
          <Dots class="links" items={[...p.links.map((l) => <OutLink link={l} />), chaptersOf(site, p.chapters)]} />
        </Record>
      ))}
    </Section>
  ),
  practices: ({ site, copy }) => (
    <Section id="practices" intro={copy.practicesIntro}>
      {site.practices.map((p) => (
        <Record kind="practice" id={p.id} title={p.title}>
          <p>{p.summary}</p>
          <Dots class="links" items={[...p.links.map((l) => <OutLink link={l} />), chaptersOf(site, p.chapters)]} />
        </Record>
      ))}
    </Section>
  ),
  answers: ({ site }) => (
    <Section id="answers" intro="Short answers to questions people ask, each with the page to cite.">
      {site.answers.map((a) => (
        <Record kind="answer" id={a.id} title={a.question}>
          <p>{a.answer}</p>
          <p class="meta">
            Source: <a href={a.url}>{a.url}</a>
          </p>
        </Record>
      ))}
    </Section>
  ),
};

export const AgentPage = ({ site, page }: { site: Site; page: PageInfo }) => {
  const copy = subjectCopy(site.subject);
  const { urls } = site;
  return (
    <>
      <h1>{page.title}</h1>
      <p class="lede">{page.description}</p>
      <p class="narrow">
        Cite the anchor of the record a fact came from (each heading below has one). The same record is available as{" "}
        <a href={urls.agentMarkdown}>Markdown</a>, as a <a href={urls.api}>JSON API</a> and over{" "}
        <a href={`${urls.developers}#mcp`}>MCP</a>.
      </p>
      <Toc />

      <Profile site={site} />

      <Section id="chapters" intro={copy.chaptersIntro}>
        {site.chapters.map((c) => (
          <article class="chapter" id={anchorId("chapter", c.id)}>
            <Chapter site={site} chapter={c} level={3} />
          </article>
        ))}
      </Section>

      {COLLECTIONS.map(({ key }) => SECTIONS[key]({ site, copy }))}
    </>
  );
};

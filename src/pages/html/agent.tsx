/**
 * /agent: the whole record on one page. Every record sits under its stable anchor `<kind>-<id>`: these are
 * the targets of the API's `url`, `page` and `links.html` fields, so they must never change.
 */
import type { Child } from "hono/jsx";
import type { Site } from "../../content/site.js";
import { type AnchorKind, anchorId } from "../../content/urls.js";
import type { PageInfo } from "../../render/catalog.js";
import { endSentence } from "../../render/sentence.js";
import { siteCopy } from "../../render/subject.js";
import { type RecordFields, recordFields } from "../../schema/collection.js";
import { type AnyCollection, COLLECTIONS, type CollectionKey } from "../../schema/collections.js";
import type { ChapterId } from "../../schema/common.js";
import { capitalize } from "../../schema/text.js";
import { Chapter } from "./chapter.js";
import { Archived, ChapterRefs, commas, Dots, Facts, OutLink, Prose, tableOfContents } from "./parts.js";
import { PictureImg } from "./picture-img.js";
import { ProfileItem } from "./profile-link.js";
import { TimelineChart } from "./timeline-chart.js";

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
  const copy = siteCopy(site);
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
              <a href={p.company.url}>{p.company.name}</a>: {endSentence(p.company.tagline)}{" "}
              {endSentence(p.company.backedBy)}
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
      <Prose markdown={p.bio} under={3} />
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
      {p.profiles.length > 0 && (
        <>
          <h3>Profiles</h3>
          <ul>
            {p.profiles.map((s) => (
              <ProfileItem profile={s} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
};

type SectionProps = { site: Site; copy: ReturnType<typeof siteCopy> };

/** A record's image spans the reading column (css.ts .record-image); the page gutters are 1.25rem each side. */
const RECORD_IMAGE_SIZES = "(min-width: 47rem) 44rem, calc(100vw - 2.5rem)";

/** Any collection's record, read through its registry roles: facts, its image, text, quote, links and chapters. */
const GenericRecord = ({ site, anchor, r }: { site: Site; anchor: AnchorKind; r: RecordFields }) => {
  const picture = site.pictures[anchorId(anchor, r.id)];
  return (
    <Record kind={anchor} id={r.id} title={r.title}>
      <Dots items={r.facts.map((f) => f.value)} />
      {picture && <PictureImg picture={picture} sizes={RECORD_IMAGE_SIZES} class="record-image" lazy />}
      {r.summary && <p>{r.summary}</p>}
      {r.quote && (
        <blockquote>
          <p>{r.quote}</p>
        </blockquote>
      )}
      <Dots class="links" items={[...r.links.map((l) => <OutLink link={l} />), chaptersOf(site, r.chapters)]} />
    </Record>
  );
};

/** What a collection's section says in its own way, where the generic record cannot reproduce today's page. */
interface SectionView<K extends CollectionKey> {
  readonly intro?: (props: SectionProps) => Child;
  /** Drawn between the intro and the records. */
  readonly figure?: (props: SectionProps) => Child;
  readonly record?: (props: SectionProps, item: Site[K][number]) => Child;
}

/** Only the sections that differ from the generic one, by registry key. */
const SECTION_OVERRIDES: { readonly [K in CollectionKey]?: SectionView<K> } = {
  timeline: {
    intro: ({ copy }) => copy.timelineIntro,
    figure: ({ site }) => <TimelineChart site={site} id="agent-timeline" />,
    record: ({ site }, t) => (
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
    ),
  },
  talks: {
    intro: ({ copy }) => copy.talksIntro,
    record: ({ site }, t) => (
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
    ),
  },
  writing: {
    intro: ({ site, copy }) => (
      <>
        {copy.writingIntro}
        {site.writingMore.length > 0 && (
          <> More on {commas(site.writingMore.map((m) => <a href={m.url}>{m.label}</a>))}.</>
        )}
      </>
    ),
    record: ({ site }, w) => (
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
    ),
  },
  practices: { intro: ({ copy }) => copy.practicesIntro },
  answers: {
    intro: ({ copy }) => copy.answersIntro,
    record: (_props, a) => (
      <Record kind="answer" id={a.id} title={a.question}>
        <p>{a.answer}</p>
        <p class="meta">
          Source: <a href={a.url}>{a.url}</a>
        </p>
      </Record>
    ),
  },
};

/** Whether the record has any item of a collection: the page draws no section, and links none, for one it has not. */
const hasItems = (site: Site, key: CollectionKey): boolean => site[key].length > 0;

/** A collection's section: its intro and every record, each written by its override or the generic record. */
const CollectionSection = ({ entry, ...props }: SectionProps & { entry: AnyCollection }) => {
  const { intro, figure, record } = (SECTION_OVERRIDES[entry.key] ?? {}) as SectionView<CollectionKey>;
  if (!hasItems(props.site, entry.key)) return null;
  return (
    <Section id={entry.key} intro={intro?.(props)}>
      {figure?.(props)}
      {props.site[entry.key].map((item) =>
        record ? (
          record(props, item)
        ) : (
          <GenericRecord site={props.site} anchor={entry.anchor} r={recordFields(entry.roles, item)} />
        ),
      )}
    </Section>
  );
};

export const AgentPage = ({ site, page }: { site: Site; page: PageInfo }) => {
  const copy = siteCopy(site);
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
      <Toc shown={(id) => id === "profile" || id === "chapters" || hasItems(site, id)} />

      <Profile site={site} />

      <Section id="chapters" intro={copy.chaptersIntro}>
        {site.chapters.map((c) => (
          <article class="chapter" id={anchorId("chapter", c.id)}>
            <Chapter site={site} chapter={c} level={3} />
          </article>
        ))}
      </Section>

      {COLLECTIONS.map((entry) => (
        <CollectionSection entry={entry} site={site} copy={copy} />
      ))}
    </>
  );
};

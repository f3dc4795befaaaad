/**
 * /agent: the whole record on one page. Every record sits under its stable anchor `<kind>-<id>`: these are
 * the targets of the API's `url`, `page` and `links.html` fields, so they must never change.
 */
import type { Child } from "hono/jsx";
import { collectionViews, type RecordView } from "../../content/record-view.js";
import type { Site } from "../../content/site.js";
import { anchorId } from "../../content/urls.js";
import type { PageInfo } from "../../render/catalog.js";
import { sectionIntro } from "../../render/section-intro.js";
import { endSentence } from "../../render/sentence.js";
import { siteCopy } from "../../render/subject.js";
import { type AnyCollection, COLLECTIONS, type CollectionKey } from "../../schema/collections.js";
import { capitalize } from "../../schema/text.js";
import { Chapter } from "./chapter.js";
import { commas, Dots, Facts, OutLink, Prose, tableOfContents } from "./parts.js";
import { PictureImg } from "./picture-img.js";
import { ProfileItem } from "./profile-link.js";
import { TimelineChart } from "./timeline-chart.js";

const { Toc, Section } = tableOfContents<"profile" | "chapters" | CollectionKey>([
  ["profile", "Profile"],
  ["chapters", "Chapters"],
  ...COLLECTIONS.map(({ key, heading }) => [key, heading] as const),
]);

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

/** A record's image spans the reading column (css.ts .record-image); the page gutters are 1.25rem each side. */
const RECORD_IMAGE_SIZES = "(min-width: 47rem) 44rem, calc(100vw - 2.5rem)";

/** Any record, from its view: the fact line, its image, text, quote, then where it is, its links and chapters. */
const RecordArticle = ({ r }: { r: RecordView }) => (
  <article class="record" id={r.anchorId}>
    <h3>{r.title}</h3>
    <Dots items={[...r.facts.map((f) => capitalize(f.inline)), r.flag && <strong>{r.flag}</strong>]} />
    {r.picture && <PictureImg picture={r.picture} sizes={RECORD_IMAGE_SIZES} class="record-image" lazy />}
    {r.summary && <p>{r.summary}</p>}
    {r.quote && (
      <blockquote>
        <p>{r.quote}</p>
      </blockquote>
    )}
    <Dots
      class="links"
      items={[
        r.source && <OutLink link={r.source} />,
        ...r.links.map((l) => <OutLink link={l} />),
        r.chapters.length > 0 && (
          <>
            {r.chapters.length === 1 ? "Chapter" : "Chapters"}:{" "}
            {commas(r.chapters.map((c) => <a href={c.url}>{c.name}</a>))}
          </>
        ),
        !r.citesItself && (
          <>
            Source: <a href={r.cite}>{r.cite}</a>
          </>
        ),
      ]}
    />
  </article>
);

/** Whether the record has any item of a collection: the page draws no section, and links none, for one it has not. */
const hasItems = (site: Site, key: CollectionKey): boolean => site[key].length > 0;

/** A section's opening sentence, and where more of the collection is. */
const introOf = (site: Site, entry: AnyCollection): Child => {
  const intro = sectionIntro(site, entry.key);
  return intro ? (
    <>
      {intro.text}
      {intro.more.length > 0 && <> More on {commas(intro.more.map((m) => <a href={m.url}>{m.label}</a>))}.</>}
    </>
  ) : null;
};

/** A collection's section: its intro, the timeline's chart, and every record. */
const CollectionSection = ({ site, entry }: { site: Site; entry: AnyCollection }) =>
  hasItems(site, entry.key) ? (
    <Section id={entry.key} intro={introOf(site, entry)}>
      {entry.key === "timeline" && <TimelineChart site={site} id="agent-timeline" />}
      {collectionViews(site, entry).map((r) => (
        <RecordArticle r={r} />
      ))}
    </Section>
  ) : null;

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
        <CollectionSection entry={entry} site={site} />
      ))}
    </>
  );
};

/** One chapter in full: the same block on its story page (sections at h2) and on /agent (sections at h4). */
import type { Site } from "../../content/site.js";
import { siteCopy } from "../../render/subject.js";
import type { ChapterDetail } from "../../schema/chapter.js";
import { Facts, Heading, type HeadingLevel, Prose, robotPart, sub } from "./parts.js";

const RELATED: readonly (readonly [keyof ChapterDetail["related"], string])[] = [
  ["timeline", "Timeline"],
  ["talks", "Talks"],
  ["writing", "Writing"],
  ["press", "Press"],
  ["projects", "Projects"],
  ["practices", "Practices"],
];

const ChapterFacts = ({ chapter }: { chapter: ChapterDetail }) => (
  <Facts
    rows={[
      ["When", chapter.period],
      ["Where", chapter.place],
      ["Roles", chapter.roles.map((r) => `${r.title}, ${r.organization}`).join("; ")],
      [
        "Organizations",
        chapter.organizations.map((o, i) => (
          <>
            {i > 0 && "; "}
            {o.url ? <a href={o.url}>{o.name}</a> : o.name}
            {o.fullName && ` (${o.fullName})`}
          </>
        )),
      ],
    ]}
  />
);

const ChapterBody = ({ site, chapter, level }: { site: Site; chapter: ChapterDetail; level: HeadingLevel }) => {
  const groups = RELATED.filter(([key]) => chapter.related[key].length > 0);
  return (
    <>
      <p>{chapter.summary}</p>
      <Heading level={level}>Overview</Heading>
      <p>{chapter.panel}</p>
      <Heading level={level}>{siteCopy(site).ownWords}</Heading>
      <Prose markdown={chapter.text} under={level} />
      {chapter.highlights.length > 0 && (
        <>
          <Heading level={level}>Highlights</Heading>
          <ul>
            {chapter.highlights.map((h) => (
              <li>{h}</li>
            ))}
          </ul>
        </>
      )}
      {chapter.stats.length > 0 && (
        <>
          <Heading level={level}>By the numbers</Heading>
          <dl class="stats">
            {chapter.stats.map((s) => (
              <div>
                <dt>{s.value}</dt>
                <dd>{s.label}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {chapter.quote && (
        <figure class="quote">
          <blockquote>
            <p>{chapter.quote.text}</p>
          </blockquote>
          <figcaption>
            {chapter.quote.url ? <a href={chapter.quote.url}>{chapter.quote.source}</a> : chapter.quote.source}
          </figcaption>
        </figure>
      )}
      {groups.length > 0 && (
        <>
          <Heading level={level}>Related</Heading>
          {groups.map(([key, label]) => (
            <>
              <Heading level={sub(level)}>{label}</Heading>
              <ul>
                {chapter.related[key].map((item) => (
                  <li>
                    <a href={item.url}>{item.title}</a>
                  </li>
                ))}
              </ul>
            </>
          ))}
        </>
      )}
      <p class="meta">
        Chapter {chapter.number} of {site.chapters.length}
        {chapter.part ? `, shown by ${robotPart(chapter.part)} on the ` : " on the "}
        <a href={chapter.links.home}>home page</a>. Also as <a href={chapter.links.markdown}>Markdown</a> and{" "}
        <a href={chapter.links.api}>JSON</a>.
      </p>
    </>
  );
};

/** The chapter under its title at `level`, with its sections one level down. */
export const Chapter = ({ site, chapter, level }: { site: Site; chapter: ChapterDetail; level: HeadingLevel }) => (
  <>
    <p class="eyebrow">
      Chapter {chapter.number}: {chapter.name}
      {chapter.part ? ` · ${robotPart(chapter.part)}` : ""}
    </p>
    <Heading level={level}>{chapter.title}</Heading>
    <p class="lede">{chapter.oneLiner}</p>
    <ChapterFacts chapter={chapter} />
    <ChapterBody site={site} chapter={chapter} level={sub(level)} />
  </>
);

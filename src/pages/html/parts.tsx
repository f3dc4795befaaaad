/** Small pieces the page layouts share. */
import { type Child, jsx } from "hono/jsx";
import type { Site } from "../../content/site.js";
import { nestHeadings } from "../../render/md.js";
import type { ChapterId, Link } from "../../schema/common.js";
import { markdownToHtml } from "./prose.js";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Content Markdown (biography, chapter text, page copy) rendered with raw HTML escaped, under a heading of level
 * `under`: its own headings nest below that one, as in its Markdown twin.
 */
export const Prose = ({ markdown, under }: { markdown: string; under: HeadingLevel }) => (
  <div class="prose" dangerouslySetInnerHTML={{ __html: markdownToHtml(nestHeadings(markdown, under)) }} />
);

/** A heading whose level is chosen by the caller, so one block reads right on its own page and nested. */
export const Heading = ({ level, id, children }: { level: HeadingLevel; id?: string; children: Child }) =>
  jsx(`h${level}`, { id }, children);

export const sub = (level: HeadingLevel): HeadingLevel => Math.min(6, level + 1) as HeadingLevel;

export const Archived = ({ archived }: { archived: boolean }) =>
  archived ? <span class="note"> (archived copy; the original is gone)</span> : null;

export const OutLink = ({ link }: { link: Link }) => (
  <>
    <a href={link.url}>{link.label}</a>
    <Archived archived={link.archived} />
  </>
);

/** Items separated by commas, for inline lists of links. */
export const commas = (items: readonly Child[]): Child[] =>
  items.flatMap((item, i) => (i === 0 ? [item] : [", ", item]));

/** Whether an item has something to show: an empty list (no roles, no organizations) has not. */
const present = (item: Child): boolean =>
  item !== null && item !== undefined && item !== false && item !== "" && !(Array.isArray(item) && item.length === 0);

/** A line of short facts or links separated by middle dots; empty items are left out. */
export const Dots = ({ items, class: className = "meta" }: { items: readonly Child[]; class?: string }) => {
  const shown = items.filter(present);
  return shown.length === 0 ? null : (
    <p class={className}>{shown.flatMap((item, i) => (i === 0 ? [item] : [" · ", item]))}</p>
  );
};

export const ChapterRefs = ({ site, ids }: { site: Site; ids: readonly ChapterId[] }) => (
  <>
    {commas(site.chapters.filter((c) => ids.includes(c.id)).map((c) => <a href={site.urls.story(c.id)}>{c.name}</a>))}
  </>
);

/** A definition list of facts; rows whose value is empty are left out. */
export const Facts = ({ rows }: { rows: readonly (readonly [string, Child])[] }) => {
  const shown = rows.filter(([, value]) => present(value));
  return shown.length === 0 ? null : (
    <dl class="facts">
      {shown.map(([label, value]) => (
        <>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </>
      ))}
    </dl>
  );
};

/** Where the 3D site shows a chapter; a record without robot parts says nothing of it. */
export const robotPart = (part: string | null): string => (part ? `the robot's ${part}` : "");

/**
 * A page's table of contents and the sections it links to, from one list of [anchor id, heading] pairs: each
 * link reads as its section's heading, and each section is labelled by that heading. `shown` names the sections
 * the page draws (all by default): the contents link no section the record leaves out.
 */
export const tableOfContents = <Id extends string>(contents: readonly (readonly [Id, string])[]) => ({
  Toc: ({ shown }: { shown?: (id: Id) => boolean }) => (
    <nav class="toc" aria-label="On this page">
      <h2>On this page</h2>
      <ul>
        {contents
          .filter(([id]) => shown?.(id) ?? true)
          .map(([id, label]) => (
            <li>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
      </ul>
    </nav>
  ),
  Section: ({ id, intro, children }: { id: Id; intro?: Child; children: Child }) => (
    <section id={id} aria-labelledby={`${id}-title`} class="narrow">
      <h2 id={`${id}-title`}>{contents.find(([key]) => key === id)?.[1]}</h2>
      {intro && <p class="section-intro">{intro}</p>}
      {children}
    </section>
  ),
});

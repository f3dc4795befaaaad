/**
 * Record → Markdown, written once and reused by the page documents (page-markdown.ts), llms-full.txt and the
 * MCP tools' `format: markdown`. Every link is absolute: these documents are read away from the site. Every
 * plain-text field goes through `mdText` (md.ts); only the fields the schemas call Markdown (a chapter's text,
 * the biography) are written as they are.
 */
import type { Site } from "../content/site.js";
import { type AnchorKind, anchorId } from "../content/urls.js";
import type { Answer } from "../schema/answer.js";
import type { ChapterDetail } from "../schema/chapter.js";
import { type RecordFields, recordFields } from "../schema/collection.js";
import type { AnyCollection, CollectionKey } from "../schema/collections.js";
import type { ChapterId, Link } from "../schema/common.js";
import type { Talk } from "../schema/talk.js";
import type { TimelineItem } from "../schema/timeline.js";
import type { WritingItem } from "../schema/writing.js";
import { absoluteLinks, blocks, bullets, mdLink, mdLinkItem, mdText, nestHeadings } from "./md.js";
import { endSentence } from "./sentence.js";
import { siteCopy } from "./subject.js";

/** The page copy, which the HTML pages say too: a section's intro reads the same in a page and its twin. */

/** `- Label: value` for a plain-text value, escaped; nothing when there is no value. */
const field = (label: string, value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === "" ? null : `- ${label}: ${mdText(String(value))}`;

/** The same line for a value already written as Markdown (links) or a URL the site made. */
const markdownField = (label: string, markdown: string | null): string | null =>
  markdown === null || markdown === "" ? null : `- ${label}: ${markdown}`;

/** A nullable plain-text field, escaped where present. */
const mdOrNull = (text: string | null): string | null => (text === null ? null : mdText(text));

const archivedNote = (archived: boolean): string => (archived ? " (archived copy; the original is gone)" : "");

const linkLine = (l: Link): string => `${mdLink(l.label, l.url)}${archivedNote(l.archived)}`;

const chapterLinks = (site: Site, ids: readonly ChapterId[]): string | null =>
  ids.length === 0
    ? null
    : site.chapters
        .filter((c) => ids.includes(c.id))
        .map((c) => mdLink(c.name, site.urls.story(c.id)))
        .join(", ");

const partLabel = (part: string): string => `the robot's ${part}`;
const partNote = (part: string | null): string => (part ? `; ${partLabel(part)}` : "");

export const profileMarkdown = (site: Site): string => {
  const p = site.profile;
  const copy = siteCopy(site);
  const { urls } = site;
  return blocks(
    `# ${mdText(p.name)}`,
    // endSentence reads the plain text's own ending, so it runs before the escaping.
    `${mdText(p.jobTitle)} at ${mdLink(p.company.name, p.company.url)} (${mdText(endSentence(p.company.tagline))} ${mdText(endSentence(p.company.backedBy))}) Based in ${mdText(p.basedIn.label)}; born in ${mdText(p.birthplace.label)}.`,
    mdText(p.summary),
    `## ${mdText(copy.whoIs)}`,
    mdText(p.description),
    "## Biography",
    absoluteLinks(nestHeadings(p.bio, 2), urls.base),
    `## ${mdText(copy.placesLived)}`,
    bullets(p.places.map((pl) => `- ${mdText(pl.place)}: ${mdText(pl.why)}`)),
    "## Contact",
    `Email ${mdLink(p.contact.email, `mailto:${p.contact.email}`)}. ${mdText(p.contact.note)} See the ${mdLink("contact page", p.contact.page)}.`,
    p.profiles.length > 0 &&
      `## Profiles\n\n${bullets(p.profiles.map((s) => mdLinkItem(s.name, s.url, mdText(s.handle))))}`,
    "## Links",
    bullets([
      mdLinkItem("Agent mode", p.links.agent, "the whole record on one page (HTML)"),
      mdLinkItem("Agent mode as Markdown", p.links.agentMarkdown),
      mdLinkItem("Résumé", p.links.resume),
      mdLinkItem("llms.txt", p.links.llms),
      mdLinkItem("llms-full.txt", p.links.llmsFull, "every page as Markdown in one file"),
      mdLinkItem("JSON API", urls.api, "read-only, no key"),
      mdLinkItem("OpenAPI description", p.links.openapi),
      mdLinkItem("MCP server", p.links.mcp, "Streamable HTTP, no authentication"),
      mdLinkItem("Developer guide", p.links.developers),
    ]),
  );
};

/** Where a chapter was lived, when and which part of the robot shows it: "2015 to 2019, Tallinn; the robot's feet". */
const chapterWhen = (c: ChapterDetail): string =>
  mdText(`${c.period}${c.place ? `, ${c.place}` : ""}${partNote(c.part)}`);

/** A role as the chapter list and a chapter both write it: "VP of Design, Org B". */
const roleText = (r: ChapterDetail["roles"][number]): string => mdText(`${r.title}, ${r.organization}`);

/** An organization, linked where it has a URL, with its full name when that differs. */
const organizationText = (o: ChapterDetail["organizations"][number]): string =>
  `${o.url ? mdLink(o.name, o.url) : mdText(o.name)}${o.fullName ? ` (${mdText(o.fullName)})` : ""}`;

/** The roles and organizations of a list item: the list's JSON has them, so its Markdown says them too. */
const rolesAndOrganizations = (c: ChapterDetail): string =>
  [
    c.roles.length > 0 && ` Roles: ${c.roles.map(roleText).join("; ")}.`,
    c.organizations.length > 0 && ` Organizations: ${c.organizations.map(organizationText).join("; ")}.`,
  ]
    .filter(Boolean)
    .join("");

const chapterListItem = (c: ChapterDetail): string =>
  `${c.number}. ${mdLink(`${c.name}: ${c.title}`, c.links.html)} (${chapterWhen(c)}). ${mdText(c.summary)}${rolesAndOrganizations(c)} Full chapter: ${mdLink("Markdown", c.links.markdown)}.`;

export const chapterListMarkdown = (site: Site): string =>
  blocks("# Chapters", mdText(siteCopy(site).chaptersIntro), bullets(site.chapters.map(chapterListItem)));

const relatedSection = (title: string, items: ChapterDetail["related"]["talks"]): string | null =>
  items.length === 0 ? null : `### ${title}\n\n${bullets(items.map((i) => mdLinkItem(i.title, i.url)))}`;

export const chapterMarkdown = (site: Site, chapter: ChapterDetail): string => {
  const { related } = chapter;
  const relatedBlocks = [
    relatedSection("Timeline", related.timeline),
    relatedSection("Talks", related.talks),
    relatedSection("Writing", related.writing),
    relatedSection("Press", related.press),
    relatedSection("Projects", related.projects),
    relatedSection("Practices", related.practices),
  ].filter((b): b is string => b !== null);
  return blocks(
    `# ${mdText(chapter.title)}`,
    `Chapter ${chapter.number} of ${site.chapters.length}: ${mdText(`${chapter.name}. ${chapter.period}${chapter.place ? `, ${chapter.place}` : ""}.${chapter.part ? ` Shown by ${partLabel(chapter.part)} on the 3D site.` : ""}`)}`,
    `**${mdText(chapter.oneLiner)}**`,
    mdText(chapter.summary),
    "## Overview",
    mdText(chapter.panel),
    `## ${mdText(siteCopy(site).ownWords)}`,
    absoluteLinks(nestHeadings(chapter.text, 2), site.urls.base),
    chapter.highlights.length > 0 && `## Highlights\n\n${bullets(chapter.highlights.map((h) => `- ${mdText(h)}`))}`,
    chapter.stats.length > 0 &&
      `## By the numbers\n\n${bullets(chapter.stats.map((s) => `- **${mdText(s.value)}** ${mdText(s.label)}`))}`,
    chapter.quote &&
      `## Quote\n\n> ${mdText(chapter.quote.text)}\n>\n> ${chapter.quote.url ? mdLink(chapter.quote.source, chapter.quote.url) : mdText(chapter.quote.source)}`,
    chapter.roles.length > 0 && `## Roles\n\n${bullets(chapter.roles.map((r) => `- ${roleText(r)}`))}`,
    chapter.organizations.length > 0 &&
      `## Organizations\n\n${bullets(chapter.organizations.map((o) => `- ${organizationText(o)}`))}`,
    relatedBlocks.length > 0 && `## Related\n\n${relatedBlocks.join("\n\n")}`,
    "## Links",
    bullets([
      mdLinkItem("Cite this chapter", chapter.links.html),
      mdLinkItem("Chapter page", site.urls.story(chapter.id)),
      mdLinkItem("JSON", chapter.links.api),
      // Only a chapter a robot part shows is on a 3D site; otherwise the link is to the home page.
      mdLinkItem(chapter.part ? "On the 3D site" : "On the home page", chapter.links.home),
    ]),
  );
};

export const timelineItemMarkdown = (site: Site, t: TimelineItem): string =>
  blocks(
    `### ${mdText(t.label)}`,
    bullets([
      field("When", `${t.when}${t.current ? " (current role)" : ""}`),
      field("Role", t.role),
      field("Organization", t.organization),
      field("Place", t.place),
      markdownField("Chapter", t.chapter ? chapterLinks(site, [t.chapter]) : null),
      markdownField("Cite", t.url),
    ]),
    mdText(t.summary),
  );

export const talkMarkdown = (site: Site, t: Talk): string =>
  blocks(
    `### ${mdText(t.title)}`,
    bullets([
      field("Kind", t.kind),
      field("Year", t.year),
      field("Venue", `${t.venue}${t.location ? `, ${t.location}` : ""}`),
      field("With", t.with.join(", ")),
      markdownField("Watch, listen or read", `${mdLink(t.url, t.url)}${archivedNote(t.archived)}`),
      markdownField("More", t.links.map(linkLine).join(", ")),
      markdownField("Chapters", chapterLinks(site, t.chapters)),
      markdownField("Cite", t.page),
    ]),
    mdText(t.takeaway),
  );

export const writingMarkdown = (site: Site, w: WritingItem): string =>
  blocks(
    `### ${mdText(w.title)}`,
    bullets([
      field("Kind", w.kind),
      field("Outlet", w.outlet),
      field("Year", w.year),
      markdownField("Read", `${mdLink(w.url, w.url)}${archivedNote(w.archived)}`),
      markdownField("Chapters", chapterLinks(site, w.chapters)),
      markdownField("Cite", w.page),
    ]),
    mdOrNull(w.summary),
  );

export const answerMarkdown = (a: Answer): string =>
  blocks(`### ${mdText(a.question)}`, mdText(a.answer), `Source: ${mdLink(a.url, a.url)}`);

/** What a collection's section says in its own way, where the generic record (below) cannot say it. */
interface SectionMarkdown<K extends CollectionKey> {
  /** One record. */
  readonly record?: (site: Site, item: Site[K][number]) => string;
  /** What the section says before its records. */
  readonly intro?: (site: Site) => string;
}

/** Only where the generic Markdown cannot reproduce today's; keyed by registry key. */
const MARKDOWN_OVERRIDES: { readonly [K in CollectionKey]?: SectionMarkdown<K> } = {
  timeline: { record: timelineItemMarkdown, intro: (site) => mdText(siteCopy(site).timelineIntro) },
  talks: { record: talkMarkdown, intro: (site) => mdText(siteCopy(site).talksIntro) },
  writing: {
    record: writingMarkdown,
    intro: (site) =>
      site.writingMore.length === 0
        ? mdText(siteCopy(site).writingIntro)
        : `${mdText(siteCopy(site).writingIntro)} More on ${site.writingMore.map((m) => mdLink(m.label, m.url)).join(", ")}.`,
  },
  practices: { intro: (site) => mdText(siteCopy(site).practicesIntro) },
  answers: { record: (_site, a) => answerMarkdown(a), intro: (site) => mdText(siteCopy(site).answersIntro) },
};

/** The largest size of a record's image, linked with its alt text as the link's words. */
const imageLink = (site: Site, anchor: AnchorKind, id: string): string | null => {
  const picture = site.pictures[anchorId(anchor, id)];
  const largest = picture?.sizes.at(-1);
  return picture && largest ? mdLink(picture.alt, site.urls.at(largest.path)) : null;
};

/** Any collection's record, read through its registry roles: heading, facts, image, links, chapters, citation, text. */
const recordMarkdown = (site: Site, anchor: AnchorKind, r: RecordFields): string =>
  blocks(
    `### ${mdText(r.title)}`,
    bullets([
      ...r.facts.map((f) => field(f.label, f.value)),
      markdownField("Image", imageLink(site, anchor, r.id)),
      markdownField("Links", r.links.map(linkLine).join(", ")),
      markdownField("Chapters", chapterLinks(site, r.chapters)),
      markdownField("Cite", r.cite),
    ]),
    mdOrNull(r.summary),
    r.quote && `> ${mdText(r.quote)}`,
  );

/**
 * One collection's section body: its intro, then every record in compiled order; nothing when the record has
 * none, so that no page shows a heading and an intro over an empty list.
 */
export const collectionMarkdown = (site: Site, entry: AnyCollection): string[] => {
  if (site[entry.key].length === 0) return [];
  const { intro } = (MARKDOWN_OVERRIDES[entry.key] ?? {}) as SectionMarkdown<CollectionKey>;
  return [
    ...(intro ? [intro(site)] : []),
    ...site[entry.key].map((item) => collectionRecordMarkdown(site, entry, item)),
  ];
};

/** One record of a collection, as its section writes it: also what MCP's fetch returns for it. */
export const collectionRecordMarkdown = (
  site: Site,
  entry: AnyCollection,
  item: Site[CollectionKey][number],
): string => {
  const { record } = (MARKDOWN_OVERRIDES[entry.key] ?? {}) as SectionMarkdown<CollectionKey>;
  return record ? record(site, item) : recordMarkdown(site, entry.anchor, recordFields(entry.roles, item));
};

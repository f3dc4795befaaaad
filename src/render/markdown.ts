/**
 * Record → Markdown, written once and reused by the page documents (page-markdown.ts), llms-full.txt and the
 * MCP tools' `format: markdown`. Every link is absolute: these documents are read away from the site. Every
 * plain-text field goes through `mdText` (md.ts); only the fields the schemas call Markdown (a chapter's text,
 * the biography) are written as they are.
 */
import { collectionViews, type RecordView, recordView, type ViewChapter } from "../content/record-view.js";
import type { Site } from "../content/site.js";
import type { ChapterDetail } from "../schema/chapter.js";
import type { AnyCollection, CollectionKey } from "../schema/collections.js";
import type { Link } from "../schema/common.js";
import { capitalize } from "../schema/text.js";
import { absoluteLinks, blocks, bullets, mdLink, mdLinkItem, mdText, nestHeadings } from "./md.js";
import { sectionIntro } from "./section-intro.js";
import { endSentence } from "./sentence.js";
import { siteCopy } from "./subject.js";

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

const chapterLinks = (chapters: readonly ViewChapter[]): string | null =>
  chapters.length === 0 ? null : chapters.map((c) => mdLink(c.name, c.url)).join(", ");

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

const relatedSection = (bucket: string, items: ChapterDetail["related"]["talks"]): string | null =>
  items.length === 0
    ? null
    : `### ${mdText(capitalize(bucket))}\n\n${bullets(items.map((i) => mdLinkItem(i.title, i.url)))}`;

export const chapterMarkdown = (site: Site, chapter: ChapterDetail): string => {
  const relatedBlocks = Object.entries(chapter.related).flatMap(([bucket, items]) => {
    const section = relatedSection(bucket, items);
    return section === null ? [] : [section];
  });
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

/** The largest size of a record's picture, linked with its alt text as the link's words. */
const imageLink = (site: Site, r: RecordView): string | null => {
  const largest = r.picture?.sizes.at(-1);
  return r.picture && largest ? mdLink(r.picture.alt, site.urls.at(largest.path)) : null;
};

/** Where the record itself is, unless that is the page it cites, which the Cite line gives. */
const sourceLine = (r: RecordView): string | null =>
  r.source && r.source.url !== r.cite
    ? markdownField(r.source.label, `${mdLink(r.source.url, r.source.url)}${archivedNote(r.source.archived)}`)
    : null;

/** Any record, from its view: heading, facts, flag, image, where it is, links, chapters, citation, text, quote. */
export const recordMarkdown = (site: Site, r: RecordView): string =>
  blocks(
    `### ${mdText(r.title)}`,
    bullets([
      ...r.facts.map((f) => field(f.label, f.text)),
      r.flag && `- **${mdText(r.flag)}**`,
      markdownField("Image", imageLink(site, r)),
      sourceLine(r),
      markdownField("Links", r.links.map(linkLine).join(", ")),
      markdownField(r.chapters.length === 1 ? "Chapter" : "Chapters", chapterLinks(r.chapters)),
      markdownField("Cite", r.cite),
    ]),
    mdOrNull(r.summary),
    r.quote && `> ${mdText(r.quote)}`,
  );

/** A section's opening sentence, and where more of the collection is. */
const introMarkdown = (site: Site, key: CollectionKey): string | null => {
  const intro = sectionIntro(site, key);
  if (!intro) return null;
  const more = intro.more.map((m) => mdLink(m.label, m.url)).join(", ");
  return `${mdText(intro.text)}${more ? ` More on ${more}.` : ""}`;
};

/**
 * One collection's section body: its intro, then every record in compiled order; nothing when the record has
 * none, so that no page shows a heading and an intro over an empty list.
 */
export const collectionMarkdown = (site: Site, entry: AnyCollection): string[] => {
  const views = collectionViews(site, entry);
  if (views.length === 0) return [];
  const intro = introMarkdown(site, entry.key);
  return [...(intro ? [intro] : []), ...views.map((r) => recordMarkdown(site, r))];
};

/** One record of a collection, as its section writes it: also what MCP's fetch returns for it. */
export const collectionRecordMarkdown = (site: Site, entry: AnyCollection, item: { readonly id: string }): string =>
  recordMarkdown(site, recordView(site, entry, item));

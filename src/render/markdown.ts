/**
 * Record → Markdown, written once and reused by the Markdown twins of the pages, llms-full.txt and the MCP
 * tools' `format: markdown`. Every link is absolute: these documents are read away from the site.
 */
import type { Site } from "../content/site.js";
import type { Answer } from "../schema/answer.js";
import type { ChapterDetail } from "../schema/chapter.js";
import type { ChapterId, Link } from "../schema/common.js";
import type { Practice } from "../schema/practice.js";
import type { Project } from "../schema/project.js";
import type { Talk } from "../schema/talk.js";
import type { TimelineItem } from "../schema/timeline.js";
import type { WritingItem } from "../schema/writing.js";
import { type CopyId, type PageInfo, pageList } from "./catalog.js";
import { developersMarkdown, errorsMarkdown } from "./developers.js";
import type { ServiceFacts } from "./facts.js";
import { absoluteLinks, blocks, demoteHeadings, mdLink, mdLinkItem } from "./md.js";
import { subjectCopy } from "./subject.js";

const bullets = (lines: readonly (string | null | false)[]): string =>
  lines.filter((l): l is string => typeof l === "string" && l !== "").join("\n");

const field = (label: string, value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === "" ? null : `- ${label}: ${value}`;

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

export const profileMarkdown = (site: Site): string => {
  const p = site.profile;
  const copy = subjectCopy(site.subject);
  const { urls } = site;
  return blocks(
    `# ${p.name}`,
    `${p.jobTitle} at ${mdLink(p.company.name, p.company.url)} (${p.company.tagline} ${p.company.backedBy}.) Based in ${p.basedIn.label}; born in ${p.birthplace.label}.`,
    p.summary,
    `## ${copy.whoIs}`,
    p.description,
    "## Biography",
    absoluteLinks(p.bio, urls.base),
    `## ${copy.placesLived}`,
    bullets(p.places.map((pl) => `- ${pl.place}: ${pl.why}`)),
    "## Contact",
    `Email ${mdLink(p.contact.email, `mailto:${p.contact.email}`)}. ${p.contact.note} See the ${mdLink("contact page", p.contact.page)}.`,
    "## Profiles",
    bullets(p.profiles.map((s) => mdLinkItem(s.name, s.url, s.handle))),
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

const chapterListItem = (c: ChapterDetail): string =>
  `${c.number}. ${mdLink(`${c.name}: ${c.title}`, c.links.html)} (${c.period}${c.place ? `, ${c.place}` : ""}; ${partLabel(c.part)}). ${c.summary} Full chapter: ${mdLink("Markdown", c.links.markdown)}.`;

export const chapterListMarkdown = (site: Site): string =>
  blocks("# Chapters", subjectCopy(site.subject).chaptersIntro, bullets(site.chapters.map(chapterListItem)));

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
    `# ${chapter.title}`,
    `Chapter ${chapter.number} of ${site.chapters.length}: ${chapter.name}. ${chapter.period}${chapter.place ? `, ${chapter.place}` : ""}. Shown by ${partLabel(chapter.part)} on the 3D site.`,
    `**${chapter.oneLiner}**`,
    chapter.summary,
    "## Overview",
    chapter.panel,
    `## ${subjectCopy(site.subject).ownWords}`,
    absoluteLinks(chapter.text, site.urls.base),
    chapter.highlights.length > 0 && `## Highlights\n\n${bullets(chapter.highlights.map((h) => `- ${h}`))}`,
    chapter.stats.length > 0 &&
      `## By the numbers\n\n${bullets(chapter.stats.map((s) => `- **${s.value}** ${s.label}`))}`,
    chapter.quote &&
      `## Quote\n\n> ${chapter.quote.text}\n>\n> ${chapter.quote.url ? mdLink(chapter.quote.source, chapter.quote.url) : chapter.quote.source}`,
    "## Roles",
    bullets(chapter.roles.map((r) => `- ${r.title}, ${r.organization}`)),
    "## Organizations",
    bullets(
      chapter.organizations.map(
        (o) => `- ${o.url ? mdLink(o.name, o.url) : o.name}${o.fullName ? ` (${o.fullName})` : ""}`,
      ),
    ),
    relatedBlocks.length > 0 && `## Related\n\n${relatedBlocks.join("\n\n")}`,
    "## Links",
    bullets([
      mdLinkItem("Cite this chapter", chapter.links.html),
      mdLinkItem("Chapter page", site.urls.story(chapter.id)),
      mdLinkItem("JSON", chapter.links.api),
      mdLinkItem("On the 3D site", chapter.links.home),
    ]),
  );
};

export const timelineItemMarkdown = (site: Site, t: TimelineItem): string =>
  blocks(
    `### ${t.label}`,
    bullets([
      field("When", `${t.when}${t.current ? " (current role)" : ""}`),
      field("Role", t.role),
      field("Organization", t.organization),
      field("Place", t.place),
      field("Chapter", t.chapter ? chapterLinks(site, [t.chapter]) : null),
      field("Cite", t.url),
    ]),
    t.summary,
  );

export const talkMarkdown = (site: Site, t: Talk): string =>
  blocks(
    `### ${t.title}`,
    bullets([
      field("Kind", t.kind),
      field("Year", t.year),
      field("Venue", `${t.venue}${t.location ? `, ${t.location}` : ""}`),
      field("With", t.with.join(", ")),
      field("Watch, listen or read", `${mdLink(t.url, t.url)}${archivedNote(t.archived)}`),
      field("More", t.links.map(linkLine).join(", ")),
      field("Chapters", chapterLinks(site, t.chapters)),
      field("Cite", t.page),
    ]),
    t.takeaway,
  );

export const writingMarkdown = (site: Site, w: WritingItem): string =>
  blocks(
    `### ${w.title}`,
    bullets([
      field("Kind", w.kind),
      field("Outlet", w.outlet),
      field("Year", w.year),
      field("Read", `${mdLink(w.url, w.url)}${archivedNote(w.archived)}`),
      field("Chapters", chapterLinks(site, w.chapters)),
      field("Cite", w.page),
    ]),
    w.summary,
  );

export const projectMarkdown = (site: Site, p: Project): string =>
  blocks(
    `### ${p.title}`,
    bullets([
      field("Organization", p.organization),
      field("Years", p.years),
      field("Links", p.links.map(linkLine).join(", ")),
      field("Chapters", chapterLinks(site, p.chapters)),
      field("Cite", p.page),
    ]),
    p.summary,
    p.quote && `> ${p.quote}`,
  );

export const practiceMarkdown = (site: Site, p: Practice): string =>
  blocks(
    `### ${p.title}`,
    bullets([
      field("Links", p.links.map(linkLine).join(", ")),
      field("Chapters", chapterLinks(site, p.chapters)),
      field("Cite", p.page),
    ]),
    p.summary,
  );

export const answerMarkdown = (a: Answer): string =>
  blocks(`### ${a.question}`, a.answer, `Source: ${mdLink(a.url, a.url)}`);

const section = (title: string, items: readonly string[]): string => blocks(`## ${title}`, ...items);

const homeMarkdown = (site: Site): string => {
  const { profile, urls } = site;
  const current = site.timeline.find((t) => t.current);
  return blocks(
    `# ${profile.name}`,
    `${profile.jobTitle} at ${mdLink(profile.company.name, profile.company.url)}, ${profile.basedIn.label}.`,
    profile.summary,
    `## ${subjectCopy(site.subject).whatNow}`,
    current ? `${current.summary} ${profile.company.name}: ${profile.company.tagline}` : profile.company.tagline,
    demoteHeadings(chapterListMarkdown(site), 1),
    "## Read more",
    bullets([
      mdLinkItem(
        "Agent mode",
        urls.agentMarkdown,
        "the whole record on one page, with an anchor to cite for each item",
      ),
      mdLinkItem("Résumé", urls.markdownOf("/resume")),
      mdLinkItem("About", urls.markdownOf("/about")),
      mdLinkItem("Contact", urls.markdownOf("/contact")),
      mdLinkItem("Developers", urls.markdownOf("/developers"), "the JSON API and MCP server"),
      mdLinkItem("llms.txt", urls.llms),
    ]),
  );
};

const agentMarkdown = (site: Site, page: PageInfo): string => {
  const { urls } = site;
  return blocks(
    `# ${page.title}`,
    `${page.description} Each record lists the URL to cite. The same data is available as a ${mdLink("JSON API", urls.api)} and an ${mdLink("MCP server", urls.mcp)}.`,
    "## Profile",
    demoteHeadings(profileMarkdown(site), 2),
    "## Chapters",
    ...site.chapters.map((c) => demoteHeadings(chapterMarkdown(site, c), 2)),
    section(
      "Timeline",
      site.timeline.map((t) => timelineItemMarkdown(site, t)),
    ),
    section(
      "Talks",
      site.talks.map((t) => talkMarkdown(site, t)),
    ),
    section("Writing and press", [
      `More writing: ${site.writingMore.map((m) => mdLink(m.label, m.url)).join(", ")}.`,
      ...site.writing.map((w) => writingMarkdown(site, w)),
    ]),
    section(
      "Projects",
      site.projects.map((p) => projectMarkdown(site, p)),
    ),
    section(
      "Practices",
      site.practices.map((p) => practiceMarkdown(site, p)),
    ),
    section("Quick answers", site.answers.map(answerMarkdown)),
  );
};

const resumeMarkdown = (site: Site, page: PageInfo): string => {
  const { profile } = site;
  const year = (y: number | null): string => (y === null ? "" : `${y}: `);
  return blocks(
    `# ${page.title}`,
    `${profile.jobTitle}, ${profile.company.name}. ${profile.basedIn.label}. ${mdLink(profile.contact.email, `mailto:${profile.contact.email}`)}`,
    profile.summary,
    "## Experience",
    [...site.timeline]
      .reverse()
      .map(
        (t) =>
          `### ${t.role ?? t.label}${t.organization ? `, ${t.organization}` : ""}\n\n${t.when}${t.place ? `, ${t.place}` : ""}. ${t.summary}`,
      )
      .join("\n\n"),
    "## Talks",
    bullets(site.talks.map((t) => `- ${year(t.year)}${mdLink(t.title, t.page)}, ${t.venue} (${t.kind})`)),
    "## Writing and press",
    bullets(site.writing.map((w) => `- ${year(w.year)}${mdLink(w.title, w.page)}, ${w.outlet} (${w.kind})`)),
    "## Projects",
    bullets(
      site.projects.map(
        (p) =>
          `- ${mdLink(p.title, p.page)}${p.organization ? `, ${p.organization}` : ""}${p.years ? ` (${p.years})` : ""}: ${p.summary}`,
      ),
    ),
    "## Practices",
    bullets(site.practices.map((p) => `- ${mdLink(p.title, p.page)}`)),
    "## Profiles",
    bullets(profile.profiles.map((s) => mdLinkItem(s.name, s.url, s.handle))),
  );
};

const copyMarkdown = (site: Site, id: CopyId): string =>
  blocks(`# ${site.pages[id].title}`, absoluteLinks(site.pages[id].body, site.urls.base));

/** The page 404 in Markdown: where to go instead. */
export const notFoundMarkdown = (site: Site): string =>
  blocks(
    "# Not found",
    "There is no page at this address.",
    bullets([
      mdLinkItem("Agent mode", site.urls.agent, "the whole public record on one page"),
      mdLinkItem("llms.txt", site.urls.llms, "an index of everything on this site"),
      mdLinkItem("Home", site.urls.home),
    ]),
  );

/** One Markdown document per page: the twin served at the page's .md URL, reused by llms-full.txt and MCP. */
export interface MarkdownPage {
  /** The HTML page path: `/`, `/agent`, `/about`, `/story/org-b`, … */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
}

export const pageMarkdown = (site: Site, page: PageInfo, facts: ServiceFacts): string => {
  switch (page.kind) {
    case "home":
      return homeMarkdown(site);
    case "agent":
      return agentMarkdown(site, page);
    case "resume":
      return resumeMarkdown(site, page);
    case "copy":
      return copyMarkdown(site, page.copy);
    case "developers":
      return developersMarkdown(site, page, facts);
    case "errors":
      return errorsMarkdown(site, page);
    case "story":
      return chapterMarkdown(site, page.chapter);
  }
};

export const markdownPages = (site: Site, facts: ServiceFacts): MarkdownPage[] =>
  pageList(site).map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
    markdown: pageMarkdown(site, page, facts),
  }));

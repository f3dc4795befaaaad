/**
 * Page → Markdown: the twin of every page (home, agent mode, résumé, copy pages, developer guide, stories),
 * assembled from the record Markdown, and served at the page's .md URL, in llms-full.txt and as MCP resources.
 * Plain text (content fields, and page titles and descriptions made from them) goes through `mdText`; a copy
 * page's body is Markdown and is written as it is.
 */

import type { Site } from "../content/site.js";
import { COLLECTIONS } from "../schema/collections.js";
import { type CopyId, type PageInfo, pageList } from "./catalog.js";
import { copyBody } from "./copy.js";
import { developersMarkdown, errorsMarkdown } from "./developers.js";
import { draftNotice } from "./draft.js";
import { chapterListMarkdown, chapterMarkdown, collectionMarkdown, profileMarkdown } from "./markdown.js";
import { absoluteLinks, blocks, bullets, demoteHeadings, mdLink, mdLinkItem, mdText, nestHeadings } from "./md.js";
import { lineTail, type ResumeLine, type ResumeSection, resume } from "./resume.js";
import type { ServiceDescription } from "./service-description.js";
import { siteCopy } from "./subject.js";

/** A section under its heading; no heading over a section with nothing in it. */
const section = (title: string, items: readonly string[]): string | null =>
  items.length === 0 ? null : blocks(`## ${title}`, ...items);

/** A résumé section: its heading and its list, or nothing when the list is empty. */
const listSection = (title: string, lines: readonly string[]): string | null =>
  section(title, lines.length === 0 ? [] : [bullets(lines)]);

/** The owner's profiles elsewhere, one list item each: the network linked, then the handle. */
const profileItems = (site: Site): string[] =>
  site.profile.profiles.map((s) => mdLinkItem(s.name, s.url, mdText(s.handle)));

const homeMarkdown = (site: Site): string => {
  const { profile, urls } = site;
  const current = site.timeline.find((t) => t.current);
  return blocks(
    `# ${mdText(profile.name)}`,
    `${mdText(profile.jobTitle)} at ${mdLink(profile.company.name, profile.company.url)}, ${mdText(profile.basedIn.label)}.`,
    mdText(profile.summary),
    `## ${mdText(siteCopy(site).whatNow)}`,
    mdText(
      current ? `${current.summary} ${profile.company.name}: ${profile.company.tagline}` : profile.company.tagline,
    ),
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
    listSection("Elsewhere", profileItems(site)),
  );
};

const agentMarkdown = (site: Site, page: PageInfo): string => {
  const { urls } = site;
  return blocks(
    `# ${mdText(page.title)}`,
    `${mdText(page.description)} Each record lists the URL to cite. The same data is available as a ${mdLink("JSON API", urls.api)} and an ${mdLink("MCP server", urls.mcp)}.`,
    "## Profile",
    demoteHeadings(profileMarkdown(site), 2),
    "## Chapters",
    ...site.chapters.map((c) => demoteHeadings(chapterMarkdown(site, c), 2)),
    ...COLLECTIONS.map((entry) => section(entry.heading, collectionMarkdown(site, entry))),
  );
};

const resumeLine = (line: ResumeLine): string =>
  `- ${line.dates ? `${mdText(line.dates)}: ` : ""}${mdLink(line.title, line.url)}${mdText(lineTail(line), { atLineStart: false })}`;

const resumeSection = (s: ResumeSection): string | null =>
  s.style === "entry"
    ? section(
        s.title,
        s.entries.map(
          (e) => `### ${mdText(e.heading)}\n\n${mdText([e.meta.join(", "), e.summary].filter(Boolean).join(". "))}`,
        ),
      )
    : listSection(s.title, s.lines.map(resumeLine));

const resumeMarkdown = (site: Site, page: PageInfo): string => {
  const r = resume(site);
  return blocks(
    `# ${mdText(page.title)}`,
    `${mdText(`${r.role}. ${r.basedIn}.`)} ${mdLink(r.email, `mailto:${r.email}`)}`,
    `Also as a ${mdLink("PDF", site.urls.resumePdf)}, as ${mdLink("JSON Resume", site.urls.resumeJson)} and a ${mdLink("contact card (vCard)", site.urls.vcard)}.`,
    mdText(r.summary),
    ...r.sections.map(resumeSection),
  );
};

const copyMarkdown = (site: Site, id: CopyId): string =>
  blocks(`# ${mdText(site.pages[id].title)}`, absoluteLinks(nestHeadings(copyBody(site, id), 1), site.urls.base));

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

/** A page's twin; a draft's opens with the draft notice, as the page does with its banner. */
export const pageMarkdown = (site: Site, page: PageInfo, facts: ServiceDescription): string => {
  const notice = draftNotice(site);
  const markdown = pageBody(site, page, facts);
  return notice ? blocks(`> ${mdText(notice)}`, markdown) : markdown;
};

const pageBody = (site: Site, page: PageInfo, facts: ServiceDescription): string => {
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
      return errorsMarkdown(site, page, facts);
    case "story":
      return chapterMarkdown(site, page.chapter);
  }
};

/**
 * Every page's twin, each written when first read: llms-full.txt reads them all, while the MCP server lists them
 * as resources on every request and reads one only when a client asks for it.
 */
export const markdownPages = (site: Site, facts: ServiceDescription): MarkdownPage[] =>
  pageList(site).map((page) => {
    let markdown: string | undefined;
    return {
      path: page.path,
      title: page.title,
      description: page.description,
      get markdown() {
        markdown ??= pageMarkdown(site, page, facts);
        return markdown;
      },
    };
  });

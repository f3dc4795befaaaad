/**
 * Record → Markdown, written once and reused by the Markdown twins of the pages, llms-full.txt and the MCP
 * tools' `format: markdown`.
 */
import type { Site } from "../content/site.js";
import type { ChapterDetail } from "../schema/chapter.js";

export const profileMarkdown = (site: Site): string => {
  const p = site.profile;
  return [
    `# ${p.name}`,
    "",
    `${p.jobTitle} at [${p.company.name}](${p.company.url}).`,
    "",
    p.summary,
    "",
    p.bio,
    "",
  ].join("\n");
};

export const chapterListMarkdown = (site: Site): string =>
  [
    "# Chapters",
    "",
    ...site.chapters.map((c) => `${c.number}. [${c.name}: ${c.title}](${c.links.html}) (${c.period}): ${c.summary}`),
    "",
  ].join("\n");

export const chapterMarkdown = (_site: Site, chapter: ChapterDetail): string =>
  [
    `# ${chapter.title}`,
    "",
    `${chapter.period}${chapter.place ? `, ${chapter.place}` : ""}`,
    "",
    chapter.text,
    "",
  ].join("\n");

/** One Markdown document per page: the twin served at the page's .md URL, reused by llms-full.txt and MCP. */
export interface MarkdownPage {
  /** The HTML page path: `/`, `/agent`, `/about`, `/story/org-b`, … */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
}

export const markdownPages = (site: Site): MarkdownPage[] => [
  { path: "/", title: site.profile.name, description: site.profile.description, markdown: profileMarkdown(site) },
  ...site.chapters.map((chapter) => ({
    path: `/story/${chapter.id}`,
    title: chapter.title,
    description: chapter.summary,
    markdown: chapterMarkdown(site, chapter),
  })),
];

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

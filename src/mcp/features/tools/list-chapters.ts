/** list_chapters: the six chapters of the career in story order (REST listChapters). */
import { chaptersInWords } from "../../../content/site.js";
import { chapterListBody } from "../../../render/envelope.js";
import { chapterListMarkdown } from "../../../render/markdown.js";
import { ChapterListResponse } from "../../../schema/envelope.js";
import { siteTool } from "./site-tool.js";
import type { McpTool, ToolInfo } from "./tool.js";

const info: ToolInfo = {
  name: "list_chapters",
  title: "List career chapters",
  describe: (site) => {
    // A single chapter has no order to keep and no "each".
    const many = site.chapters.length > 1;
    const { possessive } = site.subject.pronouns;
    return `The ${chaptersInWords(site)} of ${possessive} career${many ? " in story order" : ""} (${site.subject.story}), ${many ? "each " : ""}with years, place, roles, organizations and a one-sentence summary. Use it for an overview of ${possessive} career or to find a chapter id for get_chapter. Cite ${many ? "each chapter's" : "the chapter's"} links.html. format: markdown returns the list as Markdown.`;
  },
};

export const listChaptersTool: McpTool = siteTool(info, ChapterListResponse, chapterListBody, chapterListMarkdown);

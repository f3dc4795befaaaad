/** list_chapters: the six chapters of the career in story order (REST listChapters). */
import { chaptersInWords } from "../../content/site.js";
import { chapterListBody } from "../../render/envelope.js";
import { chapterListMarkdown } from "../../render/markdown.js";
import { ChapterListResponse } from "../../schema/envelope.js";
import { VIEW_URI } from "../view/uri.js";
import { bindTool, Format, formattedResult, type McpTool, type ToolInfo, toolArguments } from "./tool.js";

const info: ToolInfo = {
  name: "list_chapters",
  title: "List career chapters",
  describe: (site) =>
    `The ${chaptersInWords(site)} of ${site.subject.pronouns.possessive} career in story order (${site.subject.story}), each with years, place, roles, organizations and a one-sentence summary. Use it for an overview of ${site.subject.pronouns.possessive} career or to find a chapter id for get_chapter. Cite each chapter's links.html. format: markdown returns the list as Markdown.`,
};

const input = toolArguments(info.name, { format: Format });

export const listChaptersTool: McpTool = {
  ...info,
  input: () => input,
  bind: ({ site }) =>
    bindTool(
      info,
      site,
      input,
      ChapterListResponse,
      ({ format }) => formattedResult(format, chapterListBody(site), () => chapterListMarkdown(site)),
      VIEW_URI,
    ),
};

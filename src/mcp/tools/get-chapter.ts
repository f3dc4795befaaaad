/** get_chapter: one chapter in full (REST getChapter). */
import { z } from "@hono/zod-openapi";
import { chapterById } from "../../content/site.js";
import { chapterBody, chapterNotFoundHint } from "../../render/envelope.js";
import { chapterMarkdown } from "../../render/markdown.js";
import { CHAPTER_IDS } from "../../schema/common.js";
import { ChapterResponse } from "../../schema/envelope.js";
import { VIEW_URI } from "../view/uri.js";
import { bindTool, Format, formattedResult, type McpTool, type ToolInfo, toolArguments } from "./tool.js";

const info: ToolInfo = {
  name: "get_chapter",
  title: "Get career chapter",
  describe: ({ subject: { pronouns } }) =>
    `One chapter of ${pronouns.possessive} career in full: ${pronouns.possessive} own first-person account, highlights, stats, a quote, and related timeline entries, talks, writing, press, projects and practices. Use it when a question is about one period or employer; list_chapters gives the ids. Cite data.links.html. format: markdown returns the chapter page's Markdown.`,
};

const input = toolArguments(info.name, {
  id: z
    .enum(CHAPTER_IDS, { error: `id must be one of: ${CHAPTER_IDS.join(", ")}` })
    .describe("the chapter id; the six ids in story order are listed in the enum"),
  format: Format,
});

export const getChapterTool: McpTool = {
  ...info,
  input: () => input,
  bind: ({ site }) =>
    bindTool(
      info,
      site,
      input,
      ChapterResponse,
      ({ id, format }) => {
        const chapter = chapterById(site, id);
        if (!chapter) throw new Error(`No chapter has the id "${id}". ${chapterNotFoundHint}`);
        return formattedResult(format, chapterBody(site, chapter), () => chapterMarkdown(site, chapter));
      },
      VIEW_URI,
    ),
};

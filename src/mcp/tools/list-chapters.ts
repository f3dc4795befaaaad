/** list_chapters: the six chapters of the career in story order (REST listChapters). */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { chapterListBody } from "../../render/envelope.js";
import { chapterListMarkdown } from "../../render/markdown.js";
import { ChapterListResponse } from "../../schema/envelope.js";
import { Format, formattedResult, type McpTool, readOnly, type ToolDeps, toolArguments } from "./tool.js";

const info = {
  name: "list_chapters",
  title: "List career chapters",
  description:
    "The six chapters of his career in story order (college, his own design studio, then four employers), each with years, place, roles, organizations and a one-sentence summary. Use it for an overview of his career or to find a chapter id for get_chapter. Cite each chapter's links.html. format: markdown returns the list as Markdown.",
} as const;

const input = toolArguments(info.name, { format: Format });

export const registerListChapters = (server: McpServer, { site }: ToolDeps): void => {
  server.registerTool(
    info.name,
    { ...info, inputSchema: input, outputSchema: ChapterListResponse, annotations: readOnly(info.title) },
    ({ format }) => formattedResult(format, chapterListBody(site), () => chapterListMarkdown(site)),
  );
};

export const listChaptersTool: McpTool = { ...info, register: registerListChapters };

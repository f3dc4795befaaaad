/** get_chapter: one chapter in full (REST getChapter). */
import { z } from "@hono/zod-openapi";
import { chapterById, chapterIds, chapterNotFoundHint, type Site } from "../../../content/site.js";
import { chapterBody } from "../../../render/envelope.js";
import { chapterMarkdown } from "../../../render/markdown.js";
import { ChapterResponse } from "../../../schema/envelope.js";
import { VIEW_URI } from "../view/uri.js";
import { bindTool, Format, formattedResult, type McpTool, type ToolInfo, toolArguments } from "./tool.js";

const info: ToolInfo = {
  name: "get_chapter",
  title: "Get career chapter",
  describe: ({ subject: { pronouns } }) =>
    `One chapter of ${pronouns.possessive} career in full: ${pronouns.possessive} own first-person account, highlights, stats, a quote, and related timeline entries, talks, writing, press, projects and practices. Use it when a question is about one period or employer; list_chapters gives the ids. Cite data.links.html. format: markdown returns the chapter page's Markdown.`,
};

/** The arguments for one site: its chapter ids are the enum, so a client can offer them and a wrong one is named. */
const inputs = new WeakMap<Site, ReturnType<typeof inputFor>>();
const inputFor = (site: Site) => {
  const [first = "", ...rest] = chapterIds(site);
  const ids = [first, ...rest].join(", ");
  return toolArguments(info.name, {
    id: z
      .enum([first, ...rest], {
        error: (issue) => (issue.input === undefined ? `is required, one of: ${ids}` : `must be one of: ${ids}`),
      })
      .describe("the chapter id; the ids in story order are listed in the enum"),
    format: Format,
  });
};
const input = (site: Site) => {
  const known = inputs.get(site);
  if (known) return known;
  const built = inputFor(site);
  inputs.set(site, built);
  return built;
};

export const getChapterTool: McpTool = {
  ...info,
  input,
  bind: ({ site }) =>
    bindTool(
      info,
      site,
      input(site),
      ChapterResponse,
      ({ id, format }) => {
        const chapter = chapterById(site, id);
        if (!chapter) throw new Error(`No chapter has the id "${id}". ${chapterNotFoundHint(site)}`);
        return formattedResult(format, chapterBody(site, chapter), () => chapterMarkdown(site, chapter));
      },
      VIEW_URI,
    ),
};

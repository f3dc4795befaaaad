/**
 * Every page's Markdown twin as a resource, under the URL the site serves it at (`…/about.md`), plus a
 * template for the chapters (`…/story/{id}.md`) whose `id` completes, so a client can offer the six ids.
 */
import {
  type McpServer,
  type ReadResourceResult,
  ResourceNotFoundError,
  ResourceTemplate,
} from "@modelcontextprotocol/server";
import { chapterIds, type Site } from "../../content/site.js";
import type { MarkdownPage } from "../../render/page-markdown.js";
import type { ChapterId } from "../../schema/common.js";

const MARKDOWN = "text/markdown";

interface PageResource {
  /** Programmatic name: `index`, `about`, `story-org-b`. */
  readonly name: string;
  readonly uri: string;
  readonly page: MarkdownPage;
}

/** Everything the per-request servers register, built once per site (parsing the URI template included). */
export interface SiteResources {
  readonly pages: readonly PageResource[];
  readonly chapterTemplate: ResourceTemplate;
  readonly read: (uri: URL) => ReadResourceResult;
  /** The chapter ids, for the template's description. */
  readonly ids: readonly string[];
}

const resourceName = (path: string): string => (path === "/" ? "index" : path.slice(1).replaceAll("/", "-"));

export const siteResources = (site: Site, markdown: readonly MarkdownPage[]): SiteResources => {
  const byUri = new Map(
    markdown.map((page) => {
      const uri = new URL(site.urls.markdownOf(page.path)).href;
      return [uri, { name: resourceName(page.path), uri, page }];
    }),
  );
  // The chapter URL function with the template variable in place of an id, so the template follows urls.ts.
  const template = site.urls.storyMarkdown("{id}" as ChapterId);
  const ids = chapterIds(site);
  const completeChapterId = (value: string): string[] => ids.filter((id) => id.startsWith(value));
  return {
    pages: [...byUri.values()],
    chapterTemplate: new ResourceTemplate(template, { list: undefined, complete: { id: completeChapterId } }),
    ids,
    read: (uri) => {
      const resource = byUri.get(uri.href);
      if (!resource) {
        // -32602 with the URI as data (2026-07-28's code; legacy.ts gives the 2025 revisions their -32002), with
        // the ids a client can use in the message.
        throw new ResourceNotFoundError(
          uri.href,
          `Resource not found: ${uri.href.slice(0, 200)}. Chapter ids are ${ids.join(", ")}; resources/list names every page.`,
        );
      }
      return { contents: [{ uri: resource.uri, mimeType: MARKDOWN, text: resource.page.markdown }] };
    },
  };
};

export const registerResources = (server: McpServer, { pages, chapterTemplate, read, ids }: SiteResources): void => {
  for (const { name, uri, page } of pages) {
    server.registerResource(name, uri, { title: page.title, description: page.description, mimeType: MARKDOWN }, read);
  }
  server.registerResource(
    "chapter",
    chapterTemplate,
    {
      title: "Career chapter as Markdown",
      description: `One chapter of the story by id: ${ids.join(", ")}.`,
      mimeType: MARKDOWN,
    },
    read,
  );
};

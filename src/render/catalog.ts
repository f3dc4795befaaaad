/** Every page of the site with its title and description, shared by the HTML, the Markdown twins and llms.txt. */
import { heldParts, inWords, type Site } from "../content/site.js";
import { storyPath } from "../content/urls.js";
import type { ChapterDetail } from "../schema/chapter.js";

export type CopyId = keyof Site["pages"];

interface PageBase {
  /** The HTML page path: `/`, `/agent`, `/story/org-b`, … */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** Short label for navigation and link lists. */
  readonly label: string;
}

export type PageInfo = PageBase &
  (
    | { readonly kind: "home" | "agent" | "resume" | "developers" | "errors" }
    | { readonly kind: "copy"; readonly copy: CopyId }
    | { readonly kind: "story"; readonly chapter: ChapterDetail }
  );

export const pageList = (site: Site): PageInfo[] => {
  const { profile, pages } = site;
  const name = profile.name;
  const copy = (id: CopyId, label: string): PageInfo => ({
    path: `/${id}`,
    kind: "copy",
    copy: id,
    title: pages[id].title,
    description: pages[id].description,
    label,
  });
  return [
    {
      path: "/",
      kind: "home",
      title: `${name}: ${profile.jobTitle} at ${profile.company.name}`,
      description: profile.summary,
      label: "Home",
    },
    {
      path: "/agent",
      kind: "agent",
      title: `Agent mode: ${name}'s public record`,
      description: `Everything published about ${name} on one page: ${inWords(["profile", "chapters", ...heldParts(site)])}, each under a stable anchor to cite.`,
      label: "Agent mode",
    },
    {
      path: "/resume",
      kind: "resume",
      title: `${name}: résumé`,
      description: `${name}'s ${inWords(["experience", ...heldParts(site, ["talks", "writing", "projects", "practices"])])}, newest first.`,
      label: "Résumé",
    },
    copy("about", "About"),
    copy("contact", "Contact"),
    copy("privacy", "Privacy"),
    {
      path: "/developers",
      kind: "developers",
      title: "Developers: the JSON API and MCP server",
      description: `How to use the read-only JSON API and MCP server about ${name}: endpoints with curl examples, MCP client set-up, limits, errors and versioning.`,
      label: "Developers",
    },
    {
      path: "/developers/errors",
      kind: "errors",
      title: "API errors",
      description:
        "Every error code the API returns: its status, what it means, an example body and how to fix the request.",
      label: "API errors",
    },
    ...site.chapters.map(
      (chapter): PageInfo => ({
        path: storyPath(chapter.id),
        kind: "story",
        title: chapter.title,
        description: chapter.summary,
        label: chapter.name,
        chapter,
      }),
    ),
  ];
};

/**
 * The MCP Apps view (extension `io.modelcontextprotocol/ui`, spec 2026-01-26) as a resource: one `ui://`
 * document with the `text/html;profile=mcp-app` type, which get_profile, get_chapter and list_chapters name in
 * `_meta.ui.resourceUri`. Registered on every server, for every client: this endpoint is stateless, and a list
 * that changed with the client's capabilities would differ between the requests of one conversation (and from
 * the direct path's captured lists). A host without the extension ignores the link and reads the tools' usual
 * text and structured results, which are unchanged.
 */
import { RESOURCE_MIME_TYPE, registerAppResource } from "@modelcontextprotocol/ext-apps/server";
import type { McpServer, ReadResourceResult } from "@modelcontextprotocol/server";
import type { Site } from "../../../content/site.js";
import { viewHtml } from "./html.js";
import { VIEW_URI } from "./uri.js";

export interface ViewResource {
  readonly register: (server: McpServer) => void;
}

/** The view written once for a site; registering it on a server is then one call. */
export const viewResource = (site: Site): ViewResource => {
  const result: ReadResourceResult = {
    contents: [
      {
        uri: VIEW_URI,
        mimeType: RESOURCE_MIME_TYPE,
        text: viewHtml(site),
        // Asked of hosts explicitly, since their defaults differ: the card draws its own surfaces.
        _meta: { ui: { prefersBorder: false } },
      },
    ],
  };
  const config = {
    title: `${site.profile.name}: profile card and career timeline`,
    description:
      "MCP Apps view for get_profile, get_chapter and list_chapters: the profile as a card with the career timeline, or one chapter in it. Read-only; loads nothing from the network.",
    _meta: { ui: { prefersBorder: false } },
  };
  return { register: (server) => registerAppResource(server, "profile-view", VIEW_URI, config, () => result) };
};

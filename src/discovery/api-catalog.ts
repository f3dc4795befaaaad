/**
 * RFC 9727 API catalog at /.well-known/api-catalog: a Linkset (RFC 9264) with one context per API this host
 * offers (the JSON API and the MCP server, each with its description and docs) and one for the catalog itself,
 * whose `item` links list those APIs.
 */
import type { Urls } from "../content/urls.js";
import { linkValue } from "../http/headers.js";
import { CARD_MEDIA_TYPE } from "./server-card.js";

export const API_CATALOG_PATH = "/.well-known/api-catalog";
export const API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

interface Target {
  readonly href: string;
  readonly type?: string;
  readonly title?: string;
}

/** RFC 9264 §4.2.2: every relation maps to an array of targets, even when there is only one. */
type LinkContext = { readonly anchor: string } & Readonly<Record<string, string | readonly Target[]>>;

/** RFC 9727 requires this Link on HEAD of the catalog; HEAD is GET without the body, so GET carries it too. */
export const apiCatalogLink = (urls: Urls): string =>
  linkValue(urls.apiCatalog, "api-catalog", "application/linkset+json");

export const apiCatalog = (urls: Urls): { linkset: LinkContext[] } => {
  const docs: Target[] = [
    { href: urls.developers, type: "text/html", title: "Developer guide" },
    { href: urls.markdownOf("/developers"), type: "text/markdown", title: "Developer guide (Markdown)" },
    { href: urls.developersLlms, type: "text/plain", title: "API and MCP guide for language models (llms.txt)" },
  ];
  return {
    linkset: [
      {
        anchor: urls.api,
        // The served Content-Type, not the draft application/openapi+json: a Link type is a hint of what GET returns.
        "service-desc": [{ href: urls.openapi, type: "application/json", title: "OpenAPI 3.1 description" }],
        "service-doc": docs,
        status: [{ href: urls.api, type: "application/json", title: "API index" }],
      },
      {
        // RFC 9727 catalogs any API by its endpoint; the MCP server card is the machine-readable description.
        anchor: urls.mcp,
        "service-desc": [{ href: urls.serverCard, type: CARD_MEDIA_TYPE, title: "MCP server card" }],
        "service-doc": docs,
      },
      {
        anchor: urls.apiCatalog,
        item: [
          { href: urls.api, title: "Public profile JSON API" },
          { href: urls.mcp, title: "Public profile MCP server" },
        ],
      },
    ],
  };
};

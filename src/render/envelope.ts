/**
 * `{data, meta}` bodies (docs/contract.md#envelopes): one place decides what envelopes carry, for the JSON API and
 * the MCP tools' structured results.
 */
import type { z } from "@hono/zod-openapi";
import type { Site } from "../content/site.js";
import { toChapterSummary } from "../content/site.js";
import type { ChapterDetail } from "../schema/chapter.js";
import type { CollectionKey } from "../schema/collections.js";
import type { SearchResponse } from "../schema/envelope.js";
import type { ListMeta, Meta } from "../schema/meta.js";
import { REST_LIMIT, type SearchQuery } from "../schema/search.js";
import { cachedSearch } from "../search/cache.js";
import type { SearchIndex } from "../search/index.js";
import { API_VERSION } from "./version.js";

export const meta = (site: Site): Meta => ({
  updated: site.updated,
  apiVersion: API_VERSION,
  docs: site.urls.developers,
});

export const listMeta = (site: Site, items: readonly unknown[]): ListMeta => ({ ...meta(site), count: items.length });

const list = <T>(site: Site, data: readonly T[]) => ({ data, meta: listMeta(site, data) });

export const profileBody = (site: Site) => ({ data: site.profile, meta: meta(site) });

export const chapterListBody = (site: Site) => list(site, site.chapters.map(toChapterSummary));

export const chapterBody = (site: Site, chapter: ChapterDetail) => ({ data: chapter, meta: meta(site) });

/** A collection's list body: the whole list, or the items an MCP list tool's filters keep; writing adds where to read more. */
export const collectionBody = (site: Site, key: CollectionKey, items: readonly unknown[] = site[key]) => {
  const body = list(site, items);
  return key === "writing" ? { data: body.data, meta: { ...body.meta, more: site.writingMore } } : body;
};

/** Results, best first; when there are none, `meta.suggestions`: words the site uses that are close to the query's. */
export const searchBody = (site: Site, index: SearchIndex, params: SearchQuery): z.infer<typeof SearchResponse> => {
  const limit = params.limit ?? REST_LIMIT.default;
  const type = params.type ?? null;
  const { data, suggestions } = cachedSearch(index, { query: params.q, type, limit });
  const found = { ...meta(site), count: data.length, query: params.q, limit, type };
  return { data: [...data], meta: suggestions ? { ...found, suggestions: [...suggestions] } : found };
};

/**
 * A search that found nothing, as sentences that say how to search again (the MCP tool's text view). The words
 * are close to the query's only when the site has such words, else its most common ones: the text claims neither.
 */
export const noResultsText = (suggestions: readonly string[], type: string | null): string =>
  [
    "Nothing matched.",
    suggestions.length === 0
      ? "Try other words."
      : `Search again with words the site uses, such as: ${suggestions.join(", ")}.`,
    type === null ? null : `Only ${type} records were searched; leave type out to search every type.`,
  ]
    .filter((sentence) => sentence !== null)
    .join(" ");

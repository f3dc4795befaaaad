/**
 * `{data, meta}` bodies (SPEC §2.1): one place decides what every envelope carries, shared by the JSON API and
 * the MCP tools' structured results.
 */
import type { CollectionKey } from "../content/collections.js";
import type { Site } from "../content/site.js";
import { toChapterSummary } from "../content/site.js";
import type { ChapterDetail } from "../schema/chapter.js";
import { CHAPTER_IDS } from "../schema/common.js";
import type { ListMeta, Meta } from "../schema/meta.js";
import { REST_LIMIT, type SearchQuery } from "../schema/search.js";
import type { Talk } from "../schema/talk.js";
import type { WritingItem } from "../schema/writing.js";
import { type SearchIndex, search } from "../search/index.js";
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

export const chapterNotFoundHint = `Use one of the chapter ids: ${CHAPTER_IDS.join(", ")}.`;

/** The whole list by default; MCP list_talks passes the talks its filters keep. */
export const talksBody = (site: Site, talks: readonly Talk[] = site.talks) => list(site, talks);
/** The whole list by default; MCP list_writing passes the items its filters keep. */
export const writingBody = (site: Site, writing: readonly WritingItem[] = site.writing) => {
  const body = list(site, writing);
  return { data: body.data, meta: { ...body.meta, more: site.writingMore } };
};

/** A collection's list endpoint body: the whole list; writing adds where to read more. */
export const collectionBody = (site: Site, key: CollectionKey) =>
  key === "writing" ? writingBody(site) : list<unknown>(site, site[key]);

export const searchBody = (site: Site, index: SearchIndex, params: SearchQuery) => {
  const limit = params.limit ?? REST_LIMIT.default;
  const type = params.type ?? null;
  const data = search(index, { query: params.q, type, limit });
  return { data, meta: { ...meta(site), count: data.length, query: params.q, limit, type } };
};

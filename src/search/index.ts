/** The search index over every record, built once per Site, and the one query function REST and MCP share. */
import MiniSearch from "minisearch";
import type { Site } from "../content/site.js";
import type { SearchType } from "../schema/common.js";
import type { SearchResult } from "../schema/search.js";
import { type SearchDocument, searchDocuments } from "./documents.js";
import { bestSentence } from "./snippet.js";

export interface SearchIndex {
  readonly mini: MiniSearch<SearchDocument>;
  readonly byKey: ReadonlyMap<string, SearchDocument>;
}

export interface SearchOptions {
  readonly query: string;
  readonly type?: SearchType | null | undefined;
  readonly limit: number;
}

export const buildSearchIndex = (site: Site): SearchIndex => {
  const documents = searchDocuments(site);
  const mini = new MiniSearch<SearchDocument>({
    idField: "key",
    fields: ["title", "summary", "body"],
    storeFields: [],
    searchOptions: { boost: { title: 3, summary: 2 }, prefix: true, fuzzy: 0.2 },
  });
  mini.addAll(documents);
  return { mini, byKey: new Map(documents.map((d) => [d.key, d])) };
};

export const search = (index: SearchIndex, options: SearchOptions): SearchResult[] => {
  const hits = index.mini.search(options.query, {
    filter: options.type ? (hit) => String(hit.id).startsWith(`${options.type}:`) : undefined,
  });
  return hits.slice(0, options.limit).flatMap((hit) => {
    const doc = index.byKey.get(String(hit.id));
    if (!doc) return [];
    return [
      {
        type: doc.type,
        id: doc.id,
        title: doc.title,
        snippet: bestSentence([doc.summary, doc.body], hit.terms),
        url: doc.url,
        api: doc.api,
        score: Math.max(0, Math.round(hit.score * 100)),
      },
    ];
  });
};

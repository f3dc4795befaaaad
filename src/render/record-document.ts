/**
 * Any record as one document (ChatGPT's `fetch`) and search results as ChatGPT reads them: the title, page and API
 * URL the search documents already hold, and the record's Markdown as its page writes it.
 */
import { chapterById, type Site } from "../content/site.js";
import { COLLECTIONS } from "../schema/collections.js";
import { type DocumentResult, documentId, parseDocumentId, type RecordDocument } from "../schema/document.js";
import type { SearchResult } from "../schema/search.js";
import type { SearchType } from "../schema/search-type.js";
import { type SearchDocument, searchDocuments } from "../search/index-data/documents.js";
import { chapterMarkdown, collectionRecordMarkdown, profileMarkdown } from "./markdown.js";

const byId = new WeakMap<Site, ReadonlyMap<string, SearchDocument>>();

/** Every record's search document by its document id, built once per site. */
const documentsOf = (site: Site): ReadonlyMap<string, SearchDocument> => {
  const known = byId.get(site);
  if (known) return known;
  const built = new Map(searchDocuments(site).map((d) => [documentId(d.type, d.id), d]));
  byId.set(site, built);
  return built;
};

const recordMarkdown = (site: Site, type: SearchType, id: string): string => {
  if (type === "profile") return profileMarkdown(site);
  if (type === "chapter") {
    const chapter = chapterById(site, id);
    return chapter ? chapterMarkdown(site, chapter) : "";
  }
  for (const entry of COLLECTIONS) {
    const types: readonly string[] = [entry.search.type, ...Object.values(entry.search.kindTypes ?? {})];
    const item = types.includes(type) ? site[entry.key].find((record) => record.id === id) : undefined;
    if (item) return collectionRecordMarkdown(site, entry, item);
  }
  return "";
};

/** The record an id names, or undefined when none has it. */
export const recordDocument = (site: Site, value: string): RecordDocument | undefined => {
  const parsed = parseDocumentId(value);
  const found = parsed && documentsOf(site).get(documentId(parsed.type, parsed.id));
  if (!found) return undefined;
  return {
    id: value,
    title: found.title,
    text: recordMarkdown(site, found.type, found.id),
    url: found.url,
    metadata: { type: found.type, id: found.id, api: found.api },
  };
};

/** Search results as ChatGPT reads them: each id is one fetch takes. */
export const documentResults = (data: readonly SearchResult[]): DocumentResult[] =>
  data.map((r) => ({ id: documentId(r.type, r.id), title: r.title, url: r.url }));

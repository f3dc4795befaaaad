/**
 * The search-and-fetch contract ChatGPT's connectors and deep research read (docs/contract.md#search-and-fetch):
 * a search result as `{id, title, url}` and a record as one document. The id names the type as well as the
 * record, since record ids are unique only within a type.
 */
import { z } from "@hono/zod-openapi";
import { Uri } from "./common.js";
import { SEARCH_TYPES, SearchType } from "./search-type.js";

/** `<type>:<record id>`: what search's `results[].id` gives and `fetch` takes. */
export const documentId = (type: SearchType, id: string): string => `${type}:${id}`;

/** An id as written, split at its first colon; undefined when it names no search type. */
export const parseDocumentId = (value: string): { type: SearchType; id: string } | undefined => {
  const colon = value.indexOf(":");
  const type = SearchType.safeParse(value.slice(0, colon));
  return colon > 0 && type.success ? { type: type.data, id: value.slice(colon + 1) } : undefined;
};

/** How ids look, for the fetch tool's description and its error. */
export const DOCUMENT_ID_FORM = `<type>:<record id>, where type is one of ${SEARCH_TYPES.join(", ")} (for example "chapter:<chapter id>"), as search's results[].id gives them`;

export const DocumentResult = z.object({
  id: z.string().describe(`the id to pass to fetch: ${DOCUMENT_ID_FORM}`),
  title: z.string(),
  url: Uri.describe("page to read and cite"),
});
export type DocumentResult = z.infer<typeof DocumentResult>;

export const RecordDocument = z.object({
  id: z.string().describe("the id fetch was given"),
  title: z.string(),
  text: z.string().describe("the record in full, as the Markdown the site's pages render"),
  url: Uri.describe("page to cite"),
  metadata: z.object({
    type: SearchType,
    id: z.string().describe("record id within its type"),
    api: Uri.nullable().describe("the record in the JSON API (the list that holds it, for most types), or null"),
  }),
});
export type RecordDocument = z.infer<typeof RecordDocument>;

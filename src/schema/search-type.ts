/**
 * The search types: the profile, the chapters, then each collection's as its registry entry declares them, in
 * that order (the order in which tied search results are listed). A collection added to the registry is
 * searchable and filterable by its type, in the API, its OpenAPI document and the MCP search tool, from there.
 */
import { z } from "@hono/zod-openapi";
import { type AnyCollection, COLLECTIONS } from "./collections.js";

type CollectionSearchType = AnyCollection["search"]["type"];

const typesOf = ({ search }: AnyCollection): CollectionSearchType[] => [
  search.type,
  ...Object.values<CollectionSearchType>(search.kindTypes ?? {}),
];

export const SEARCH_TYPES: readonly ["profile", "chapter", ...CollectionSearchType[]] = [
  "profile",
  "chapter",
  ...COLLECTIONS.flatMap(typesOf),
];
export const SearchType = z.enum(SEARCH_TYPES).openapi("SearchType", {
  description: "The kind of record a search result is.",
});
export type SearchType = z.infer<typeof SearchType>;

/**
 * A chapter's `related` records, derived from the registry: every collection that declares a `chapters` role
 * lists its records that name the chapter, under its own key, or under its search type where its kind is searched
 * as a type of its own (writing of kind press under `press`). The buckets are the contract's (ChapterRelated).
 */
import { ChapterDetail } from "../schema/chapter.js";
import type { AnyRoles } from "../schema/collection.js";
import { COLLECTIONS, type CompiledCollections } from "../schema/collections.js";
import type { ChapterId, RelatedItem } from "../schema/common.js";
import { chapterIds, readRole } from "./record-view.js";

type Related = ChapterDetail["related"];

const BUCKETS = Object.keys(ChapterDetail.shape.related.shape) as (keyof Related)[];

/** Which bucket of `related` a collection's record goes in. */
const bucketOf = (key: string, kindTypes: Readonly<Record<string, string>> | undefined, kind: unknown): string =>
  (typeof kind === "string" ? kindTypes?.[kind] : undefined) ?? key;

export const relatedRecords = (collections: CompiledCollections, id: ChapterId): Related => {
  const buckets = new Map<string, RelatedItem[]>(BUCKETS.map((bucket) => [bucket, []]));
  for (const entry of COLLECTIONS) {
    const roles: AnyRoles = entry.roles;
    const kindTypes: Readonly<Record<string, string>> | undefined = entry.search.kindTypes;
    if (roles.chapters === undefined) continue;
    for (const item of collections[entry.key]) {
      if (!chapterIds(readRole(item, roles.chapters)).includes(id)) continue;
      buckets.get(bucketOf(entry.key, kindTypes, readRole(item, roles.kind)))?.push({
        id: item.id,
        title: readRole(item, roles.title) as string,
        url: readRole(item, roles.cite) as string,
      });
    }
  }
  return Object.fromEntries(buckets) as Related;
};

/**
 * References to chapters from the collections (an item's `chapters`, a timeline entry's `chapter`): each must
 * name a chapter file. A schema cannot say this, because which chapters exist is the content's own choice.
 */
import { COLLECTIONS, type LoadedCollections } from "../schema/collections.js";
import type { ChapterId } from "../schema/common.js";
import type { Collector } from "./collector.js";

export const chapterReferences = (ids: readonly ChapterId[], collections: LoadedCollections, c: Collector): void => {
  const known = new Set(ids);
  const check = (file: string, path: string, id: unknown): void => {
    if (typeof id === "string" && !known.has(id)) {
      c.add({ file, path, message: `"${id}" is not a chapter id (the chapters are ${ids.join(", ")})` });
    }
  };
  (collections.timeline ?? []).forEach((item, i) => {
    check("timeline.yaml", `[${i}].chapter`, item.chapter);
  });
  for (const { key, file, roles } of COLLECTIONS) {
    const field = "chapters" in roles ? roles.chapters : undefined;
    if (field === undefined) continue;
    (collections[key] ?? []).forEach((item, i) => {
      const refs: unknown = (item as Readonly<Record<string, unknown>>)[field];
      if (!Array.isArray(refs)) return;
      refs.forEach((id, j) => {
        check(file, `[${i}].${field}[${j}]`, id);
      });
    });
  }
};

/**
 * The records' pictures (a project's image): for each collection that declares an `image` field, every item that
 * names a file, checked and given the sizes the build draws, by the item's anchor id (`project-<id>`).
 */
import { COLLECTIONS, type LoadedCollections } from "../schema/collections.js";
import type { ImageFileSource } from "../schema/image.js";
import type { Collector, ContentFiles } from "./collector.js";
import { type Picture, picture, RECORD_IMAGE_WIDTHS } from "./picture.js";
import { anchorId } from "./urls.js";

export const recordPictures = (
  files: ContentFiles,
  c: Collector,
  collections: LoadedCollections,
): Record<string, Picture> =>
  Object.fromEntries(
    COLLECTIONS.flatMap((entry) => {
      // The field's type was checked where the entry is declared; here every entry is read alike.
      const field = (entry as { readonly image?: string }).image;
      const items: readonly { readonly id: string }[] = collections[entry.key] ?? [];
      if (field === undefined) return [];
      return items.flatMap((item, i) => {
        const source = (item as Readonly<Record<string, unknown>>)[field] as ImageFileSource | undefined;
        const where = { file: entry.file, path: `[${i}].${field}.file` };
        const made = source && picture(files, c, where, source, `${entry.key}/${item.id}`, RECORD_IMAGE_WIDTHS);
        return made ? [[anchorId(entry.anchor, item.id), made] as const] : [];
      });
    }),
  );

/**
 * Each collection's items in its declared order, every item given its derived links. Each entry's compile function
 * is checked against its own schemas where it is declared; here every entry is handled alike.
 */
import type { Collection } from "../schema/collection.js";
import { COLLECTIONS, type CompiledCollections, type LoadedCollections } from "../schema/collections.js";
import type { Image } from "../schema/image.js";
import { imageOf, type Picture } from "./picture.js";
import { type AnchorKind, anchorId, type Urls } from "./urls.js";

type ErasedCollection = Pick<
  Collection<string, AnchorKind, string, { id: string }, unknown>,
  "anchor" | "order" | "compile"
>;

const imageOrNull = (p: Picture | undefined, urls: Urls): Image | null => (p ? imageOf(p, urls.at) : null);

export const compileCollections = (
  collections: LoadedCollections,
  pictures: Readonly<Record<string, Picture>>,
  urls: Urls,
): CompiledCollections => {
  const compileEntry = (entry: ErasedCollection, items: readonly { id: string }[]): unknown[] =>
    (entry.order ? [...items].sort(entry.order) : items).map((item) =>
      entry.compile(item, {
        anchor: urls.onAgent(entry.anchor, item.id),
        at: urls.at,
        image: imageOrNull(pictures[anchorId(entry.anchor, item.id)], urls),
      }),
    );
  return Object.fromEntries(
    COLLECTIONS.map((entry) => [
      entry.key,
      compileEntry(entry as unknown as ErasedCollection, collections[entry.key] ?? []),
    ]),
  ) as unknown as CompiledCollections;
};

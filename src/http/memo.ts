/**
 * A memo read through one function: the request path's memos (written answers, Accept-Encoding verdicts, the
 * log's client hashes, the table's written headers) all keep their values this way, in a bounded cache or a
 * WeakMap.
 */
/** What remember() reads and fills: a bounded cache, or a WeakMap keyed by objects that outlive their use. */
export interface Memo<K, V> {
  get(key: K): V | undefined;
  // The value type is read from `get`: LRUCache's `set` also takes undefined, which would widen it.
  set(key: K, value: NoInfer<V>): unknown;
}

/**
 * The value kept for `key`, else `make()`'s, kept unless it throws or declines (undefined). The request path's
 * memos (written answers, Accept-Encoding verdicts, the log's client hashes, the table's written headers) all
 * read through this.
 */
export function remember<K, V extends {}>(cache: Memo<K, V>, key: K, make: () => V): V;
export function remember<K, V extends {}>(cache: Memo<K, V>, key: K, make: () => V | undefined): V | undefined;
export function remember<K, V extends {}>(cache: Memo<K, V>, key: K, make: () => V | undefined): V | undefined {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const made = make();
  if (made !== undefined) cache.set(key, made);
  return made;
}

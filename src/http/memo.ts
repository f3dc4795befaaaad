/**
 * A memo read through one function: the request path's memos (written answers, Accept-Encoding verdicts, the
 * log's agent families, the table's written headers) keep their values this way, in a bounded cache or a
 * WeakMap; the log's client pseudonyms, read on every request, are kept in `generations` and read directly.
 */
/** What remember() reads and fills: a bounded cache, or a WeakMap keyed by objects that outlive their use. */
export interface Memo<K, V> {
  get(key: K): V | undefined;
  // The value type is read from `get`: LRUCache's `set` also takes undefined, which would widen it.
  set(key: K, value: NoInfer<V>): unknown;
}

/**
 * The value kept for `key`, else `make()`'s, kept unless it throws or declines (undefined). The request path's
 * memos (written answers, Accept-Encoding verdicts, the log's agent families, the table's written headers) read
 * through this.
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

/**
 * A bounded memo for keys read far more often than they are new (the log's client pseudonyms): two generations
 * of a Map, the young one filled until it holds `max` keys and then made the old one. A key read from the old
 * generation moves to the young, so a key in use is kept, and at most `2 × max` are held. A read is one Map
 * lookup: lru-cache's reads, with their per-read options and bookkeeping, cost a client's log line about a
 * microsecond.
 */
export const generations = <K, V>(max: number): Memo<K, V> => {
  let young = new Map<K, V>();
  let old = new Map<K, V>();
  const set = (key: K, value: V): void => {
    if (young.size >= max) {
      old = young;
      young = new Map();
    }
    young.set(key, value);
  };
  return {
    get: (key) => {
      const known = young.get(key);
      if (known !== undefined) return known;
      const aged = old.get(key);
      if (aged !== undefined) set(key, aged);
      return aged;
    },
    set,
  };
};

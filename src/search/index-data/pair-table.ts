/**
 * A hash table from a pair of term ids to the pair's own id, in typed arrays (open addressing, linear probing).
 * A site holds hundreds of thousands of distinct word pairs; a Map keyed by `a * 2^k + b` would allocate a
 * heap number per lookup and an entry object per pair, and indexing would spend its time collecting them. The
 * slots are plain data, so a built table is stored as they are and loaded without hashing a pair again.
 */

const EMPTY = -1;

/** The table's slots: a pair (firsts[i], seconds[i]) has id values[i]; EMPTY marks a free slot. */
export interface PairSlots {
  readonly firsts: Uint32Array;
  readonly seconds: Uint32Array;
  readonly values: Int32Array;
  /** How many slots are taken. */
  readonly size: number;
}

export interface PairTable {
  get(a: number, b: number): number | undefined;
  /** The id of (a, b), taking `next()` as the id when the pair is new. */
  intern(a: number, b: number, next: () => number): number;
  readonly size: number;
  /** The slots as they stand (not copied): what `pairTableFrom` loads. */
  readonly slots: PairSlots;
}

const hash = (a: number, b: number, mask: number): number =>
  (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b)) & mask;

const emptySlots = (capacity: number): PairSlots => ({
  firsts: new Uint32Array(capacity),
  seconds: new Uint32Array(capacity),
  values: new Int32Array(capacity).fill(EMPTY),
  size: 0,
});

/** A table over `slots` (their length a power of two), which it takes over. */
export const pairTableFrom = (slots: PairSlots): PairTable => {
  let { firsts, seconds, values, size } = slots;
  let capacity = values.length;

  /** The slot holding (a, b), or the empty slot where it would go. */
  const slot = (a: number, b: number): number => {
    const mask = capacity - 1;
    let i = hash(a, b, mask);
    while (values[i] !== EMPTY && (firsts[i] !== a || seconds[i] !== b)) i = (i + 1) & mask;
    return i;
  };

  const grow = (): void => {
    const old = { firsts, seconds, values };
    capacity *= 2;
    ({ firsts, seconds, values } = emptySlots(capacity));
    for (let i = 0; i < old.values.length; i++) {
      const value = old.values[i] ?? EMPTY;
      if (value === EMPTY) continue;
      const a = old.firsts[i] ?? 0;
      const b = old.seconds[i] ?? 0;
      const at = slot(a, b);
      firsts[at] = a;
      seconds[at] = b;
      values[at] = value;
    }
  };

  return {
    get: (a, b) => {
      const value = values[slot(a, b)] ?? EMPTY;
      return value === EMPTY ? undefined : value;
    },
    intern: (a, b, next) => {
      let at = slot(a, b);
      const found = values[at] ?? EMPTY;
      if (found !== EMPTY) return found;
      if ((size + 1) * 2 > capacity) {
        grow();
        at = slot(a, b);
      }
      const id = next();
      firsts[at] = a;
      seconds[at] = b;
      values[at] = id;
      size += 1;
      return id;
    },
    get size() {
      return size;
    },
    get slots() {
      return { firsts, seconds, values, size };
    },
  };
};

export const pairTable = (initialCapacity = 1024): PairTable =>
  pairTableFrom(emptySlots(2 ** Math.ceil(Math.log2(Math.max(16, initialCapacity)))));

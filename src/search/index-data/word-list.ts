/**
 * The site's plain words for prefix and typo lookups: the words sorted, each with its id and how many letters it
 * shares with the word before it. Plain data, so a stored vocabulary is searched as loaded, with no tree to build
 * first. Sorted, the words are a trie laid flat: a typo lookup keeps the edit-distance rows of the letters a word
 * shares with the one before, and skips every word under a prefix already too far from the query. It finds what
 * MiniSearch's radix tree finds (every word within the edits, by Levenshtein distance), in alphabetical order.
 */

export interface WordList {
  /** Ascending by UTF-16 code units (`<`). */
  readonly words: readonly string[];
  /** `ids[i]` is the id of `words[i]`. */
  readonly ids: Uint32Array;
  /** `shared[i]`: the code units `words[i]` has in common at its start with `words[i - 1]` (0 for the first). */
  readonly shared: Uint16Array;
}

/** More shared code units than a Uint16 holds are never needed: no query is that long. */
const MAX_SHARED = 0xffff;

export interface WordMatch {
  readonly word: string;
  readonly id: number;
  /** Edits from the query; 0 for the query itself. */
  readonly distance: number;
}

export const wordList = (entries: Iterable<readonly [string, number]>): WordList => {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const words = sorted.map(([word]) => word);
  const shared = Uint16Array.from(words, (word, i) => {
    const before = words[i - 1] ?? "";
    let n = 0;
    while (n < MAX_SHARED && n < word.length && word.charCodeAt(n) === before.charCodeAt(n)) n++;
    return n;
  });
  return { words, ids: Uint32Array.from(sorted, ([, id]) => id), shared };
};

/** The first index whose word does not sort before `prefix`. */
const startOf = (words: readonly string[], prefix: string): number => {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((words[mid] ?? "") < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** The id of `word`; undefined when the list does not hold it. */
export const idOf = ({ words, ids }: WordList, word: string): number | undefined => {
  const at = startOf(words, word);
  return words[at] === word ? ids[at] : undefined;
};

/** Every word that starts with `prefix`, itself included (distance: the letters it adds). */
export const withPrefix = ({ words, ids }: WordList, prefix: string): WordMatch[] => {
  const out: WordMatch[] = [];
  const start = startOf(words, prefix);
  for (let i = start; i < words.length; i++) {
    const word = words[i] ?? "";
    if (!word.startsWith(prefix)) break;
    out.push({ word, id: ids[i] ?? 0, distance: word.length - prefix.length });
  }
  return out;
};

/** Every word within `maxDistance` edits (insertions, deletions, substitutions) of `query`, itself included. */
export const withinEdits = ({ words, ids, shared }: WordList, query: string, maxDistance: number): WordMatch[] => {
  const out: WordMatch[] = [];
  const columns = query.length + 1;
  /** A word longer than this is more than maxDistance insertions away. */
  const longest = query.length + maxDistance;
  const far = maxDistance + 1;
  // rows[i * columns + j]: edits between the current word's first i letters and the query's first j, capped at
  // `far` (only whether a distance is within maxDistance, and its value when it is, matter). Outside the band
  // |i - j| <= maxDistance a cell is never written and stays `far`.
  const rows = new Uint8Array((longest + 1) * columns).fill(far);
  for (let j = 0; j < columns; j++) rows[j] = Math.min(j, far);
  for (let i = 1; i <= longest; i++) rows[i * columns] = Math.min(i, far);
  /** Rows 0..valid hold the first `valid` letters of the word before. */
  let valid = 0;
  let k = 0;
  while (k < words.length) {
    const word = words[k] ?? "";
    let i = Math.min(valid, shared[k] ?? 0);
    let tooFar = false;
    for (; i < Math.min(word.length, longest); i++) {
      const letter = word.charCodeAt(i);
      const row = (i + 1) * columns;
      const above = i * columns;
      let nearest = rows[row] ?? far;
      const to = Math.min(columns - 1, i + 1 + maxDistance);
      for (let j = Math.max(1, i + 1 - maxDistance); j <= to; j++) {
        const replace = (rows[above + j - 1] ?? far) + (letter === query.charCodeAt(j - 1) ? 0 : 1);
        const remove = (rows[above + j] ?? far) + 1;
        const insert = (rows[row + j - 1] ?? far) + 1;
        const distance = Math.min(replace, remove, insert, far);
        rows[row + j] = distance;
        if (distance < nearest) nearest = distance;
      }
      if (nearest > maxDistance) {
        tooFar = true;
        break;
      }
    }
    if (!tooFar && word.length <= longest) {
      const distance = rows[word.length * columns + query.length] ?? far;
      if (distance <= maxDistance) out.push({ word, id: ids[k] ?? 0, distance });
    }
    // The words after this one that share its first `depth` letters are out of reach too: under a prefix too far
    // from the query (edits only add up), or longer than the longest word within reach.
    const depth = tooFar ? i + 1 : longest;
    valid = tooFar ? i + 1 : i;
    k++;
    while (k < words.length && (shared[k] ?? 0) >= depth) k++;
  }
  return out;
};

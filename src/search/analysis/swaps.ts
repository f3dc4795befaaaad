/**
 * Two letters typed in the wrong order are the commonest typo ("podcsat", "desgin"), yet two edits to a
 * Levenshtein distance such as the word list's (word-list.ts): these are the words such a typo may stand for, each one edit.
 */

/** The word with each pair of adjacent letters swapped, once each; none repeat the word itself. */
export const adjacentSwaps = (term: string): string[] => {
  const letters = [...term];
  const out = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1] as string, swapped[i] as string];
    out.add(swapped.join(""));
  }
  return [...out];
};

/** The word with each letter from `from` up to `to` (letters, not UTF-16 units) dropped in turn, once each. */
export const lettersDropped = (term: string, from = 0, to = [...term].length): string[] => {
  const letters = [...term];
  const out = new Set<string>();
  for (let i = from; i < to; i++) out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(""));
  return [...out];
};

/**
 * The word with each letter inside it dropped in turn, once each: what it was with a stray letter typed in it
 * ("baised"). Not its first or last: dropping those makes another word ("scared", "cared") or another form of the
 * same one ("funder", "funde") too easily.
 */
export const oneDropped = (term: string): string[] => lettersDropped(term, 1, [...term].length - 1);

/** Whether `typed` is `word` with one pair of neighbouring letters swapped: adjacentSwaps(word) holds it, unmade. */
export const isAdjacentSwap = (typed: string, word: string): boolean => {
  if (typed.length !== word.length || typed === word) return false;
  let i = 0;
  while (typed[i] === word[i]) i++;
  return typed[i] === word[i + 1] && typed[i + 1] === word[i] && typed.slice(i + 2) === word.slice(i + 2);
};

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

/**
 * The word with each letter inside it dropped in turn, once each: what it was with a stray letter typed in it
 * ("baised"). Not its first or last: dropping those makes another word ("scared", "cared") or another form of the
 * same one ("funder", "funde") too easily.
 */
export const oneDropped = (term: string): string[] => {
  const letters = [...term];
  const inner = letters.slice(1, -1).map((_, i) => [...letters.slice(0, i + 1), ...letters.slice(i + 2)].join(""));
  return [...new Set(inner)];
};

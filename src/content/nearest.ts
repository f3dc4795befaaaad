/**
 * The known word nearest a misspelt one, by edit distance (Levenshtein: insertions, deletions, substitutions),
 * for "did you mean" hints. Only a close word is offered: at most two edits, and fewer than half its length,
 * so a key that is simply unknown is not paired with an unrelated one.
 */
export const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
};

export const nearest = (word: string, candidates: readonly string[]): string | undefined => {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance > 2 || distance * 2 >= Math.max(word.length, candidate.length)) continue;
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best?.candidate;
};

/**
 * Content gaps: questions the site answered with nothing or with weak matches, grouped when they ask the same
 * thing in other words ("design systems work", "work on design system"). Grouping is by the set of content
 * words of each question (lower case, a plural's s dropped, common words left out) and Jaccard similarity of
 * those sets: a question joins the first group, commonest first, whose leading question shares at least
 * `threshold` of their words. Greedy and pure; fed with the bounded list of the commonest gap questions only.
 */
const STOP_WORDS = new Set(
  "a an and are as at be by can did do does for from has have he her his how i in is it its me my of on or she that the their them they this to was what when where which who why will with you your".split(
    " ",
  ),
);

export const contentWords = (question: string): Set<string> => {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
  return new Set(words);
};

export const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
};

export interface GapQuestion {
  readonly query: string;
  readonly count: number;
  /** How many of its searches found nothing at all. */
  readonly empty: number;
}

export interface GapGroup {
  /** The group's commonest question, shown as its title. */
  readonly label: string;
  /** Searches in the group, all questions together. */
  readonly count: number;
  readonly empty: number;
  readonly questions: GapQuestion[];
}

export const groupGaps = (questions: readonly GapQuestion[], threshold = 0.5): GapGroup[] => {
  const groups: { words: Set<string>; label: string; count: number; empty: number; questions: GapQuestion[] }[] = [];
  const sorted = [...questions].sort((a, b) => b.count - a.count || (a.query < b.query ? -1 : 1));
  for (const question of sorted) {
    const words = contentWords(question.query);
    const group = groups.find((g) => jaccard(g.words, words) >= threshold);
    if (group) {
      group.count += question.count;
      group.empty += question.empty;
      group.questions.push(question);
    } else {
      groups.push({
        words,
        label: question.query,
        count: question.count,
        empty: question.empty,
        questions: [question],
      });
    }
  }
  return groups
    .map(({ label, count, empty, questions: qs }) => ({ label, count, empty, questions: qs }))
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1));
};

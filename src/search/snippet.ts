/** The sentence of a text that best matches the query terms, as plain text of bounded length. */
const SNIPPET_MAX = 300;

const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** Markdown to plain text: links keep their text, emphasis and code marks go. */
export const plainText = (markdown: string): string =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();

export const truncate = (text: string, max = SNIPPET_MAX): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
};

export const bestSentence = (texts: readonly string[], terms: readonly string[]): string => {
  const lowered = terms.map((t) => t.toLowerCase());
  let best = "";
  let bestScore = -1;
  for (const text of texts) {
    for (const { segment } of segmenter.segment(plainText(text))) {
      const sentence = segment.trim();
      if (!sentence) continue;
      const lower = sentence.toLowerCase();
      const score = lowered.reduce((n, term) => n + (lower.includes(term) ? 1 : 0), 0);
      if (score > bestScore) {
        best = sentence;
        bestScore = score;
      }
    }
  }
  return truncate(best);
};

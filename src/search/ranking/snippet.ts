/**
 * Snippets: a record's text split into sentences once, at index time (Intl.Segmenter), and at query time the
 * sentence holding the most matched terms, cut to a bounded length on a word boundary.
 */
export const SNIPPET_MAX = 300;

/**
 * Made on first use: it pages in ICU's sentence-break and locale data, about 1.5 MB resident, which a server
 * started from the build's snapshot (its search index loaded, not built: index-data.ts) never needs.
 */
let segmenter: Intl.Segmenter | undefined;

/** Intl.Segmenter ends a sentence after "Dr."; these abbreviations never end one. */
const ABBREVIATION = /(?:^|\s)(?:dr|mr|mrs|ms|prof|st|jr|sr|vs|mt|ft|no)\.$/i;

/**
 * An ASCII passage without line breaks whose only . ! or ? come at its very end (closing marks and spaces
 * aside) is one sentence by the Unicode rules Intl.Segmenter applies; such passages (titles, short lines, lists of
 * names) skip it, since segmenting dominates indexing time.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is the whole of ASCII
const ASCII_LINE = /^[\x00-\x09\x0e-\x7f]*$/;
const INNER_END = /[.!?](?![.!?]*["'()[\]{}]*\s*$)/;
const isOneSentence = (passage: string): boolean => ASCII_LINE.test(passage) && !INNER_END.test(passage);

/** The sentences of one plain-text passage, in order. */
const splitPassage = (passage: string): string[] => {
  if (isOneSentence(passage)) {
    const text = passage.trim();
    return text ? [text] : [];
  }
  const out: string[] = [];
  let pending = "";
  segmenter ??= new Intl.Segmenter("en", { granularity: "sentence" });
  for (const { segment } of segmenter.segment(passage)) {
    pending = pending ? `${pending} ${segment.trim()}` : segment.trim();
    if (pending && !ABBREVIATION.test(pending)) {
      out.push(pending);
      pending = "";
    }
  }
  if (pending) out.push(pending);
  return out;
};

/** The sentences of plain-text passages, in order, a passage never joined to the next. */
export const sentences = (passages: readonly string[]): string[] => {
  const out: string[] = [];
  for (const passage of passages) for (const sentence of splitPassage(passage)) out.push(sentence);
  return out;
};

/** At most `max` characters (code points), cut at the last whole word, with an ellipsis when cut. */
export const truncate = (text: string, max = SNIPPET_MAX): string => {
  if (text.length <= max) return text;
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1);
  const lastSpace = head.findLastIndex((ch) => /\s/.test(ch));
  const wordEnds = /\s/.test(chars[max - 1] ?? " ");
  const kept = wordEnds || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return `${kept.join("").replace(/[\s,;:.\-\u2013\u2014]+$/u, "")}…`;
};

/** With nothing matched (a title-only or facet-only hit), a sentence too short to say anything is skipped. */
const MIN_FALLBACK_WORDS = 5;

const wordCount = (text: string): number => text.split(/\s+/).length;

const fallback = (texts: readonly string[]): string =>
  texts.find((text) => wordCount(text) >= MIN_FALLBACK_WORDS) ?? texts[0] ?? "";

/**
 * The sentence that `scoreOf` (given its position) rates highest, 0 meaning it holds nothing the query matched;
 * the first one wins ties, so summaries, which come first, beat bodies.
 */
export const bestSentence = (texts: readonly string[], scoreOf: (i: number) => number): string => {
  let best: string | undefined;
  let bestScore = 0;
  texts.forEach((text, i) => {
    const score = scoreOf(i);
    if (score > bestScore) {
      best = text;
      bestScore = score;
    }
  });
  return truncate(best ?? fallback(texts));
};

/** A term the question matched in a record: how much it counts for the snippet, and how rare it is. */
export interface MatchedTerm {
  readonly id: number;
  /** Pairs twice a word, facets not at all. */
  readonly snippetWeight: number;
  readonly rarity: number;
}

/**
 * The sentence closest to the question: the one holding most of the question's weight, each matched term counted
 * by its rarity (a rare topic word says more of the question than "work" or "design"), not merely the one holding
 * most terms. `holds(i, id)` tells whether sentence i holds term id.
 */
export const closestSentence = (
  texts: readonly string[],
  matched: readonly MatchedTerm[],
  holds: (sentence: number, id: number) => boolean,
): string =>
  bestSentence(texts, (i) =>
    matched.reduce((sum, { id, snippetWeight, rarity }) => sum + (holds(i, id) ? snippetWeight * rarity : 0), 0),
  );

/** Content text set into the copy's sentences. */

/**
 * Ends in a full stop, a question or exclamation mark, or an ellipsis (\u2026), maybe inside closing quotes
 * (\u201d, \u2019, \u00bb) or brackets; escaped, as the build wants characters past Latin-1 in patterns.
 */
const ENDED = /[.!?\u2026]["'\u201d\u2019\u00bb)\]]*$/u;

/**
 * The text as a finished sentence: a full stop added only when it has no end of its own. Content fields such as
 * the company's backers may be written with or without one (`npm run init` writes one), and the copy must not
 * print "readers..".
 */
export const endSentence = (text: string): string => {
  const trimmed = text.trim();
  return ENDED.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The first of the wordings, longest first, that fits a format's limit in characters (code points), else the
 * last resort, written to fit whatever the content holds: copy built from content (a name, a job title) has no
 * length of its own, while the formats it goes into (the server card, a skill's front matter) refuse past theirs.
 */
export const firstWithin = (max: number, wordings: readonly string[], lastResort: string): string =>
  wordings.find((text) => [...text].length <= max) ?? lastResort;

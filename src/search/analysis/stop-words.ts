/**
 * Pronouns: stop words that stand for the subject (or the asker), whom a record's title names instead ("did he…"
 * against a title that names the person), so a query's wording is compared with titles without them.
 */
export const PRONOUNS: ReadonlySet<string> = new Set([
  "he",
  "her",
  "hers",
  "him",
  "his",
  "i",
  "it",
  "its",
  "me",
  "my",
  "our",
  "she",
  "their",
  "them",
  "they",
  "us",
  "we",
  "you",
  "your",
]);

/**
 * Words that carry no meaning for this index: articles and quantifiers, pronouns, auxiliaries and prepositions. Question words
 * (what, where, how) are kept on purpose: they match the quick answers' questions. Pronouns are dropped because
 * every record is about the same person.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...PRONOUNS,
  "a",
  "about",
  "after",
  "also",
  "am",
  "an",
  "and",
  "any",
  "are",
  "as",
  "at",
  "be",
  "been",
  "being",
  "but",
  "by",
  "can",
  "could",
  "did",
  "do",
  "does",
  "doing",
  "done",
  // "has she ever presented", "her first ever job": it asks whether at all, never what.
  "ever",
  "for",
  "from",
  "had",
  "has",
  "have",
  "having",
  "if",
  "in",
  "into",
  "is",
  "not",
  "of",
  "on",
  "or",
  "so",
  "some",
  "than",
  "that",
  "the",
  "then",
  "there",
  "these",
  "this",
  "those",
  "to",
  "too",
  "was",
  "were",
  "will",
  "with",
  "would",
  // Quantifiers say how much of something, never what: "every talk", "how many years", "both roles".
  "all",
  "another",
  "both",
  "each",
  "either",
  "every",
  "few",
  "least",
  "less",
  "many",
  "more",
  "most",
  "much",
  "neither",
  "other",
  "several",
]);

/**
 * Question words are indexed (the quick answers' titles are questions) but left out of a query when they open it
 * or one of its sentences: a question's form ("how does he…") says nothing about its topic, and matching it ranked
 * the quick answers above the records the topic words pointed to. Inside a sentence one opens a clause that names
 * the topic ("a post on why he joined") and counts (query.ts).
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  "how",
  "what",
  "when",
  "where",
  "which",
  "who",
  "whom",
  "whose",
  "why",
]);

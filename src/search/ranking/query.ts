/**
 * Query text → query plan: the meaningful words (stemmed, each with the facets it asks for), the phrase pairs
 * and the lookup options each term gets. Typos are forgiven only in longer words, where one or two wrong
 * letters still leave the word recognisable; short words and numbers must match exactly or as a prefix.
 */
import { analyze, isCjk, pairs } from "../analysis/analyze.js";
import { PRONOUNS, QUESTION_WORDS } from "../analysis/stop-words.js";
import { facet, queryFacets } from "../intent/facets.js";

/** Enough for any real question; bounds the work a 200-character query of one-letter words can cause. */
export const MAX_QUERY_WORDS = 32;

export interface QueryWord {
  readonly term: string;
  /**
   * The word as typed, folded: a compound the site writes apart ("zookeeper") is split from it. Empty for a word
   * joined from hyphenated parts ("get-together"), whose parts are words of the plan already.
   */
  readonly text: string;
  /** Facets the word asks for ("podcast" → kind podcast); a facet match counts as the word matching. */
  readonly facets: readonly string[];
  /** Edits allowed when the word is misspelled. */
  readonly fuzzy: number;
  /** Whether two letters typed in the wrong order are read, as they are in a word too short for an edit. */
  readonly swaps: boolean;
  readonly prefix: boolean;
}

export interface QueryPlan {
  readonly words: readonly QueryWord[];
  /** The meaningful words in the order typed, repeats included, as positions in `words`. */
  readonly sequence: readonly number[];
  /** Adjacent-word pairs of terms: all of them matching means the query appears as a phrase. */
  readonly pairs: readonly (readonly [string, string])[];
  /**
   * The query as worded, when it holds grammar words (stop or question words) besides its topic: every word's
   * term, pronouns left out, unique. A record whose title holds all of them restates the question. Empty for a
   * query of topic words alone, which titles already serve through the title field's boost.
   */
  readonly wording: readonly string[];
  /** The question asks for an amount ("how many", "how big", "what share"): its answer is a sentence with a number. */
  readonly quantity: boolean;
}

/** What follows "how" when the question asks for an amount, as analysed terms. */
const AMOUNT_AFTER_HOW: ReadonlySet<string> = new Set(["many", "much", "big", "larg", "often", "long", "old", "fast"]);
/** What follows "what" when it does. */
const AMOUNT_AFTER_WHAT: ReadonlySet<string> = new Set(["share", "percentag", "percent", "proport", "number", "size"]);

const hasLetter = /\p{L}/u;

/** The pronouns that follow a request's verb: "give me", "tell us". */
const REQUESTED: ReadonlySet<string> = new Set(["me", "us"]);

/**
 * One edit from five letters, two from eight: "desgn" finds design, "acessibilty" accessibility; "ai" must be exact.
 * Two letters swapped from four ("bron"), which keeps the word's letters where an edit of four would not. A CJK
 * bigram never: one edit of two characters would match every bigram sharing one of them.
 */
const typos = (surface: string): { readonly fuzzy: number; readonly swaps: boolean } => {
  if (!hasLetter.test(surface) || isCjk(surface)) return { fuzzy: 0, swaps: false };
  const length = [...surface].length;
  return { fuzzy: length >= 8 ? 2 : length >= 5 ? 1 : 0, swaps: length >= 4 };
};

/** Idioms whose words say something else than what they ask for: "what does she do for a living" asks for her job. */
const IDIOMS: readonly (readonly [RegExp, string])[] = [
  [/\bfor a living\b/gi, "for a job"],
  // Time away from work asks for her interests: "outside" and "spare" are words for them (facet-words.ts).
  [/\bfree time\b/gi, "spare time"],
  // Training to become what she is asks where she studied for it, as "trained as" does (facets.ts).
  [/\btrain(?:ed|ing)? to become\b/gi, "trained as"],
  [/\b(?:when|while) (?:she|he|they)(?:'s|'re| is| are) not (?:at )?work(?:ing)?\b/gi, "outside work"],
];

export const planQuery = (query: string): QueryPlan => {
  const analysed = analyze(IDIOMS.reduce((text, [idiom, meaning]) => text.replace(idiom, meaning), query));
  const words = analysed.words.slice(0, MAX_QUERY_WORDS);
  const planned = new Map<string, QueryWord>();
  const add = (term: string, surface: string, facets = queryFacets(surface), text = surface): void => {
    if (planned.has(term) || planned.size >= MAX_QUERY_WORDS) return;
    planned.set(term, {
      term,
      text,
      facets,
      ...typos(surface),
      // Nor for a CJK term, which is a fragment already (a bigram of characters past the BMP is 4 code units long).
      prefix: hasLetter.test(term) && term.length >= 3 && !isCjk(term),
    });
  };
  // The question's form says nothing about its topic: a question word that opens the query or one of its
  // sentences ("how does he hire"), and the verb of a request ("give me a short bio", "tell us about…"). A question
  // word inside a sentence opens a clause that names the topic ("a post on why he joined") and counts as a word.
  const form = new Set(
    words.flatMap((w, i) =>
      (QUESTION_WORDS.has(w.term) && (i === 0 || w.breakBefore)) || (!w.stop && REQUESTED.has(words[i + 1]?.term ?? ""))
        ? [w.term]
        : [],
    ),
  );
  const isQuestion = (term: string): boolean => form.has(term);
  words.forEach((word, i) => {
    if (!word.stop && !isQuestion(word.term))
      add(word.term, word.text, queryFacets(word.text, words[i - 1]?.text, words[i + 1]?.text));
  });
  // A compound joined from its hyphenated parts is not split again: its parts are words of the plan already.
  for (const compound of analysed.compounds) add(compound, compound, undefined, "");
  // A question of grammar words alone ("what does he do", "where's he from") is asked by them: the quick answers'
  // titles are questions worded the same way. Asked that way, "who" asks for the person: the profile.
  if (planned.size === 0 && form.size > 0)
    for (const word of words)
      if (!PRONOUNS.has(word.term))
        add(word.term, word.text, word.term === "who" ? [facet.type("profile")] : undefined);
  const position = new Map([...planned.keys()].map((term, i) => [term, i]));
  const sequence = words.flatMap((w) => {
    const at = w.stop ? undefined : position.get(w.term);
    return at === undefined ? [] : [at];
  });
  // A pair led by a stop word ("is kyle", "the critique") is the question's grammar, not its topic; one that
  // ends in a stop word ("org a") names something.
  const stopLed = new Set(words.filter((w) => w.stop).map((w) => w.term));
  const topical = pairs(words).filter(([a, b]) => !stopLed.has(a) && !isQuestion(a) && !isQuestion(b));
  const unique = new Map(topical.map((pair) => [pair.join(" "), pair] as const));
  const grammatical = words.some((w) => (w.stop || isQuestion(w.term)) && !PRONOUNS.has(w.term));
  const wording = grammatical ? [...new Set(words.filter((w) => !PRONOUNS.has(w.term)).map((w) => w.term))] : [];
  const quantity = words.some(({ term }, i) => {
    const next = words[i + 1]?.term ?? "";
    return (term === "how" && AMOUNT_AFTER_HOW.has(next)) || (term === "what" && AMOUNT_AFTER_WHAT.has(next));
  });
  return { words: [...planned.values()], sequence, pairs: [...unique.values()], wording, quantity };
};

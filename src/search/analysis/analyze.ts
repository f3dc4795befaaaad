/**
 * Text analysis shared by the index and the query, so both sides agree on what a word is: Unicode folding,
 * words, stop words, stems, hyphenated compounds and adjacent-word pairs (the phrase signal). Chinese, Japanese
 * and Korean text becomes overlapping character bigrams (see `bigrams`).
 */
import { spellUndecomposed } from "../../schema/common.js";
import { lemmaOf } from "./lemmas.js";
import { stem } from "./stem.js";
import { STOP_WORDS } from "./stop-words.js";

/** Longer runs of letters are not words (a pasted hash, a URL fragment) and would only slow typo lookups. */
export const MAX_WORD_LENGTH = 40;

/** Letters and digits, joined by inner apostrophes or hyphens, and by . or , only between digits (2.1, 1,200). */
const WORD = /[\p{L}\p{N}]+(?:(?:['-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{N}]+)*/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is the whole of ASCII
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Letters of the scripts written without spaces between words (Han, Hiragana, Katakana) and of Hangul, whose
 * spaced units still carry particles ("한국어를"): no word boundary can be read off such text without a dictionary,
 * so it is indexed and searched as overlapping character bigrams, as Lucene's CJKBigramFilter and Elasticsearch's
 * `cjk_bigram` do. U+30FC, the prolonged sound mark of katakana words (コーヒー), belongs to no one script.
 * Thai, Lao and Khmer are written without spaces too, but need a dictionary: they stay one word per run.
 */
const CJK_CLASS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc`;
const CJK_LETTER = new RegExp(`[${CJK_CLASS}]`, "u");
/** A run of CJK letters, or a stretch of anything else (which `WORD` then splits as it splits any text). */
const CJK_RUN_OR_OTHER = new RegExp(`([${CJK_CLASS}]+)|[^${CJK_CLASS}]+`, "gu");
/** Hangul begins at U+1100: below it, a cheap comparison answers without the regular expression. */
const FIRST_CJK = 0x1100;

/** Whether a word is CJK: a token `scan` gives is either wholly CJK (a bigram or a lone character) or not at all. */
export const isCjk = (word: string): boolean => word.charCodeAt(0) >= FIRST_CJK && CJK_LETTER.test(word);

/**
 * A run of CJK letters as overlapping bigrams (我的中文 → 我的, 的中, 中文); a lone character stays itself. By code
 * points, so a character outside the Basic Multilingual Plane (CJK Extension B) is never split in half.
 */
export const bigrams = (run: string): string[] => {
  const chars = Array.from(run);
  return chars.length < 2 ? chars : chars.slice(1).map((char, i) => `${chars[i]}${char}`);
};

/**
 * Punctuation that ends a phrase: a pair never spans it. Besides ASCII's, the ideographic full stop and the CJK
 * quotation and lenticular brackets (。「」『』【】), which NFKD leaves as they are (it folds ！ and ？ to ASCII).
 */
const PHRASE_BREAK = new Set(
  [...'.!?;:()[]\n"\u3002\u300c\u300d\u300e\u300f\u3010\u3011'].map((ch) => ch.charCodeAt(0)),
);

const breaksPhrase = (text: string, from: number, to: number): boolean => {
  for (let i = from; i < to; i++) if (PHRASE_BREAK.has(text.charCodeAt(i))) return true;
  return false;
};
const THOUSANDS = /(?<=\p{N}),(?=\p{N}{3}(?!\p{N}))/gu;

/**
 * Combining marks, but for the kana voicing marks (U+3099, U+309A): NFKD splits が into か and a mark, and the mark
 * tells words apart (かき, がき), so it stays and is composed back.
 */
const MARKS = /[^\P{M}\u3099\u309a]+/gu;
/**
 * What NFKD left decomposed that must be composed again: Hangul syllables (NFKD splits 한 into its jamo, which
 * would make bigrams of letters rather than syllables) and kana with a voicing mark. Nothing else composes once the
 * other marks are gone, so other text skips the work.
 */
const DECOMPOSED = /[\u1100-\u11ff\u3099\u309a]/;

const composeCjk = (text: string): string => (DECOMPOSED.test(text) ? text.normalize("NFC") : text);

/**
 * Case, accents, ligatures and curly apostrophes folded away, full-width and half-width forms (ＡＢＣ, ｶﾀｶﾅ) made
 * ordinary ones, and the Latin letters NFKD leaves whole spelled as ids spell them (Đoàn → doan, Øre → ore), so a
 * name typed without them is found; plain ASCII skips the Unicode work.
 */
export const fold = (text: string): string =>
  ASCII.test(text)
    ? text.toLowerCase()
    : spellUndecomposed(
        composeCjk(text.normalize("NFKD").replace(MARKS, ""))
          .replace(/[\u2019\u2018`]/g, "'")
          .toLowerCase(),
      );

const isAsciiWordChar = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * The `WORD` tokens of lower-case ASCII text with their start offsets, by hand: indexing reads every word of the
 * site, and a regular expression allocates a match object per word.
 */
export const asciiTokens = (text: string, onToken: (token: string, start: number) => void): void => {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isAsciiWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    for (;;) {
      while (i < n && isAsciiWordChar(text.charCodeAt(i))) i++;
      const joiner = text.charCodeAt(i);
      const after = text.charCodeAt(i + 1);
      const joins =
        ((joiner === 39 || joiner === 45) && isAsciiWordChar(after)) ||
        ((joiner === 46 || joiner === 44) && isDigit(text.charCodeAt(i - 1)) && isDigit(after));
      if (!joins) break;
      i++;
    }
    onToken(text.slice(start, i), start);
  }
};

export const unicodeTokens = (text: string, onToken: (token: string, start: number) => void): void => {
  for (const match of text.matchAll(WORD)) onToken(match[0], match.index);
};

/**
 * The tokens of text holding CJK letters: each run of them whole (`scan` makes it bigrams), and between the runs
 * the `WORD` tokens as `unicodeTokens` finds them, so "用react写的" gives 用, react, 写的. Only such text comes here,
 * which keeps every other text's tokens exactly as they were.
 */
const cjkTokens = (text: string, onToken: (token: string, start: number) => void): void => {
  for (const part of text.matchAll(CJK_RUN_OR_OTHER)) {
    if (part[1] !== undefined) onToken(part[1], part.index);
    else unicodeTokens(part[0], (token, start) => onToken(token, part.index + start));
  }
};

const tokenizerFor = (folded: string): typeof asciiTokens =>
  ASCII.test(folded) ? asciiTokens : CJK_LETTER.test(folded) ? cjkTokens : unicodeTokens;

/**
 * Calls `onWord` for each word of a text in order, with whether punctuation separates it from the one before,
 * and `onCompound` with the joined form of each hyphenated compound (`co-founded` → co, founded; cofounded), so
 * that "cofounder" and "co founder" both find it.
 */
export const scan = (
  text: string,
  onWord: (word: string, breakBefore: boolean) => void,
  onCompound: (joined: string) => void = () => {},
): void => {
  const folded = fold(text);
  let end = 0;
  tokenizerFor(folded)(folded, (found, start) => {
    const breakBefore = breaksPhrase(folded, end, start);
    end = start + found.length;
    if (isCjk(found)) {
      // A run's bigrams overlap: all of them but the first continue the phrase, so a query's bigrams pair up.
      bigrams(found).forEach((gram, i) => {
        onWord(gram, i === 0 && breakBefore);
      });
      return;
    }
    const raw = found.includes(",") ? found.replace(THOUSANDS, "") : found;
    if (raw.length > MAX_WORD_LENGTH) return;
    if (!raw.includes("-")) {
      onWord(raw, breakBefore);
      return;
    }
    const parts = raw.split("-").filter(Boolean);
    parts.forEach((part, i) => {
      onWord(part, i === 0 && breakBefore);
    });
    if (parts.length > 1) onCompound(parts.join(""));
  });
};

export interface Term {
  /** What is indexed and searched, e.g. "design" for "designing"; a stop word stays as it is. */
  readonly term: string;
  readonly stop: boolean;
}

/** The endings of English contractions: it's, they're, we've, he'll, he'd, I'm, don't. */
const CONTRACTION = /(?:'s|'re|'ve|'ll|'d|'m|n't)$/;

/**
 * A negated auxiliary typed without its apostrophe ("doesnt", "isnt", "cant"), as askers often do: only of the
 * auxiliaries that are stop words, so a word such as "ant" or "want" stays a word.
 */
const UNMARKED_NEGATION = /^(?:do|does|did|is|are|was|were|has|have|had|ca|could|wo|would)nt$/;

/** A stop word, or the contraction of one ("it's", "he'd", "don't", "can't", "won't", "doesnt"). */
const isStop = (word: string): boolean => {
  if (STOP_WORDS.has(word) || UNMARKED_NEGATION.test(word)) return true;
  if (!CONTRACTION.test(word)) return false;
  const base = word.replace(CONTRACTION, "");
  // "can't" and "won't" drop more than the ending: ca(n), wo → will.
  return STOP_WORDS.has(base) || STOP_WORDS.has(`${base}n`) || base === "wo";
};

/** A CJK bigram is its own term: the stop words, irregular forms and stemmer are English. */
export const termOf = (word: string): Term =>
  isCjk(word)
    ? { term: word, stop: false }
    : isStop(word)
      ? { term: word, stop: true }
      : { term: stem(lemmaOf(word)), stop: false };

export interface Word extends Term {
  /** Folded surface form, e.g. "designing". */
  readonly text: string;
  readonly breakBefore: boolean;
}

/** The words of a text and the stemmed joined forms of its compounds. */
export const analyze = (text: string): { words: Word[]; compounds: string[] } => {
  const words: Word[] = [];
  const compounds: string[] = [];
  scan(
    text,
    (word, breakBefore) => words.push({ text: word, ...termOf(word), breakBefore }),
    (joined) => compounds.push(stem(joined)),
  );
  return { words, compounds };
};

/** The terms of a text's words that are not stop words, in order: what a phrase or a name says. */
export const meaningfulTerms = (text: string): string[] => analyze(text).words.flatMap((w) => (w.stop ? [] : [w.term]));

/** Adjacent words within one phrase, stop words included ("org a"), but never two stop words together. */
export const pairs = (words: readonly Word[]): [string, string][] => {
  const out: [string, string][] = [];
  for (let i = 1; i < words.length; i++) {
    const a = words[i - 1];
    const b = words[i];
    if (a && b && !b.breakBefore && !(a.stop && b.stop)) out.push([a.term, b.term]);
  }
  return out;
};

/**
 * Query expansion: the other words a query's words may be written as in the records. Two sources: the site's
 * own vocabulary (content/synonyms.yaml, phrases of up to three words, e.g. "alma mater" → university) and the
 * related words (related.ts, one word → near words the content uses), and for a word the site never uses, the
 * words it may be derived from (speaker → speak). Each expansion is an `Alternative`: terms
 * to look up, a weight below a typed word's, and the query words it stands for, so a record matched only through
 * an expansion still counts as matching those words.
 */
import type { SynonymRule } from "../../schema/synonyms.js";
import type { QueryPlan } from "../ranking/query.js";
import { analyze, meaningfulTerms, pairs } from "./analyze.js";
import type { RelatedTable } from "./related.js";
import { stem } from "./stem.js";
import { STOP_WORDS } from "./stop-words.js";

/** An expansion from the site's vocabulary weighs this much of the typed word; one from the related words less. */
export const SYNONYM_WEIGHT = 0.8;
export const RELATED_WEIGHT = 0.5;
/**
 * Derivational suffixes, as the stemmer leaves them (generative → generativ): a word the site never uses may be
 * derived from one it does (speaker from speak, generative from generate, discussion from discuss). The stemmer
 * keeps derivations apart on purpose (university, universe), so this is only for words the site never uses.
 */
const DERIVATIONS = ["er", "or", "ist", "ment", "ion", "ness", "iv", "al", "iti"] as const;
/** A shorter base is too short to mean much ("ment" from "mentor" would be "m"). */
const MIN_BASE = 3;

/** The terms a word may be derived from, each with and without a final e (generat, generate); not all exist. */
export const baseForms = (term: string): string[] =>
  DERIVATIONS.flatMap((suffix) => {
    const base = term.slice(0, -suffix.length);
    return term.endsWith(suffix) && base.length >= MIN_BASE ? [base, stem(`${base}e`)] : [];
  }).filter((base, i, all) => all.indexOf(base) === i);
/** The longest phrase a rule's left side may have that the query is searched for. */
const MAX_PHRASE = 3;

export interface Alternative {
  /** One word term, or the adjacent pairs of a phrase (["user experience"] → [["user", "experience"]]). */
  readonly term?: string;
  readonly pairs: readonly (readonly [string, string])[];
  readonly weight: number;
  /** Bits of the plan's words it stands for. */
  readonly bits: number;
}

/** What a phrase is searched as: its one meaningful word, or its adjacent pairs. */
interface Target {
  readonly term?: string;
  readonly pairs: readonly (readonly [string, string])[];
}

/** Phrase key (its meaningful terms joined by spaces) → what to look for as well. */
export type SynonymTable = ReadonlyMap<string, readonly Target[]>;

const keyOf = (phrase: string): string => meaningfulTerms(phrase).join(" ");

const targetOf = (phrase: string): Target | undefined => {
  const words = analyze(phrase).words;
  const meaningful = words.filter((w) => !w.stop);
  if (meaningful.length === 0) return undefined;
  if (words.length === 1 && meaningful[0]) return { term: meaningful[0].term, pairs: [] };
  return { pairs: pairs(words) };
};

export const buildSynonyms = (rules: readonly SynonymRule[]): SynonymTable => {
  const table = new Map<string, Target[]>();
  for (const rule of rules) {
    for (const from of rule.from) {
      const key = keyOf(from);
      if (key === "" || key.split(" ").length > MAX_PHRASE) continue;
      const targets = table.get(key) ?? [];
      for (const to of rule.to) {
        const target = keyOf(to) === key ? undefined : targetOf(to);
        if (target) targets.push(target);
      }
      table.set(key, targets);
    }
  }
  return table;
};

/**
 * Every expansion of a plan: each run of up to three consecutive words the site's vocabulary knows, and each
 * word's related words (`related`, derived from the content), when `wantsRelated(word)` says the word needs them;
 * such a word is also split where the site writes its two parts as a phrase (`writesApart`: "zookeeper" of "zoo
 * keeper").
 */
export const alternatives = (
  table: SynonymTable,
  plan: QueryPlan,
  wantsRelated: (term: string) => boolean,
  related: RelatedTable,
  writesApart: (left: string, right: string) => boolean = () => false,
): Alternative[] => {
  const out: Alternative[] = [];
  const { sequence, words } = plan;
  /**
   * The query's phrase pairs with word `term` written as `other` ("open positions" → "open roles"), so a record
   * that says the same phrase in the other word still matches it as a phrase. Not with a stop word (the pair is
   * grammar: "coverage of" → "profile of"), nor with a word that `other` also stands for ("press coverage").
   */
  const rephrased = (term: string, other: string): [string, string][] => {
    const keeps = (neighbour: string): boolean =>
      !STOP_WORDS.has(neighbour) && neighbour !== other && !(table.get(neighbour) ?? []).some((t) => t.term === other);
    return plan.pairs.flatMap(([a, b]): [string, string][] =>
      a === term && keeps(b) ? [[other, b]] : b === term && keeps(a) ? [[a, other]] : [],
    );
  };
  for (let start = 0; start < sequence.length; start++) {
    let bits = 0;
    const terms: string[] = [];
    for (let end = start; end < Math.min(sequence.length, start + MAX_PHRASE); end++) {
      const i = sequence[end] ?? 0;
      bits = (bits | (1 << i)) >>> 0;
      terms.push(words[i]?.term ?? "");
      for (const target of table.get(terms.join(" ")) ?? []) {
        const [word] = terms;
        const phrases = terms.length === 1 && word && target.term ? rephrased(word, target.term) : [];
        out.push({ ...target, pairs: [...target.pairs, ...phrases], weight: SYNONYM_WEIGHT, bits });
      }
    }
  }
  words.forEach((word, i) => {
    if (!wantsRelated(word.term)) return;
    const bits = (1 << i) >>> 0;
    for (const { term, weight } of related.get(word.term) ?? []) {
      out.push({ term, pairs: rephrased(word.term, term), weight: RELATED_WEIGHT * weight, bits });
    }
    for (const term of baseForms(word.term))
      out.push({ term, pairs: rephrased(word.term, term), weight: RELATED_WEIGHT, bits });
    for (const [left, right] of splits(word.text, (term) => !wantsRelated(term), writesApart))
      out.push(
        { pairs: [[left, right]], weight: SYNONYM_WEIGHT, bits },
        { term: left, pairs: [], weight: RELATED_WEIGHT, bits },
        { term: right, pairs: [], weight: RELATED_WEIGHT, bits },
      );
  });
  return out;
};

/** Each part of a split compound is at least this long ("zoo" of "zookeeper"). */
const MIN_PART = 3;

/**
 * A word the site does not write, split where it writes the two parts as a phrase ("zookeeper" of "zoo keeper",
 * "firefighter" of "fire fighter"): people write compounds both ways. The parts' terms (stems), every such split.
 * The right part is stemmed only once the left is a word the site `knows`: most splits stop there.
 */
export const splits = (
  text: string,
  knows: (term: string) => boolean,
  writesApart: (left: string, right: string) => boolean,
): [string, string][] => {
  const out: [string, string][] = [];
  for (let i = MIN_PART; i <= text.length - MIN_PART; i++) {
    const left = stem(text.slice(0, i));
    if (STOP_WORDS.has(left) || !knows(left)) continue;
    const right = stem(text.slice(i));
    if (!STOP_WORDS.has(right) && writesApart(left, right)) out.push([left, right]);
  }
  return out;
};

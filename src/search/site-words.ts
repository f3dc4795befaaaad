/**
 * What the site's words tell about a question's words, for the readers of its form and time: whether a word names a
 * kind of record, whether the site uses a word or a phrase, and whether his name stands beside nothing but his lists
 * or a place of his career.
 */
import { analyze, termOf } from "./analysis/analyze.js";
import { TermKind, type Vocabulary } from "./index-data/vocabulary.js";
import type { Anchor } from "./intent/anchors.js";
import { facet, queryFacets } from "./intent/facets.js";
import { plainQuestion } from "./intent/intent.js";
import { planQuery } from "./ranking/query.js";

/** A word that asks for a type or kind of record ("talk", "job", "published"); a year names a time, not a kind. */
export const namesKind = (word: string): boolean => queryFacets(word).some((f) => !f.startsWith("#year:"));
export const namesStudies = (word: string): boolean => queryFacets(word).includes(facet.kind("education"));

/** Whether the site's text holds two surface words as adjacent terms. */
export const saysPhrase = (vocabulary: Vocabulary, a: string, b: string): boolean => {
  const [first, second] = analyze(`${a} ${b}`).words;
  return first !== undefined && second !== undefined && vocabulary.pair(first.term, second.term) !== undefined;
};

/**
 * His name beside nothing but the names of his résumé's lists ("Ruth Abernethy skills") asks for those lists, and
 * beside nothing but a place or an organisation of his career ("Tove Lindahl Ferreira Toulouse") for his time
 * there: the name says whose they are, as every record is his, and would rank the profile that bears it first.
 * Beside anything else ("Ruth Abernethy chaplain") it stays: a name and a trade ask who she is.
 */
export const ofHim = (text: string, read: string, anchors: readonly Anchor[]): string => {
  if (read === plainQuestion(text)) return text;
  const { words } = planQuery(read);
  if (words.length > 0 && words.every((w) => w.facets.some((f) => f.startsWith(facet.section(""))))) return read;
  const rest = read
    .replace(/[^\p{L}\p{N}' -]+|\bhe\b/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return rest !== "" && anchors.some((a) => a.where === true && a.name === rest) ? read : text;
};

/** Whether the site's words hold a term (stemmed, as it keeps them). */
export const knownTerm = (vocabulary: Vocabulary, term: string): boolean => {
  const id = vocabulary.id(term);
  return id !== undefined && vocabulary.kind(id) === TermKind.word;
};
export const usesWord = (vocabulary: Vocabulary, word: string): boolean => knownTerm(vocabulary, termOf(word).term);

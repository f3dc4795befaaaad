/**
 * The one query function REST and MCP share, over an index built once per Site (build-index.ts). The parts:
 * `index-data/` (records → documents, postings, vocabulary, the stored index), `analysis/` (words and what they
 * relate to), `intent/` (what a question asks for: kinds, years, time, engagement), `ranking/` (one query
 * scored, re-ranked and given its snippet). Nothing here changes after the build, so one index serves any number
 * of requests.
 */
import type { SearchResult } from "../schema/search.js";
import type { SearchType } from "../schema/search-type.js";
import { spellFunctionWords } from "./analysis/function-typos.js";
import { alternatives } from "./analysis/synonyms.js";
import { recalledYear } from "./dated-events.js";
import { describedStage } from "./described-stage.js";
import { fieldFrequency, holds } from "./index-data/engine.js";
import type { Entry, SearchIndex } from "./index-data/index-data.js";
import { sentenceHolds } from "./index-data/sentence-store.js";
import type { Vocabulary } from "./index-data/vocabulary.js";
import { plainIdioms } from "./intent/idioms.js";
import { asksOnlyToReach, intentOf, readAsHim, withoutFrames } from "./intent/intent.js";
import { monthFactor, questionMonths } from "./intent/months.js";
import { keepOrder, liftFactors, orderSteps } from "./intent/order.js";
import { asksPresentWorkOf } from "./intent/present-work.js";
import { STAGE_FACETS, STAGE_WORDS, stagePlan } from "./intent/stages.js";
import { questionTime } from "./intent/time.js";
import { asksWhereaboutsOf } from "./intent/whereabouts.js";
import { crowdOverviews } from "./ranking/crowding.js";
import {
  askedFactor,
  asksForPart,
  isLongRequest,
  liftBasedRecord,
  liftNowRecord,
  liftReachingRecord,
  namedStageFactor,
  staysAsked,
  withContactRecords,
  withNamedStages,
  withStages,
} from "./ranking/pool.js";
import { planQuery } from "./ranking/query.js";
import { type Candidate, rankScore, selectTop } from "./ranking/rank.js";
import { RESTATE_BOOST, restates } from "./ranking/restate.js";
import { allWordBits, coverageOf, popCount, type QueryMatches, scoreQuery, wordRarity } from "./ranking/score.js";
import { closestSentence } from "./ranking/snippet.js";
import { headBits, lengthFactor, rarity } from "./ranking/specificity.js";
import { suggestTerms } from "./ranking/suggest.js";
import { knownTerm, namesKind, namesStudies, ofHim, saysPhrase, usesWord } from "./site-words.js";

export { buildSearchIndex, lazySearchIndex } from "./build-index.js";
export type { SearchIndex } from "./index-data/index-data.js";

import { FIELD_BOOSTS, PAIR_BOOST } from "./build-index.js";

export interface SearchOptions {
  readonly query: string;
  readonly type?: SearchType | null | undefined;
  readonly limit: number;
}

/** Words the site uses that are close to a query's words, for a query that found nothing. */
export const suggest = (index: SearchIndex, query: string): string[] =>
  suggestTerms(index.vocabulary, planQuery(query), index.widespread, index.related);

/** How many of the best candidates the proximity signal re-weighs; the rest are too far behind to matter. */
const RERANK = 30;
/** A record holding every query word in one sentence (or its title) scores half as much again. */
const PROXIMITY = 0.5;

/** An amount asked for ("how many") and written in the sentence that holds most of the question scores this much more. */
const AMOUNT = 0.3;
const DIGIT = /\d/;

/**
 * The most query words one sentence of the record holds, and, when `amount` asks, whether such a sentence (not the
 * title) states a number.
 */
const closest = (
  index: SearchIndex,
  m: QueryMatches,
  doc: number,
  amount: boolean,
): { words: number; number: boolean } => {
  const entry = index.docs[doc];
  if (!entry) return { words: 0, number: false };
  const held = m.lookups.filter(({ id, bits }) => bits !== 0 && holds(index.engine, id, doc));
  // The title counts as a sentence of its own.
  let title = 0;
  for (const { id, bits } of held) if (fieldFrequency(index.engine, id, doc, 0) > 0) title |= bits;
  let best = popCount(title);
  let number = false;
  for (let s = entry.firstSentence; s < entry.endSentence; s++) {
    let bits = 0;
    for (const { id, bits: b } of held) if (sentenceHolds(index.sentences, s, id)) bits |= b;
    const count = popCount(bits);
    const numeric = amount && count > 0 && DIGIT.test(index.sentences.texts[s] ?? "");
    if (count > best) number = numeric;
    else if (count === best) number ||= numeric;
    best = Math.max(best, count);
  }
  return { words: best, number };
};

/** The ids of a query's wording; none when a word of it is nowhere in the site, as then no title holds them all. */
const wordingIds = (vocabulary: Vocabulary, wording: readonly string[]): number[] => {
  const ids = wording.map((term) => vocabulary.id(term));
  return ids.every((id) => id !== undefined) ? ids : [];
};

/** The records that tell the whole story, and so mention nearly any topic somewhere: the profile and the chapters. */
const isOverview = (entry: Entry | undefined): boolean => entry?.type === "profile" || entry?.type === "chapter";

const clampLimit = (limit: number): number => (Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0);

/**
 * The sentence of the record closest to the question: the one holding most of the question's weight, each matched
 * term counted by its rarity (a rare topic word says more of the question than "work" or "design") and pairs
 * double, not merely the one holding most terms.
 */
const snippetOf = (index: SearchIndex, m: QueryMatches, doc: number, entry: Entry): string => {
  const matched = m.lookups
    .filter(({ id, snippetWeight }) => snippetWeight > 0 && holds(index.engine, id, doc))
    .map(({ id, snippetWeight }) => ({ id, snippetWeight, rarity: rarity(index.engine, id) }));
  const texts = index.sentences.texts.slice(entry.firstSentence, entry.endSentence);
  const holdsTerm = (i: number, id: number): boolean => sentenceHolds(index.sentences, entry.firstSentence + i, id);
  return closestSentence(texts, matched, holdsTerm) || entry.title;
};

/**
 * A question whose request frames were cut ("I'm a researcher who wants to study the collection, how do I arrange
 * it") and that then found nothing is searched again whole: the frame held its only topic.
 */
export const search = (index: SearchIndex, asked: SearchOptions): SearchResult[] => {
  const query = spellFunctionWords(asked.query, (word) => usesWord(index.vocabulary, word));
  const options = query === asked.query ? asked : { ...asked, query };
  const framed = plainIdioms(withoutFrames(query));
  const found = searchText(index, options, framed);
  return found.length === 0 && framed !== query ? searchText(index, options, query) : found;
};

/** The search of `text`, the question or what is left of it without its frames; the question's intent reads it whole. */
const searchText = (index: SearchIndex, options: SearchOptions, text: string): SearchResult[] => {
  const limit = clampLimit(options.limit);
  // The question's form (intent.ts) and its time (time.ts) are read first; what is searched is the rest.
  // The question read with his names as "he", once for every reader of its form.
  const read = readAsHim(options.query, index.subject);
  const intent = intentOf(read);
  // A month of a year ("in April 2022") is read apart: the year stays for the time to read.
  const dated = questionMonths(
    ofHim(text, text === options.query ? read : readAsHim(text, index.subject), index.anchors),
  );
  const time = questionTime(dated.text, index.anchors, {
    namesKind,
    namesStudies,
    saysPhrase: (a, b) => saysPhrase(index.vocabulary, a, b),
    describes: (clause) => describedStage(index, clause),
    recalls: (clause, whole) => recalledYear(index.events, clause, whole),
  });
  const bounded = planQuery(time.text);
  // A question of no topic ("what did she do right after graduating", "who was she working for in 2019") asks
  // for the stages of his career.
  const topical = bounded.words.some((w) => w.facets.length === 0 && !STAGE_WORDS.has(w.term));
  // A topic bounded by a stage it describes keeps the description's words: they may be the topic's too ("the first
  // paying job he landed after moving to Texas" is the chapter on his move there).
  const asked = topical && time.described !== null ? planQuery(`${time.text} ${time.described}`) : bounded;
  const stage = topical ? { plan: asked, window: null } : stagePlan(asked);
  const { plan } = stage;
  const window = stage.window ?? time.window;
  if (limit === 0 || plan.words.length === 0) return [];

  const known = (term: string): boolean => knownTerm(index.vocabulary, term);
  // Related words only for words the site never uses, in its text or the owner's keywords: expanding a word it does
  // use adds noise (measured: the held-out Recall@3 fell from 0.922 to 0.888), and a keyword is the owner saying
  // which record the word is about ("twitter" of an x.com network; measured on the sample's sets and the imported
  // records: seven sets up by a question or more, the held-out set down by one).
  const expansions = alternatives(
    index.synonyms,
    plan,
    (term) => !known(term),
    index.related,
    (left, right) => index.vocabulary.pair(left, right) !== undefined,
  );
  // Engaging him for a podcast asks for the answer on invitations, not for his podcasts: the kind the question
  // names is what he is asked to do, not the kind of record wanted. Not so a kind of his past ("does he do any
  // charity work" is about his volunteer roles) or a list of his résumé.
  const m = scoreQuery(
    index.engine,
    index.vocabulary,
    plan,
    expansions,
    FIELD_BOOSTS,
    PAIR_BOOST,
    intent === "none" ? undefined : staysAsked,
  );
  const everyWord = allWordBits(plan.words.length);
  const type = options.type ?? null;
  const coverage = coverageOf(wordRarity(index.engine, m, plan.words.length));
  // The stages a "during" clause names ("his years in Birmingham"): its window's years also hold other stages.
  const stageKinds = plan.words.every((w) => w.facets.every((f) => STAGE_FACETS.has(f)));
  const named = new Set(time.during);
  const namedFactor = namedStageFactor(plan);
  const scored: Candidate[] = [];
  const part = asksForPart(plan, intent, read);
  for (const doc of m.touched) {
    const entry = index.docs[doc];
    if (type !== null && entry?.type !== type) continue;
    const score = rankScore({
      base: (m.scores[doc] ?? 0) * (m.matchedTerms[doc] ?? 0),
      asked: m.asked[doc] === 1,
      allWords: plan.words.length > 1 && m.wordBits[doc] === everyWord,
      phrase: plan.pairs.length > 0 && m.pairsMatched[doc] === plan.pairs.length,
      coverage: coverage(m.wordBits[doc] ?? 0),
    });
    const factor =
      askedFactor(intent, window, entry, part) *
      monthFactor(entry?.months ?? null, dated.months) *
      (named.has(`${entry?.type}:${entry?.id}`) ? namedFactor : 1);
    scored.push({ doc, score: score * factor, tie: index.tie[doc] ?? 0 });
  }
  const engaged =
    intent !== "none" ? withContactRecords(index, scored, type, asksOnlyToReach(options.query, index.subject)) : scored;
  const order = time.implied && (topical || !stageKinds) ? null : time.order;
  // Asked by grammar words alone ("…, where was he"), the stages its time names are the answer; asked for a kind
  // ("…, what job did she take"), the kind's records in its window are.
  const grammarOnly = !topical && plan.words.every((w) => w.facets.length === 0);
  const staged = grammarOnly && type === null ? withNamedStages(index, engaged, named) : engaged;
  const pool = order === null || topical ? staged : withStages(index, staged, type);
  // "first", "latest": among the records the question is about, the one first in that order (time.ts).
  const timed = pool.map((c) => ({
    score: c.score,
    years: index.docs[c.doc]?.years ?? null,
    type: index.docs[c.doc]?.type ?? "",
    asked: m.asked[c.doc] === 1,
  }));
  const stepList = orderSteps(timed, order, window, !topical);
  const ordered = liftFactors(timed, stepList);
  const steps = new Map(
    stepList.flatMap((step, i) => {
      const doc = pool[i]?.doc;
      return step > 0 && doc !== undefined ? [[doc, step] as const] : [];
    }),
  );
  const candidates = pool.map((c, i) => ({ ...c, score: c.score * (ordered[i] ?? 1) }));

  // Among the best candidates, a record whose title restates the query is what it asks for (restate.ts); and by
  // proximity, a record that holds more of the query's words in one sentence is about them, while one that
  // mentions them sentences apart (a long chapter) only touches them.
  const words = plan.words.length;
  const wording = wordingIds(index.vocabulary, plan.wording);
  const rescored = selectTop(candidates, Math.max(limit, RERANK)).map((c) => {
    const restated = restates(index.titles, c.doc, wording) ? RESTATE_BOOST : 1;
    const close = closest(index, m, c.doc, plan.quantity);
    const near = words < 2 ? 1 : 1 + PROXIMITY * (close.words / words);
    const amount = close.number ? 1 + AMOUNT : 1;
    // A long record that holds the question only in its body mentions it in passing (specificity.ts).
    const head = headBits(index.engine, m.lookups, c.doc);
    const long = lengthFactor(index.lengths[c.doc] ?? 0, index.medianLength, head);

    return { ...c, score: Math.round(c.score * restated * near * amount * long) };
  });
  const reranked = selectTop(
    keepOrder(
      // Where she is asked for with a reason to reach her ("which city is she in if we want to meet her") is still
      // where she is.
      asksWhereaboutsOf(read)
        ? liftBasedRecord(index, rescored)
        : intent === "engage"
          ? liftReachingRecord(index, rescored)
          : asksPresentWorkOf(read) && isLongRequest(plan) && window === null && time.order === null
            ? liftNowRecord(index, rescored)
            : rescored,
      (c) => steps.get(c.doc) ?? 0,
    ),
    Math.max(limit, RERANK),
  );
  // A type asked for is the list the client wants, overviews or not; otherwise the first results are not all
  // overviews (crowding.ts).
  const listed = (type === null ? crowdOverviews(reranked, (c) => isOverview(index.docs[c.doc])) : reranked).slice(
    0,
    limit,
  );
  return listed.flatMap(({ doc, score }) => {
    const entry = index.docs[doc];
    if (!entry) return [];
    const { type, id, title, url, api } = entry;
    return [{ type, id, title, snippet: snippetOf(index, m, doc, entry), url, api, score }];
  });
};

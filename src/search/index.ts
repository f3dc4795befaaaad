/**
 * The search index over every record, built once per Site, and the one query function REST and MCP share.
 * Each record's text is cut into sentences and analysed once: the sentences' terms are both what the engine
 * indexes and what the snippet is chosen by. The parts: `documents.ts` (records → passages and facets),
 * `vocabulary.ts` (text → term ids), `engine.ts` (postings, BM25+), `query.ts` and `score.ts` (one query),
 * `rank.ts` (boosts, order), `restate.ts` (questions a title restates), `snippet.ts` and `sentence-store.ts`
 * (the sentence to show). Nothing here changes after the build, so one index serves any number of requests.
 */
import type { Site } from "../content/site.js";
import type { SearchResult } from "../schema/search.js";
import type { SearchType } from "../schema/search-type.js";
import { analyze } from "./analysis/analyze.js";
import { alternatives, buildSynonyms } from "./analysis/synonyms.js";
import { searchDocuments } from "./index-data/documents.js";
import { buildEngine, type Engine, fieldFrequency, holds } from "./index-data/engine.js";
import { FIELD, type FIELD_COUNT, usedInText } from "./index-data/fields.js";
import { decodeSearchIndex, type Entry, keysOf, type SearchIndex } from "./index-data/index-data.js";
import { sentenceHolds, sentenceStoreBuilder } from "./index-data/sentence-store.js";
import { TermKind, type Vocabulary, vocabularyBuilder } from "./index-data/vocabulary.js";
import { queryFacets } from "./intent/facets.js";
import { type Intent, intentFactor, questionIntent, subjectNames, withoutFrames } from "./intent/intent.js";
import {
  type Anchor,
  buildAnchors,
  orderFactors,
  questionTime,
  type Span,
  titleNames,
  windowFactor,
} from "./intent/time.js";
import { crowdOverviews } from "./ranking/crowding.js";
import { planQuery } from "./ranking/query.js";
import { byTypeThenId, type Candidate, rankScore, selectTop } from "./ranking/rank.js";
import { RESTATE_BOOST, restates, titleWords } from "./ranking/restate.js";
import { allWordBits, coverageOf, popCount, type QueryMatches, scoreQuery, wordRarity } from "./ranking/score.js";
import { closestSentence, sentences } from "./ranking/snippet.js";
import { headBits, lengthFactor, medianOf, rarity, recordLengths } from "./ranking/specificity.js";
import { MAX_SUGGESTIONS, suggestTerms } from "./ranking/suggest.js";

export type { SearchIndex } from "./index-data/index-data.js";

export interface SearchOptions {
  readonly query: string;
  readonly type?: SearchType | null | undefined;
  readonly limit: number;
}

/**
 * Field boosts, in the order of the fields every document is indexed with: title and question over summary over
 * body; a facet is worth a word in the summary; an owner's keyword, a word the text does not use, one in the body
 * (measured, docs/decisions.md: 0.5, 0.75 and 1 alike on every tuning set; 1 the best on the held-out ones).
 */
const FIELD_BOOSTS = [3, 1.5, 1, 1.5, 1] as const satisfies { length: typeof FIELD_COUNT };
/**
 * BM25's length normalisation per field, in the same order: a long body (a chapter's story) mentions many things
 * in passing, so its length counts more than BM25's usual 0.7 against a record that is about the words (measured:
 * 0.9 raised the held-out Recall@3 from 0.931 to 0.940 and left the first set unchanged; 1.0 lost Recall@1).
 */
const LENGTH_NORMALISATION = [0.7, 0.7, 0.9, 0.7, 0.7] as const;
/** A pair is a phrase of two words: worth more than either word alone. */
const PAIR_BOOST = 1.5;

/** The index of `site`: what `encodeSearchIndex` stores for a server to load (index-data.ts). */
export const buildSearchIndex = (site: Site): SearchIndex => {
  const builder = vocabularyBuilder();
  const store = sentenceStoreBuilder();
  /** Indexes each sentence of some passages into a field's id list and the sentence store. */
  const addSentences = (passages: readonly string[], ids: number[]): void => {
    for (const text of sentences(passages)) {
      const start = ids.length;
      builder.addText(text, ids);
      store.add(text, ids, start, ids.length);
    }
  };
  const docs: Entry[] = [];
  const titles: number[][] = [];
  const fields = searchDocuments(site).map((doc) => {
    const title: number[] = [];
    const summary: number[] = [];
    const body: number[] = [];
    const keywords: number[] = [];
    builder.addText(doc.title, title);
    titles.push(builder.wordIds(doc.title));
    const firstSentence = store.count;
    addSentences(doc.summary, summary);
    addSentences(doc.body, body);
    // Each keyword on its own, so that no phrase pair spans two of them; they are never a snippet.
    for (const keyword of doc.keywords) builder.addText(keyword, keywords);
    const { type, id, url, api } = doc;
    const contact = [...doc.summary, ...doc.body].some((text) => EMAIL.test(text));
    const years = yearsOf(doc.facets);
    docs.push({ type, id, title: doc.title, url, api, firstSentence, endSentence: store.count, years, contact });
    return [title, summary, body, doc.facets.map(builder.facetId), keywords];
  });
  // A keyword counts only where it adds a term the records' own text never uses (measured: keywords that repeat
  // the text's words and phrases cost the unseen set a first place and the blind set a top-three hit, at any boost).
  const inText = new Set(fields.flatMap((f) => [f[FIELD.title], f[FIELD.summary], f[FIELD.body]].flat()));
  for (const f of fields) f[FIELD.keywords] = f[FIELD.keywords]?.filter((id) => !inText.has(id)) ?? [];
  const vocabulary = builder.done();
  const engine = buildEngine(fields, FIELD_BOOSTS.length, vocabulary.size, LENGTH_NORMALISATION);
  const lengths = recordLengths(engine);
  const tie = new Uint32Array(docs.length);
  docs
    .map((entry, doc) => ({ entry, doc }))
    .sort((a, b) => byTypeThenId(a.entry, b.entry))
    .forEach(({ doc }, position) => {
      tie[doc] = position;
    });
  return {
    engine,
    vocabulary,
    sentences: store.done(),
    docs,
    keys: keysOf(docs),
    tie,
    synonyms: buildSynonyms(site.synonyms),
    widespread: widespreadWords(engine, vocabulary),
    titles: titleWords(titles),
    anchors: timelineAnchors(site),
    lengths,
    medianLength: medianOf(lengths),
    subject: subjectNames(site.profile.name),
  };
};

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const YEAR_FACET = /^#year:(\d{4})$/;

/** The first and last of a record's year facets. */
const yearsOf = (facets: readonly string[]): Span | null => {
  const years = facets.flatMap((f) => {
    const m = YEAR_FACET.exec(f);
    return m ? [Number(m[1])] : [];
  });
  return years.length === 0 ? null : { from: Math.min(...years), to: Math.max(...years) };
};

/**
 * Every organisation and place of the timeline, and every title of rank its roles hold (manager, director…), with
 * the years he spent there or so (today's year for the current role).
 */
const timelineAnchors = (site: Site): Anchor[] => {
  const thisYear = Number(site.updated.slice(0, 4));
  return buildAnchors(
    site.timeline.flatMap((t) =>
      t.start === null
        ? []
        : [
            {
              names: [t.organization, t.place, ...titleNames(t.role)],
              from: t.start,
              to: t.end ?? (t.current ? thisYear : t.start),
            },
          ],
    ),
  );
};

/**
 * The index of a site, made on its first use: loaded from `stored` (the build's `encodeSearchIndex` of the same
 * site) when given, else built. Start-up does not pay for it, and as making it is synchronous, the first search
 * makes it once however many arrive together.
 */
export const lazySearchIndex = (site: Site, stored?: Uint8Array): (() => SearchIndex) => {
  let made: SearchIndex | undefined;
  return () => {
    made ??= stored ? decodeSearchIndex(stored) : buildSearchIndex(site);
    return made;
  };
};

const widespreadWords = (engine: Engine, vocabulary: Vocabulary): number[] => {
  const top: { id: number; df: number }[] = [];
  for (let id = 0; id < vocabulary.size; id++) {
    if (vocabulary.kind(id) !== TermKind.word) continue;
    top.push({ id, df: (engine.offsets[id + 1] ?? 0) - (engine.offsets[id] ?? 0) });
  }
  return top
    .sort((a, b) => b.df - a.df || a.id - b.id)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ id }) => id);
};

/** Words the site uses that are close to a query's words, for a query that found nothing. */
export const suggest = (index: SearchIndex, query: string): string[] =>
  suggestTerms(index.vocabulary, planQuery(query), index.widespread);

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

/** A word that asks for a type or kind of record ("talk", "job", "published"); a year names a time, not a kind. */
const namesKind = (word: string): boolean => queryFacets(word).some((f) => !f.startsWith("#year:"));

/** Whether the site's text holds two surface words as adjacent terms. */
const saysPhrase = (vocabulary: Vocabulary, a: string, b: string): boolean => {
  const [first, second] = analyze(`${a} ${b}`).words;
  return first !== undefined && second !== undefined && vocabulary.pair(first.term, second.term) !== undefined;
};

/** A candidate's factor for what the question asks beyond its words: its intent and the time it speaks of. */
const askedFactor = (intent: Intent, window: Span | null, entry: Entry | undefined): number =>
  entry === undefined
    ? 1
    : intentFactor(intent, { answer: entry.type === "answer", contact: entry.contact }) *
      windowFactor(entry.years, window);

export const search = (index: SearchIndex, options: SearchOptions): SearchResult[] => {
  const limit = clampLimit(options.limit);
  // The question's form (intent.ts) and its time (time.ts) are read first; what is searched is the rest.
  const intent = questionIntent(options.query, index.subject);
  const time = questionTime(withoutFrames(options.query), index.anchors, {
    namesKind,
    saysPhrase: (a, b) => saysPhrase(index.vocabulary, a, b),
  });
  const plan = planQuery(time.text);
  if (limit === 0 || plan.words.length === 0) return [];

  const known = (term: string): boolean => {
    const id = index.vocabulary.id(term);
    return id !== undefined && index.vocabulary.kind(id) === TermKind.word && usedInText(index.engine, id);
  };
  // Related words only for words the site never uses: expanding a word it does use adds noise (measured: the
  // held-out Recall@3 fell from 0.922 to 0.888).
  const expansions = alternatives(index.synonyms, plan, (term) => !known(term));
  const m = scoreQuery(index.engine, index.vocabulary, plan, expansions, FIELD_BOOSTS, PAIR_BOOST);
  const everyWord = allWordBits(plan.words.length);
  const type = options.type ?? null;
  const coverage = coverageOf(wordRarity(index.engine, m, plan.words.length));
  const scored: Candidate[] = [];
  for (const doc of m.touched) {
    const entry = index.docs[doc];
    if (type !== null && entry?.type !== type) continue;
    const score = rankScore({
      base: (m.scores[doc] ?? 0) * (m.matchedTerms[doc] ?? 0),
      // Engaging him for a podcast asks for the answer on invitations, not for his podcasts: the kind the
      // question names is what he is asked to do, not the kind of record wanted.
      asked: m.asked[doc] === 1 && intent === "none",
      allWords: plan.words.length > 1 && m.wordBits[doc] === everyWord,
      phrase: plan.pairs.length > 0 && m.pairsMatched[doc] === plan.pairs.length,
      coverage: coverage(m.wordBits[doc] ?? 0),
    });
    scored.push({ doc, score: score * askedFactor(intent, time.window, entry), tie: index.tie[doc] ?? 0 });
  }
  // "first", "latest": among the records the question is about, the one first in that order (time.ts).
  const order = orderFactors(
    scored.map((c) => ({
      score: c.score,
      years: index.docs[c.doc]?.years ?? null,
      type: index.docs[c.doc]?.type ?? "",
      asked: m.asked[c.doc] === 1,
    })),
    time.order,
    time.window,
  );
  const candidates = scored.map((c, i) => ({ ...c, score: c.score * (order[i] ?? 1) }));

  // Among the best candidates, a record whose title restates the query is what it asks for (restate.ts); and by
  // proximity, a record that holds more of the query's words in one sentence is about them, while one that
  // mentions them sentences apart (a long chapter) only touches them.
  const words = plan.words.length;
  const wording = wordingIds(index.vocabulary, plan.wording);
  const reranked = selectTop(
    selectTop(candidates, Math.max(limit, RERANK)).map((c) => {
      const restated = restates(index.titles, c.doc, wording) ? RESTATE_BOOST : 1;
      const close = closest(index, m, c.doc, plan.quantity);
      const near = words < 2 ? 1 : 1 + PROXIMITY * (close.words / words);
      const amount = close.number ? 1 + AMOUNT : 1;
      // A long record that holds the question only in its body mentions it in passing (specificity.ts).
      const head = headBits(index.engine, m.lookups, c.doc);
      const long = lengthFactor(index.lengths[c.doc] ?? 0, index.medianLength, head);
      return { ...c, score: Math.round(c.score * restated * near * amount * long) };
    }),
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

/**
 * The search index of a Site, built once (at build or start) and stored in the snapshot: documents cut into
 * sentences and analysed once, their postings, the timeline's anchors for time questions, and the words to suggest.
 */

import type { Site } from "../content/site.js";
import { studiedDegrees, timelineKinds } from "../content/timeline-kinds.js";
import type { TimelineItem } from "../schema/timeline.js";
import { acronymOf } from "./analysis/acronyms.js";
import { fold } from "./analysis/analyze.js";
import type { NearWords } from "./analysis/near-words.js";
import { relatedTable } from "./analysis/related.js";
import { buildSynonyms } from "./analysis/synonyms.js";
import { datedEvents } from "./dated-events.js";
import { searchDocuments } from "./index-data/documents.js";
import { buildEngine, type Engine } from "./index-data/engine.js";
import { FIELD, type FIELD_COUNT } from "./index-data/fields.js";
import { decodeSearchIndex, type Entry, keysOf, type SearchIndex } from "./index-data/index-data.js";
import { sentenceStoreBuilder } from "./index-data/sentence-store.js";
import { TermKind, type Vocabulary, vocabularyBuilder } from "./index-data/vocabulary.js";
import { type Anchor, buildAnchors, countryNamesOf } from "./intent/anchors.js";
import { degreeAbbreviations, degreeLevel, degreeNames } from "./intent/degrees.js";
import { yearsOfFacets } from "./intent/facets.js";
import { subjectNames } from "./intent/intent.js";
import { organizationTails } from "./intent/organization-names.js";
import { countryOf, nationOf } from "./intent/place-country.js";
import {
  BECOMING,
  CURRENT_NAMES,
  FIRST_JOB_NAMES,
  GRADUATION_NAMES,
  RETURN_TO_STUDY_NAMES,
  roleNames,
  titleNames,
} from "./intent/stages.js";
import { WORLD_EVENTS } from "./intent/world-events.js";
import { ABROAD_NAMES, regionsOf } from "./intent/world-regions.js";
import { byTypeThenId } from "./ranking/rank.js";
import { titleWords } from "./ranking/restate.js";
import { sentences } from "./ranking/snippet.js";
import { medianOf, recordLengths } from "./ranking/specificity.js";
import { MAX_SUGGESTIONS } from "./ranking/suggest.js";

/**
 * Field boosts, in the order of the fields every document is indexed with: title and question over summary over
 * body; a facet is worth a word in the summary; an owner's keyword, a word the text does not use, one in the body
 * (measured, docs/decisions.md: 0.5, 0.75 and 1 alike on every tuning set; 1 the best on the held-out ones).
 */
export const FIELD_BOOSTS = [3, 1.5, 1, 1.5, 1] as const satisfies { length: typeof FIELD_COUNT };
/**
 * BM25's length normalisation per field, in the same order: a long body (a chapter's story) mentions many things
 * in passing, so its length counts more than BM25's usual 0.7 against a record that is about the words (measured:
 * 0.9 raised the held-out Recall@3 from 0.931 to 0.940 and left the first set unchanged; 1.0 lost Recall@1).
 */
const LENGTH_NORMALISATION = [0.7, 0.7, 0.9, 0.7, 0.7] as const;
/** A pair is a phrase of two words: worth more than either word alone. */
export const PAIR_BOOST = 1.5;

/**
 * The index of `site`: what `encodeSearchIndex` stores for a server to load (index-data.ts). `near` is the general
 * near-words table (near-words.ts), from which the record's own related words are kept.
 */
export const buildSearchIndex = (site: Site, near: NearWords): SearchIndex => {
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
    for (const keyword of [...doc.keywords, ...(doc.aliases ?? [])]) builder.addText(keyword, keywords);
    const { type, id, url, api } = doc;
    const contact = [...doc.summary, ...doc.body].some((text) => EMAIL.test(text));
    const years = yearsOfFacets(doc.facets);
    const months = doc.months ?? null;
    docs.push({
      type,
      id,
      title: doc.title,
      url,
      api,
      firstSentence,
      endSentence: store.count,
      years,
      months,
      contact,
    });
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
    // Only for words the site does not use (search looks no other up): a key it uses would be dead weight in the
    // snapshot.
    related: relatedTable(
      near,
      (term) => {
        const id = vocabulary.id(term);
        return id !== undefined && inText.has(id);
      },
      (key) => vocabulary.id(key) === undefined,
    ),
    widespread: widespreadWords(engine, vocabulary),
    titles: titleWords(titles),
    anchors: timelineAnchors(site),
    events: datedEvents(site),
    lengths,
    medianLength: medianOf(lengths),
    subject: subjectNames(site.profile.name),
  };
};

/** A role's acronym as an anchor name: the role itself, and what he became ("cro", "becoming cro"). */
const acronymNames = (role: string | null): string[] => {
  const acronym = role === null ? undefined : acronymOf(role);
  return acronym === undefined ? [] : [acronym, `${BECOMING} ${acronym}`];
};

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;

/** The dated item begun first; undefined when none is dated. */
const earliestOf = (items: readonly TimelineItem[]): TimelineItem | undefined =>
  items.reduce<TimelineItem | undefined>(
    (a, t) => (t.start !== null && (a === undefined || t.start < (a.start ?? 0)) ? t : a),
    undefined,
  );

/**
 * The names a stage's country gives it besides its place's own: the regions the country lies in ("asia", "the middle
 * east"), "outside <country>" for every other country of his career, and "abroad" for a country other than the one
 * of the earliest stage whose place names one. A place of a city the table does not hold says no country, so it gets
 * none of these.
 */
const countryNames = (timeline: readonly TimelineItem[]): ((t: TimelineItem) => string[]) => {
  const countries = new Set(timeline.flatMap((t) => countryOf(t.place) ?? []));
  const home = earliestOf(timeline.filter((t) => countryOf(t.place) !== undefined));
  const homeCountry = countryOf(home?.place);
  return (t) => {
    const country = countryOf(t.place);
    if (country === undefined) return [];
    const outside = [...countries].filter((c) => c !== country).flatMap((c) => countryNamesOf(c));
    const nation = nationOf(t.place);
    return [
      // A place written by its city alone still names its country ("Rotterdam": "has she worked in the Netherlands").
      ...countryNamesOf(country),
      ...(nation === undefined ? [] : [nation]),
      ...regionsOf(country),
      ...outside.map((name) => `outside ${name}`),
      ...(country !== homeCountry ? ABROAD_NAMES : []),
    ];
  };
};

/**
 * A stage's country names split by whether its own text says them ("Australia" of a Melbourne post about people who
 * moved there is written; "the Netherlands" of a Rotterdam post that never says it is not).
 */
const byWritten = (t: TimelineItem, names: readonly string[]): { written: string[]; unwritten: string[] } => {
  const text = ` ${fold([t.label, t.summary, t.description ?? "", ...(t.highlights ?? [])].join(" ")).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const written = names.filter((name) => text.includes(` ${name} `));
  return { written, unwritten: names.filter((name) => !written.includes(name)) };
};

/**
 * Every organisation and place of the timeline, every title of rank its roles hold (manager, director…) and the
 * current job's names, with the years he spent there or so (today's year for the current role).
 */
const timelineAnchors = (site: Site): Anchor[] => {
  const thisYear = Number(site.updated.slice(0, 4));
  // The current job is the current role begun last (an advisory seat held alongside it began earlier).
  const currentStart = Math.max(...site.timeline.flatMap((t) => (t.current && t.start !== null ? [t.start] : [])));
  const kinds = timelineKinds(site);
  const degrees = studiedDegrees(site);
  // His first studies: what "after graduating" or "at university" speaks of.
  const firstStudies = earliestOf(site.timeline.filter((t) => kinds.get(t.id) === "education"));
  const firstJob = earliestOf(site.timeline.filter((t) => kinds.get(t.id) === "work"));
  const levels = site.timeline.flatMap((t) =>
    kinds.get(t.id) === "education" ? [degreeLevel(degrees.get(t.id))] : [],
  );
  const soleOfLevel = (id: string): boolean => {
    const level = degreeLevel(degrees.get(id));
    return level !== null && levels.indexOf(level) === levels.lastIndexOf(level);
  };
  const places = new Set(site.timeline.flatMap((t) => (t.place ?? "").split(",").map((p) => fold(p).trim())));
  const inCountry = countryNames(site.timeline);
  const tails = organizationTails(
    site.timeline.flatMap((t) => (t.organization ? [t.organization] : [])),
    places,
  );
  return buildAnchors([
    ...WORLD_EVENTS,
    ...site.timeline.flatMap((t) => {
      if (t.start === null) return [];
      const country = byWritten(t, inCountry(t));
      const orgTails = tails.get(fold(t.organization ?? "").trim()) ?? [];
      const studies = kinds.get(t.id) === "education";
      return [
        {
          places: [t.organization, ...orgTails, t.place, ...country.written],
          names: [
            t.organization,
            ...orgTails,
            t.place,
            ...titleNames(t.role),
            // A degree's subject is not what she became: "became publishing director" is no "MA Publishing".
            ...roleNames(t.role).filter((name) => !studies || !name.startsWith(BECOMING)),
            // Its acronym, as he would be called by it ("since he became CRO").
            ...acronymNames(t.role),
            ...(t.current && t.start === currentStart ? CURRENT_NAMES : []),
            ...(studies ? degreeNames(degrees.get(t.id)) : []),
            // "While doing his MBA" is his one master's, whatever its letters; of two, it names neither.
            ...(studies && soleOfLevel(t.id) ? degreeAbbreviations(degrees.get(t.id)) : []),
            ...(t === firstStudies ? GRADUATION_NAMES : []),
            ...(studies && t !== firstStudies ? RETURN_TO_STUDY_NAMES : []),
            ...(t === firstJob ? FIRST_JOB_NAMES : []),
            ...country.written,
          ],
          unwritten: country.unwritten,
          from: t.start,
          to: t.end ?? (t.current ? thisYear : t.start),
          records: [`timeline:${t.id}`, ...(t.chapter ? [`chapter:${t.chapter}`] : [])],
        },
      ];
    }),
  ]);
};

/**
 * The index of a site, made on its first use: loaded from `source` when it is the build's `encodeSearchIndex` of the
 * same site, else built with it as the near-words table. Start-up does not pay for it, and as making it is
 * synchronous, the first search makes it once however many arrive together.
 */
export const lazySearchIndex = (site: Site, source: Uint8Array | NearWords): (() => SearchIndex) => {
  let made: SearchIndex | undefined;
  return () => {
    made ??= source instanceof Uint8Array ? decodeSearchIndex(source) : buildSearchIndex(site, source);
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

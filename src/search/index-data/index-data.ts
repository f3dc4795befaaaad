/**
 * The search index's shape, and the index as bytes: what a build stores beside the compiled site (prerender.ts)
 * so that a server or a fresh Workers isolate loads its index on the first search instead of building it (the
 * build analyses every record's text; loading parses the stored JSON and copies typed arrays). Everything in
 * the index is plain data but four parts, stored as the data they are made from and made again on loading: the
 * vocabulary (its lookups, made from `VocabularyData` by the same code a build uses), the record keys (from the
 * documents), and the synonym and related-word tables (Maps, stored as their entries and in the near-words format).
 */
import type { SearchType } from "../../schema/search-type.js";
import type { NearWords } from "../analysis/near-words.js";
import { nearWordsOf, type RelatedTable, relatedTable } from "../analysis/related.js";
import type { SynonymTable } from "../analysis/synonyms.js";
import type { DatedEvent } from "../dated-events.js";
import type { Anchor, Span } from "../intent/anchors.js";
import type { TitleWords } from "../ranking/restate.js";
import type { Engine } from "./engine.js";
import { pack, unpack } from "./pack.js";
import type { SentenceStore } from "./sentence-store.js";
import { type Vocabulary, type VocabularyData, vocabularyFrom } from "./vocabulary.js";

/** What a result needs besides its score; the text lives on only as sentences in the store. */
export interface Entry {
  readonly type: SearchType;
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly api: string | null;
  /** The record's sentences are numbers firstSentence .. endSentence - 1. */
  readonly firstSentence: number;
  readonly endSentence: number;
  /** The years the record spans, from its year facets; null when it has none. */
  readonly years: Span | null;
  /** The months a stage spans where its dates give them (months.ts); null otherwise. */
  readonly months: Span | null;
  /** Its text holds an email address: it says how to reach him. */
  readonly contact: boolean;
}

export interface SearchIndex {
  readonly engine: Engine;
  readonly vocabulary: Vocabulary;
  readonly sentences: SentenceStore;
  /** By document number. */
  readonly docs: readonly Entry[];
  /** `<type>:<id>` of every record indexed. */
  readonly keys: ReadonlySet<string>;
  /** Each document's place in the tie-break order. */
  readonly tie: Uint32Array;
  readonly synonyms: SynonymTable;
  /** For a query word, the near words the content's text uses (related.ts). */
  readonly related: RelatedTable;
  /** The words most records hold, most first: suggestions when nothing closer exists. */
  readonly widespread: readonly number[];
  /** Each document's title as word ids, grammar words included: what a question may restate. */
  readonly titles: TitleWords;
  /** Places and organisations with the years the timeline gives them: what "during his years at Org B" means. */
  readonly anchors: readonly Anchor[];
  /** His dated awards, talks and writing: what "the year she got the commendation" means. */
  readonly events: readonly DatedEvent[];
  /** Each record's length in terms, and the median: what a long record is (specificity.ts). */
  readonly lengths: Float64Array;
  readonly medianLength: number;
  /** What a question may call him by instead of "he" (intent.ts, subjectNames). */
  readonly subject: readonly string[];
}

/** The `<type>:<id>` of every record of `docs`. */
export const keysOf = (docs: readonly Entry[]): ReadonlySet<string> => new Set(docs.map((d) => `${d.type}:${d.id}`));

type EntriesOf<M> = M extends ReadonlyMap<infer K, infer V> ? [K, V][] : never;

/** The index as stored: every part but the keys; the vocabulary and the two tables as the data they are made from. */
type Stored = Omit<SearchIndex, "keys" | "vocabulary" | "synonyms" | "related"> & {
  readonly vocabulary: VocabularyData;
  readonly synonyms: EntriesOf<SynonymTable>;
  readonly related: NearWords;
};

export const encodeSearchIndex = ({
  keys: _,
  vocabulary,
  synonyms,
  related,
  ...parts
}: SearchIndex): Uint8Array<ArrayBuffer> =>
  pack({
    ...parts,
    vocabulary: vocabulary.data,
    synonyms: [...synonyms],
    related: nearWordsOf(related),
  } satisfies Stored);

export const decodeSearchIndex = (bytes: Uint8Array): SearchIndex => {
  const { vocabulary, synonyms, related, ...parts } = unpack<Stored>(bytes);
  return {
    ...parts,
    keys: keysOf(parts.docs),
    vocabulary: vocabularyFrom(vocabulary),
    synonyms: new Map(synonyms),
    related: relatedTable(related, () => true),
  };
};

/**
 * Which records compete for a question, and at what start: those its words found, weighed by what it asks beyond
 * them (its intent, its time); the records that say how to reach him when it engages him; every stage of his career
 * when it orders them.
 */
import type { SearchType } from "../../schema/search-type.js";
import { fold } from "../analysis/analyze.js";
import type { Entry, SearchIndex } from "../index-data/index-data.js";
import type { Span } from "../intent/anchors.js";
import { DEGREES } from "../intent/degrees.js";
import { facet } from "../intent/facets.js";
import { type Intent, intentFactor, REACHING_TITLE } from "../intent/intent.js";
import { NOW_TITLE } from "../intent/present-work.js";
import { STAGE_FACETS, STAGE_TYPE } from "../intent/stages.js";
import { BASED_TITLE } from "../intent/whereabouts.js";
import { windowFactor } from "../intent/window.js";
import type { QueryPlan } from "./query.js";
import type { Candidate } from "./rank.js";

/** The facets an engaging question still asks for: kinds of his past and the lists of his résumé (facets.ts). */
export const staysAsked = (f: string): boolean =>
  f === facet.kind("volunteer") ||
  f === facet.kind("education") ||
  (f.startsWith(facet.section("")) && f !== facet.section("talks")) ||
  DEGREES.some(({ level }) => f === facet.degree(level));

/** The documents of an index that `which` selects, found once per index: the same few for every question. */
const selected = (which: (entry: Entry) => boolean): ((index: SearchIndex) => readonly number[]) => {
  const known = new WeakMap<SearchIndex, readonly number[]>();
  return (index) => {
    let docs = known.get(index);
    if (docs === undefined) {
      docs = index.docs.flatMap((entry, doc) => (which(entry) ? [doc] : []));
      known.set(index, docs);
    }
    return docs;
  };
};
/** The records that say how to reach him (an email address in their text). */
const contactDocs = selected((entry) => entry.contact);
/** Of those, the ones whose title asks how to reach him ("How can I contact Ana Ruiz?"): their whole point. */
const reachingDocs = selected((entry) => entry.contact && REACHING_TITLE.test(fold(entry.title)));
/** The quick answers on where he is based ("Where is Ana Ruiz based?"). */
const basedDocs = selected((entry) => entry.type === "answer" && BASED_TITLE.test(fold(entry.title)));
/** The quick answers on what he does now ("What does Ana Ruiz do now?"). */
const nowDocs = selected((entry) => entry.type === "answer" && NOW_TITLE.test(fold(entry.title)));
/** The dated stages of his career. */
const stageDocs = selected((entry) => entry.type === STAGE_TYPE && entry.years !== null);

/**
 * Asked for a part of his story, the profile, which summarises every part, keeps this share: the part is the answer,
 * and the profile's summary names it in passing. Measured on the tuning sets for a kind of stage: 0.5 and 0.35 gain
 * three first places with no loss; 0.2 loses one.
 */
const PART_WHOLE = 0.5;
/**
 * A question of this many words or more, not engaging him, asks for a part of his story too: a long agent request
 * ("summarise his early career in India: which companies, which cities…") names many things, and the profile's
 * summary mentions nearly all of them. Measured on the tuning sets: from 8 words, 10 first places gained and 1 lost;
 * from 7, 12 and 2 (one a sample set's); from 5, 17 and 10. Engaging questions keep the profile whole: it holds the
 * address the asker wants.
 */
const LONG_QUESTION = 8;
/** Whether a plan is a long request's (LONG_QUESTION words or more). */
export const isLongRequest = (plan: QueryPlan): boolean => plan.words.length >= LONG_QUESTION;

/**
 * Whether a question asks for a part of his story: it names a kind of stage ("her job with the British crash
 * investigators", "his degree"), or it is a long request that does not engage him.
 */
export const asksForPart = (plan: QueryPlan, intent: Intent, question = ""): boolean =>
  plan.words.some((w) => w.facets.some((f) => STAGE_FACETS.has(f))) ||
  (intent === "none" && (isLongRequest(plan) || EXPERIENCE.test(question)));

/**
 * Whether he has ever done something ("has he run youth clubs", "did she ever work in Ireland"): the stage that shows
 * it is the answer, not the profile that names every one of them.
 */
const EXPERIENCE = /^(?:has|have|did) (?:he|she|they) (?:ever )?(?!been (?:on|in the news))\w+/;

/**
 * A candidate's factor for what the question asks beyond its words: its intent, the time it speaks of, and whether
 * it asks for a part of his story (asksForPart).
 */
export const askedFactor = (intent: Intent, window: Span | null, entry: Entry | undefined, part = false): number => {
  if (entry === undefined) return 1;
  const whole = entry.type === "profile";
  return (
    intentFactor(intent, { answer: entry.type === "answer", contact: entry.contact }) *
    windowFactor(entry.years, window, whole) *
    (part && whole ? PART_WHOLE : 1)
  );
};

/**
 * Asked to engage him about something ("is she available to advise our ministry on a carbon tax"), the records that
 * say how to reach him score at least this share of the best candidate: a record with few quick answers has none on
 * the topic, and reaching him is still the answer. Measured on the tuning sets: 0.5 gains 9 questions in the top
 * three, 0.8 gains 17, 1.0 gains 17 with more losses at the top.
 */
const ENGAGED_CONTACT = 0.8;
/** Just above: a tie would leave the order to the records' tie-breaks. */
const ABOVE = 1.01;

/**
 * Asked how to reach him, the records that say how (an email address in their text) answer it whatever words the
 * question uses: when the question asks nothing else ("how do I get in touch with her", "what's his email"), each
 * scores at least as the best candidate does, before the intent's factors (a quick answer's triples it); asked
 * to reach him about something ("how could I invite her to speak on flood risk"), at least `ENGAGED_CONTACT` of
 * it; when nothing was found, they are the results.
 */
export const withContactRecords = (
  index: SearchIndex,
  scored: readonly Candidate[],
  type: SearchType | null,
  onlyToReach: boolean,
): Candidate[] => {
  const best = scored.reduce((max, c) => Math.max(max, c.score), 0);
  const floor = onlyToReach ? best : best * ENGAGED_CONTACT;
  const own = new Map(scored.map((c) => [c.doc, c.score]));
  const contact = contactDocs(index).flatMap((doc) => {
    const entry = index.docs[doc];
    return entry && (type === null || entry.type === type)
      ? [
          {
            doc,
            score: Math.max(
              own.get(doc) ?? 0,
              Math.max(floor, 1) *
                (onlyToReach || best === 0
                  ? intentFactor("engage", { answer: entry.type === "answer", contact: true })
                  : 1),
            ),
            tie: index.tie[doc] ?? 0,
          },
        ]
      : [];
  });
  const taken = new Set(contact.map((c) => c.doc));
  return [...scored.filter((c) => !taken.has(c.doc)), ...contact];
};

/**
 * Asked to engage him ("can we invite her to speak at our congress", "is he open to offers"), the records that say
 * how to reach him come before every record that does not: on a record with few quick answers, a chapter that shares
 * the question's topic otherwise wins, and the question asks how to get to him, not what he did. The one lifted is
 * the best of those titled for it ("How can I contact Ana Ruiz?"); the records with his address that score above it,
 * such as a quick answer on speaking invitations, move up with it in their order, so one on the topic asked still
 * leads. Applied to the scores after proximity and length, which otherwise lift the long records that happen to share
 * the topic back over it. Measured on the tuning sets with the intent forms beside it (docs/decisions.md, "Search"):
 * 52 questions more answered first and 2 fewer, 9 more in the top three and none fewer.
 */
export const liftReachingRecord = <C extends Candidate>(index: SearchIndex, scored: readonly C[]): C[] => {
  const reaching = new Set(reachingDocs(index));
  const contact = (doc: number): boolean => index.docs[doc]?.contact === true;
  return liftLead(
    scored,
    (doc) => reaching.has(doc),
    (doc) => !contact(doc),
    contact,
  );
};

/**
 * A quick answer of `docsOf`, found by none of the question's words or outscored, lifted just above every other
 * candidate: it answers the question however a record with few keywords words it.
 */
const liftQuickAnswer =
  (docsOf: (index: SearchIndex) => readonly number[]) =>
  (index: SearchIndex, scored: readonly Candidate[]): Candidate[] => {
    const answers = new Set(docsOf(index));
    return liftLead(
      joinAtLowest(index, scored, docsOf(index)),
      (doc) => answers.has(doc),
      (doc) => !answers.has(doc),
      () => false,
    );
  };

/**
 * Asked where he is now ("which city does she live in", whereabouts.ts), the quick answer titled for it ("Where is
 * Ana Ruiz based?") comes first: a record with few keywords words it otherwise than the asker, and a chapter that
 * names the city outscores it.
 */
export const liftBasedRecord = liftQuickAnswer(basedDocs);

/**
 * Asked what his work is now among other things in a long request (present-work.ts), the quick answer that says it
 * comes first: the request names much that other records share ("battery metals", "housing association"). Measured
 * on the tuning sets: for any question, it took first place from "what did he do right before his current job" and
 * from the current role's own record ("his current role"); for long requests outside a window, it gains five top-three
 * answers and loses none.
 */
export const liftNowRecord = liftQuickAnswer(nowDocs);

/**
 * The best candidate that `leads` is lifted just above the best of its `rivals`; those `carried` that score above it
 * move up with it, in their order.
 */
const liftLead = <C extends Candidate>(
  scored: readonly C[],
  leads: (doc: number) => boolean,
  rivals: (doc: number) => boolean,
  carried: (doc: number) => boolean,
): C[] => {
  let lead: C | undefined;
  let top = 0;
  for (const c of scored) {
    if (leads(c.doc) && (lead === undefined || c.score > lead.score)) lead = c;
    else if (rivals(c.doc)) top = Math.max(top, c.score);
  }
  if (lead === undefined || lead.score >= top * ABOVE) return [...scored];
  const lift = (top * ABOVE) / lead.score;
  const { score } = lead;
  return scored.map((c) =>
    c === lead || (c.score > score && carried(c.doc)) ? { ...c, score: Math.ceil(c.score * lift) } : c,
  );
};

/**
 * A question that orders ("what did he do right after graduating") asks for a stage of his career even when none
 * of its words is one a stage uses: every dated timeline entry is a candidate, at the lowest score, for the order
 * to lift (time.ts).
 */
export const withStages = (index: SearchIndex, scored: readonly Candidate[], type: SearchType | null): Candidate[] => {
  if (type !== null && type !== STAGE_TYPE) return [...scored];
  return joinAtLowest(index, scored, stageDocs(index));
};

/**
 * A question of no topic whose time names its stages ("the year he moved to Wales, where was he") asks for them:
 * each stage of `keys` comes just above the best candidate, found by the question's grammar words or not.
 */
export const withNamedStages = (
  index: SearchIndex,
  scored: readonly Candidate[],
  keys: ReadonlySet<string>,
): Candidate[] => {
  const docs = new Set(stageDocs(index).filter((doc) => keys.has(`${index.docs[doc]?.type}:${index.docs[doc]?.id}`)));
  if (docs.size === 0) return [...scored];
  const top = Math.ceil(Math.max(1, ...scored.map((c) => c.score)) * ABOVE);
  return [
    ...scored.filter((c) => !docs.has(c.doc)),
    ...[...docs].map((doc) => ({ doc, score: top, tie: index.tie[doc] ?? 0 })),
  ];
};

/** The candidates with each of `docs` not among them added at the lowest score, for a later step to lift. */
const joinAtLowest = (index: SearchIndex, scored: readonly Candidate[], docs: readonly number[]): Candidate[] => {
  const taken = new Set(scored.map((c) => c.doc));
  return [...scored, ...docs.flatMap((doc) => (taken.has(doc) ? [] : [{ doc, score: 1, tie: index.tie[doc] ?? 0 }]))];
};

/**
 * How much more a stage named by a "during" clause ("his years in Birmingham") weighs than the other records of its
 * window's years: asked for his work or for nothing else, it is the answer (measured on the tuning sets: 2 gains four
 * top-three answers against two places lost, 3 adds two top-three answers and eight first places, 5 trades); asked
 * for another kind of record in those years, it is the frame, not the answer ("what was she studying while a
 * consultant in Cork", "talks he gave while at Org B"); asked for anything else (a summary, his tools), it is left
 * to its words.
 */
export const NAMED_STAGE = 3;
const WORK = facet.kind("work");
const OTHER_KINDS: ReadonlySet<string> = new Set([
  facet.kind("education"),
  facet.kind("volunteer"),
  ...(["talk", "writing", "project", "press"] as const).map(facet.type),
]);

export const namedStageFactor = (plan: QueryPlan): number => {
  const facets = plan.words.flatMap((w) => w.facets);
  // "Her current job" is work, and the named stage is the current one.
  if (facets.every((f) => f === WORK || f === facet.current)) return NAMED_STAGE;
  return facets.some((f) => OTHER_KINDS.has(f)) ? 1 / NAMED_STAGE : 1;
};

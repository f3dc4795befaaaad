/**
 * Time in a question, resolved against the records' own dates. Two things a question may say about time:
 * - an order: "first", "earliest" ask for the oldest of the records the question is about, "latest", "most recent"
 *   for the newest;
 * - a window: "before 2012", "after 2020", "since 2015", "before he moved to Seattle", "during his years at Org B",
 *   "while at Org A": a span of years, given as years or as an anchor (a place or organisation whose years the
 *   records give: the timeline's start and end at that organisation or in that place).
 * Both are read from the question's structure (the connective, then a year or an anchor the site knows), never from
 * its topic. Records carry their years as year facets (documents.ts); a record without years is left alone.
 */
import { escapeRegex } from "../../content/escape-regex.js";
import { fold } from "../analysis/analyze.js";
import { type Anchor, anchorIn, between, endBy, namesPlace, type Span, unwrittenPlaceIn } from "./anchors.js";
import { describedAlone, movedTo, stayedAt, switchedTo } from "./career-move.js";
import {
  ADJACENT,
  AFTER,
  AFTER_YEAR,
  arrivalAt,
  BEFORE,
  BEFORE_YEAR,
  clauseAfter,
  cutClause,
  DURING,
  EMPTY_WHEN,
  framesKind,
  leaves,
  OWN_FIRM,
  postAsJob,
  STARTED_IN,
} from "./connectives.js";
import type { Lexicon } from "./lexicon.js";
import { EARLIEST, LATEST, LIFE_AFTER_ORDINAL, ordersRecords } from "./ordinals.js";
import { BECOMING, CURRENT_NAMES } from "./stages.js";
import { yearClause } from "./year-clause.js";

export type Order = "earliest" | "latest";

export interface TimeQuestion {
  readonly order: Order | null;
  readonly window: Span | null;
  /**
   * The order is only implied by "before" or "after" a stage: a question of nothing else ("where did she work before
   * she moved to Nairobi") asks for the stage next to it; one about a topic is only bounded by it.
   */
  readonly implied: boolean;
  /** The question's text with a year that only bounds a window cut out (it must not match that year's records). */
  readonly text: string;
  /** The words that describe the window's stage, when the question describes it (`Lexicon.describes`) unnamed. */
  readonly described: string | null;
  /** The records of the stages a "during" clause names ("his years in Birmingham"): what it asks about. */
  readonly during: readonly string[];
}

const OPEN = { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY } as const;

/** The present said as an adverb: the `current` facet, its words not matched ("days" would find any record of days). */
const PRESENT_ADVERBS = "these days|nowadays|presently|at present|at the moment";
const PRESENT_ADVERB = new RegExp(`\\b(?:${PRESENT_ADVERBS})\\b`);
/**
 * The present said in other words than "current": a question so worded asks for the current role as "currently"
 * does (its facet, facets.ts). "present" alone is also a verb ("what did he present"), "now" also a connective, and
 * "right now" keeps its words.
 */
const PRESENT = new RegExp(
  `\\b(?:${PRESENT_ADVERBS}|right now|(?:present|today's) (?:role|job|position|post|employer|company|work|title|job title))\\b`,
);

/**
 * The present stage said as what he has now ("the one she has now", "the job he holds today"): read as its name in
 * CURRENT_NAMES ("the current one"), which the anchors know.
 */
const HELD_NOW =
  /\b(one|role|job|position|post|employer|company) (?:(?:that|which) )?(?:he|she|they) (?:has|have|holds?|is in|works? (?:at|for|in)|is doing) (?:now|today|at the moment|currently)\b/;

/** Becoming a title, said any way ("became a", "was made", "got promoted to"): written as stages.ts's BECOMING. */
const BECAME =
  /\b(?:becoming|became|become|becomes|was made|were made|made|promoted to|appointed|qualifying as|qualified as|starting as|started as|working as)(?: an?| the)? /;

/** A title or a first job said with a word of the asker's own before its noun ("became an incident investigator"). */
const OWN_WORDS = new RegExp(`(${BECOMING} |first )(?:\\w+ ){1,2}`);

/** A word that may qualify an anchor's name ("vet school", "the big internship"): not him, not a verb he did. */
const MODIFIER = "(?!(?:he|she|they|i|we|you)\\b)(?![a-z]+(?:ing|ed)\\b)[a-z]+";

/**
 * Whether a stay is named by its title or by what it was alone ("while serving as chief engineer"), not by a place,
 * an organisation ("while head of design at Org B": its name is a topic too) or a time of the world.
 */
const titledStay = (text: string, connective: RegExpExecArray, stay: Anchor, anchors: readonly Anchor[]): boolean =>
  stay.where !== true && stay.records !== undefined && !namesPlace(clauseAfter(text, connective), anchors);

/** Whether the connective names the anchor itself, not what he did there: "after the internship", "after Org B". */
const namedAlone = (text: string, connective: RegExpExecArray, anchor: Anchor): boolean =>
  new RegExp(`^\\s*(?:(?:the|his|her|their|that|this) )?(?:${MODIFIER} ){0,2}${escapeRegex(anchor.name)}\\b`).test(
    clauseAfter(text, connective),
  );

/** The time a question asks about, against the site's anchors and words. */
export const questionTime = (query: string, anchors: readonly Anchor[], words: Lexicon): TimeQuestion => {
  const text = fold(query)
    .replace(HELD_NOW, "current $1")
    .replace(OWN_FIRM, `${BECOMING} founder`)
    .replace(BECAME, `${BECOMING} `);
  let window: Span | null = null;
  // "before his current job" asks for the job before it: the latest of the window, as "right before" does.
  let previous = false;
  // Before or after a stage, the stage next to it ("where did she work before she moved to Nairobi").
  let nearest: Order | null = null;
  let cut = text;
  let described: string | null = null;
  let started = false;
  let inStages: readonly string[] = [];
  const beforeYear = BEFORE_YEAR.exec(text);
  const afterYear = AFTER_YEAR.exec(text);
  const spanned = between(text, anchors, words.describes);
  if (beforeYear) {
    window = { from: OPEN.from, to: Number(beforeYear[1]) - 1 };
    nearest = "latest";
    cut = cut.replace(beforeYear[0], " ");
  } else if (afterYear) {
    const year = Number(afterYear[1] ?? afterYear[2]);
    // "since 2015" includes 2015, "after 2015" not; with no topic, the stage next to it ("what has she done since 2022").
    window = { from: /^since|^from/.test(afterYear[0]) ? year : year + 1, to: OPEN.to };
    nearest = "earliest";
    cut = cut.replace(afterYear[0], " ");
  } else if (spanned) {
    const { first, second, match } = spanned;
    // "between leaving Manchester and starting in Edinburgh": after the one ends, before the other starts.
    window = { from: endBy(first, second.span.from), to: second.span.from };
    nearest = "earliest";
    cut = `${postAsJob(text.slice(0, match.index))} ${text.slice(match.index + match[0].length)}`;
  } else {
    const during = DURING.exec(text);
    const before = BEFORE.exec(text);
    const after = AFTER.exec(text);
    // A stay named, or described ("his years at the contract chipmaker"): searched for only if no branch above fits.
    const inDuring = (): Anchor | undefined => {
      if (!during) return undefined;
      const clause = clauseAfter(text, during);
      const stay = stayedAt(during[0], clause);
      return anchorIn(clause, anchors) ?? (stay === undefined ? undefined : words.describes?.(stay));
    };
    const switchedStage = (): Anchor | undefined => {
      const to = switchedTo(text);
      return to === undefined ? undefined : (anchorIn(to, anchors) ?? words.describes?.(to));
    };
    // A stage the clause names, or else one it describes by what he moved to or from.
    const named = (connective: RegExpExecArray | null): { anchor?: Anchor; described?: string } => {
      if (!connective) return {};
      const clause = clauseAfter(text, connective);
      const anchor = anchorIn(clause, anchors) ?? anchorIn(clause.replace(OWN_WORDS, "$1"), anchors);
      // Right before or after a stage, a description is one even without a move ("just before the tanker programme").
      const moved =
        anchor === undefined
          ? (movedTo(clause) ?? (ADJACENT.test(text) ? describedAlone(clause) : undefined))
          : undefined;
      if (moved === undefined) return anchor === undefined ? {} : { anchor };
      const stage = words.describes?.(moved);
      return stage === undefined ? {} : { anchor: stage, described: moved };
    };
    const beforeStage = named(before);
    const afterStage = named(after);
    const inBefore = beforeStage.anchor;
    const inAfter = afterStage.anchor;
    const theYear = yearClause(text, cut, anchors, words);
    if (theYear) {
      window = theYear.window;
      inStages = theYear.during;
      cut = theYear.cut;
      if (theYear.next) nearest = "earliest";
      // Before or after a place or organisation, its name points at the records outside the window: it is cut.
    } else if (before && inBefore) {
      // "before he left Austin" runs to the anchor's end; "before he moved to Seattle" to the year before its start.
      window = { from: OPEN.from, to: leaves(text, before) ? inBefore.span.to : arrivalAt(text, before, inBefore) - 1 };
      previous = CURRENT_NAMES.includes(inBefore.name);
      described = beforeStage.described ?? null;
      nearest = "latest";
      // The kind the name says stays asked for, as a job ("her present post" is no blog post); "the current one"
      // says none.
      const kind = inBefore.name.split(" ").at(-1) ?? "";
      cut = `${cutClause(cut, before)}${previous && words.namesKind(kind) ? " job" : ""}`;
    } else if (after && inAfter) {
      // "after he moved to Austin" counts from the anchor's start; "after leaving Org B", "after the internship"
      // from its end.
      // "since becoming a director" counts from the first such role's start, not its end.
      const leaving = leaves(text, after) || (namedAlone(text, after, inAfter) && !inAfter.name.startsWith(BECOMING));
      window = { from: leaving ? inAfter.span.to + 1 : arrivalAt(text, after, inAfter), to: OPEN.to };
      nearest = "earliest";
      described = afterStage.described ?? null;
      cut = cutClause(cut, after);
    } else {
      // "When did he switch from forecasting to insurance": the first stage of what he switched to.
      const switched = switchedStage();
      const stay = switched === undefined ? inDuring() : undefined;
      const stage = switched ?? stay ?? unwrittenPlaceIn(text, anchors);
      window = stage?.span ?? null;
      inStages = stage?.records ?? [];
      // A stay of one kind framing a question of another ("back when she was studying for her master's, which job
      // did she have"): the stay is the window, not the answer.
      if (
        during &&
        stay !== undefined &&
        framesKind(
          text,
          during,
          words.namesKind,
          titledStay(text, during, stay, anchors) ? words.namesStudies : undefined,
        )
      ) {
        inStages = [];
        cut = cutClause(cut, during);
      }
      // "When did she move to Auckland" asks when she began there: the first stage of the span.
      started = switched !== undefined || (stage !== undefined && STARTED_IN.test(text));
      // "Has he worked abroad", "in the Middle East": no record's text says so; its stages are the answer.
      if (switched === undefined && stage !== undefined && stage.unwritten === true) {
        nearest = "earliest";
        cut = cut.replace(stage.name, " ");
      }
    }
  }
  const adjacent = ADJACENT.exec(text);
  const earliest = EARLIEST.exec(text);
  const latest = LATEST.exec(text);
  const ordinal =
    earliest && ordersRecords(text, earliest, words)
      ? earliest
      : latest && ordersRecords(text, latest, words)
        ? latest
        : null;
  const order: Order | null = adjacent
    ? /before|prior|ahead|preced/.test(adjacent[0])
      ? "latest"
      : "earliest"
    : previous
      ? "latest"
      : ordinal === earliest && ordinal !== null
        ? "earliest"
        : ordinal !== null
          ? "latest"
          : started
            ? "earliest"
            : nearest;
  // An ordinal that orders records is not a word to match: "voice first" is not what "first talk" asks for. Words
  // for his working life after it ask for the stages of his career, as "job" does.
  if (ordinal)
    cut = cut.replace(
      new RegExp(`${escapeRegex(ordinal[0])}(?:${LIFE_AFTER_ORDINAL})?`),
      (_: string, life: string | undefined) => (life ? " job" : " "),
    );
  cut = cut.replace(EMPTY_WHEN, " ");
  // A clause cut to nothing leaves nothing to search: the question keeps its words.
  if (!/\p{L}{2}/u.test(cut)) cut = text;
  // Said as an adverb ("these days", "at the moment"), the present is the `current` facet, not words to match.
  if (PRESENT.test(cut)) cut = `${cut.replace(PRESENT_ADVERB, " ")} currently`;
  return {
    order,
    window,
    implied: order !== null && order === nearest && !adjacent && !previous && !ordinal,
    text: cut === text ? query : cut,
    described,
    during: inStages,
  };
};

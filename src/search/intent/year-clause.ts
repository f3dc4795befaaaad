/**
 * "The year she…": the year a clause names, read as a window of that one year. The clause names a stage ("the year
 * he moved to Dublin", "the year she finished her master's") or a dated thing of his record ("the year she got the
 * bravery commendation", "the year he won best director"), whose year the records give.
 */
import { type Anchor, anchorIn, type Span } from "./anchors.js";
import { AWARDED, clauseAfter, cutClause, leaves, lettersOf, THE_YEAR } from "./connectives.js";
import type { Lexicon } from "./lexicon.js";

export interface YearClause {
  readonly window: Span;
  /** The records of the stage begun that year, which the question asks for over others of that year. */
  readonly during: readonly string[];
  /** The question's text left to search. */
  readonly cut: string;
  /** Set when it asks for the stage that came next ("the year she left Zurich, where did she go next"). */
  readonly next?: true;
}

/** The rest of a question asking for what came after: "where did she go next", "what did he do after that". */
const NEXT = /\b(?:next|afterwards|after that|then)\b/;

/** The year `text` asks about by a clause of "the year…", and what is left of `cut` to search; undefined for none. */
export const yearClause = (
  text: string,
  cut: string,
  anchors: readonly Anchor[],
  words: Pick<Lexicon, "namesKind" | "recalls">,
): YearClause | undefined => {
  const theYear = THE_YEAR.exec(text);
  if (!theYear) return undefined;
  const clause = clauseAfter(text, theYear);
  const stage = AWARDED.test(clause) ? undefined : anchorIn(clause, anchors);
  const rest = cutClause(cut, theYear);
  const restWords = lettersOf(rest);
  // A dated thing it names, over a stage only when the clause is all its name ("her controller commendation" is no
  // controller's post); not when the question is the clause alone, which asks for the thing, not for that year.
  const recalled = restWords.length > 0 ? words.recalls?.(clause, stage !== undefined) : undefined;
  if (recalled !== undefined)
    return {
      window: { from: recalled, to: recalled },
      during: [],
      // Its name is cut when the rest asks for a kind of record ("what was her job then"); else it is the topic too
      // ("what was it for", "which animals was she looking after").
      cut: restWords.some(words.namesKind) ? rest : cut,
    };
  if (stage === undefined) return undefined;
  // "the year she finished her master's" is the year it ended; "the year he moved to Dublin" the year it began, and
  // asks for the stage begun then, over other records of that year; the year she finished a stage for what came next.
  const left = leaves(text, theYear);
  // Where he went next after leaving runs from the year after: the stage left ends in the year he left it.
  if (left && NEXT.test(rest))
    return { window: { from: stage.span.to + 1, to: Number.POSITIVE_INFINITY }, during: [], cut: rest, next: true };
  const year = left ? stage.span.to : stage.span.from;
  return { window: { from: year, to: year }, during: left ? [] : (stage.records ?? []), cut: rest };
};

/**
 * Where he is now: a question of where he lives, is based or works from today ("which city does she live in",
 * "where is he located, we need someone in Ireland", "whereabouts is she based") asks what the quick answer on where
 * he is based says, however a record with few keywords words it. Not where he lived or worked once ("back when she
 * was a technician, which city did she live in"), nor where he is from (his birthplace).
 */
import { readAsHim } from "./intent.js";

const NOW =
  "(?:live|lives|living|located|based|call home|calling home|work from|working from|reside|resides|now|these days|today|nowadays|at the moment|at present)";
const HIM = "(?:he|she|they)";

const WHEREABOUTS = new RegExp(
  [
    // "where does she live", "wher is he based now", "whereabouts is she based"
    `\\b(?:where|wher|were|whereabouts)(?: in [\\w ]+?)? (?:does|do|is|are|'s) ${HIM} ${NOW}\\b`,
    // "which city does he live in", "what town is she in", "which country is he based in"
    `\\b(?:which|what) (?:city|town|country|place|part of [\\w ]+?) (?:does|do|is|are) ${HIM} (?:in\\b|${NOW}\\b)`,
    // "which city would we meet him in", "where could I meet her": where one goes to meet him is where he is
    `\\b(?:where|(?:which|what) (?:city|town|country|place)) (?:would|could|can|should|do|will) (?:i|we|you|one) (?:meet|visit|see|find) (?:him|her|them)\\b`,
  ].join("|"),
);

/** A quick answer's title that asks where he is based ("Where is Ana Ruiz based?"). */
export const BASED_TITLE = /\bwhere\b.*\b(?:based|live|lives|located)\b/;

/** Whether a question read as him (readAsHim) asks where he is now. */
export const asksWhereaboutsOf = (read: string): boolean => WHEREABOUTS.test(read);

/** Whether a question asks where he is now; `names` (subjectNames) read as "he", misspelt or not. */
export const asksWhereabouts = (query: string, names: readonly string[] = []): boolean =>
  asksWhereaboutsOf(readAsHim(query, names));

/**
 * Ordinals in a question ("first", "latest"), and whether one orders his records ("his earliest public talk") or is
 * only a word of the topic ("the first paying job of his studio").
 */
import type { Lexicon } from "./lexicon.js";
import { BECOMING } from "./stages.js";

/** Longest first: "first ever" is one ordinal, not "first" and a word to search. */
export const EARLIEST = /\b(?:first ever|very first|very earliest|first|earliest|oldest|initial|debut)\b/;
/** Not "current", "these days", "now": they ask for the present (the current role's facet), not the last of a list. */
export const LATEST = /\b(?:latest|most recent|most recently|newest|last|recent|recently|lately)\b/;

/** Words for his working life that, after an ordinal, order the stages of his career ("her earliest work experience"). */
const WORKING_LIFE_WORDS = ["work", "career", "employment", "experience"] as const;
const WORKING_LIFE: ReadonlySet<string> = new Set(WORKING_LIFE_WORDS);
/** Those words right after an ordinal, with what may follow them ("work experience", "career history"). */
export const LIFE_AFTER_ORDINAL = `( (?:${WORKING_LIFE_WORDS.join("|")})(?: experience| history)?\\b)`;

/** How many words after an ordinal may name the kind of record it orders ("his earliest public talk"). */
const ORDERED_WITHIN = 3;

/**
 * Whether an ordinal orders records: a word naming a kind of record follows it closely ("his earliest public
 * talk"), and the ordinal does not open a phrase the site itself uses with a word that names no kind ("the first
 * paying job of his studio" restates "the first paying project"; "Org B's first head of design" is what a record
 * says, not the oldest of anything).
 */
export const ordersRecords = (
  text: string,
  ordinal: RegExpExecArray,
  words: Pick<Lexicon, "namesKind" | "saysPhrase">,
): boolean => {
  const clause = text.slice(ordinal.index + ordinal[0].length).split(/[.?!;,]/)[0] ?? "";
  const following = clause
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")
    .slice(0, ORDERED_WITHIN);
  const next = following[0];
  const own = ordinal[0].split(" ").at(-1) ?? "";
  if (next !== undefined && !words.namesKind(next) && words.saysPhrase(own, next)) return false;
  // "when did she first become a governor": the earliest of the stages of that title.
  if (next === BECOMING) return true;
  // "who first wrote down the goals" asks who was first to, not for the first thing written.
  if (/\bwho\s+$/.test(text.slice(0, ordinal.index))) return false;
  const verb = RELATIVE_VERB.exec(clause)?.[1];
  return (
    following.some((w) => words.namesKind(w) || WORKING_LIFE.has(w)) || (verb !== undefined && words.namesKind(verb))
  );
};

/**
 * The verb of a relative clause about him after the ordinal's noun, which may name the kind the noun does not:
 * "the earliest thing he ever published" orders his writing.
 */
const RELATIVE_VERB =
  /^\s*(?:\w+ ){1,3}?(?:that |which )?(?:he|she|they) (?:(?:ever|has|have|had|just|actually) )*(\w+)/;

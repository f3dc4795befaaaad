/**
 * The connectives that open a time clause in a question ("before", "after", "during", "the year she…", "right
 * after") and where the clause they open ends: the grammar time.ts reads a question's time by.
 */
import type { Anchor } from "./anchors.js";

/** "right before", "just after": the window, and the record nearest its edge. */
export const ADJACENT =
  /\b(?:(?:right|just|immediately|directly|shortly|straight|soon) (?:before|after|prior to|ahead of)|(?:immediately|directly|just) preceding)\b/;

const YEAR = "((?:19|20)\\d\\d)";
export const BEFORE_YEAR = new RegExp(
  `\\b(?:before|prior to|until|till|up to|earlier than|pre) (?:the year )?${YEAR}\\b`,
);
/** Not "from 2019", which names the year ("talks from 2019"), unless it runs on ("from 2019 on"). */
export const AFTER_YEAR = new RegExp(
  `\\b(?:(?:after|since|later than|post|beyond) (?:the year )?${YEAR}|from ${YEAR} (?:on|onwards?))\\b`,
);
/** "before he moved to", "after leaving", "prior to joining": what follows names the anchor. */
export const BEFORE = /\b(?:before|prior to|until|till|ahead of|earlier than|preceding)\b/;
/**
 * Not "since when", a start, nor "look after"; "take after" only before a clause ("the job he took after leaving
 * Malaysia", not "she takes after her mother"); "out of" only before his studies: he may work out of a city.
 */
export const AFTER =
  /(?<!\b(?:look|looks|looked|looking|named|sought) )(?:(?<!\b(?:take|takes|took|taking) )\bafter|(?<=\b(?:take|takes|took|taking) )after(?= (?:\w+ing|he|she|they|i|we)\b)|\b(?:since(?! when)|following|later than|once(?= (?:he|she|they|his|her|their|the)\b)|(?:straight|right|fresh|just) out of|out of(?= (?:\w+ ){0,2}(?:university|college|uni|school|studies|degree)\b)))\b/;
/** Verbs of a thing he was given or gave, dated in his record: "the year she won…", "the year he was named…". */
const HONOURED =
  "won|received|(?:was|were) (?:named|awarded|given|voted|shortlisted|made)|gave|published|wrote|presented";
/**
 * "the year she finished her master's": the clause that follows names the anchor, its verb which end; "the year
 * she won Keeper of the Year" names a dated thing of his record (`AWARDED`).
 */
export const THE_YEAR = new RegExp(
  `\\b(?:the|which|what|that) year (?:that |when )?(?=(?:he|she|they) (?:finished|completed|graduated|left|quit|joined|moved|came|arrived|relocated|returned|emigrated|started|began|became|becoming|qualified|took|got|earned|spoke|talked|${HONOURED})\\b)`,
);
/** A clause of a thing given or done, not a stage: "she was named Europe's top picture editor" is no editor's post. */
export const AWARDED = new RegExp(`^\\s*(?:he|she|they) (?:${HONOURED})\\b`);
/** After this verb the anchor's end counts ("after he left Org B"); otherwise its start ("after he moved to Austin"). */
const LEAVING =
  /^\s*(?:\w+ )?(?:left|leaving|leaves|quit|quitting|departed|departing|finished|finishing|completed|completing|graduated|graduating|(?:came|coming|comes|got|getting|moved|moving) back from|returned from|returning from)\b/;
/** Coming back to a place ("before he moved back to England", "after returning to Dublin"): his last stay there. */
const RETURNING =
  /^\s*(?:\w+ )?(?:(?:came|coming|comes|went|going|got|getting|moved|moving|headed|heading) back to|returned to|returning to)\b/;
/** The clause a connective opens from its verb on: "he'd moved back to England" is "moved back to England". */
const clauseVerb = (text: string, connective: RegExpExecArray): string =>
  clauseAfter(text, connective).replace(/^\s*(?:he|she|they)(?:'d|'s|'ve)?(?![\w'])/, "");

/** The year a connective's anchor counts from: his return to it where the clause says so, else its span's start. */
export const arrivalAt = (text: string, connective: RegExpExecArray, anchor: Anchor): number =>
  anchor.back !== undefined && RETURNING.test(clauseVerb(text, connective)) ? anchor.back : anchor.span.from;

/** Whether the clause a connective opens says he left the anchor ("before he left", "after leaving"). */
export const leaves = (text: string, connective: RegExpExecArray): boolean =>
  LEAVING.test(clauseVerb(text, connective));

/** A question of when he came to a place or an organisation: the start of his time there. */
export const STARTED_IN =
  /^\s*(?:when|what year|which year|in what year|in which year) (?:did|was|were) (?:he|she|they) (?:first )?(?:(?:move|moved|relocate|relocated|go|went|come|came|get|got) (?:back )?to|arrive|arrived)\b/;

/** Not "since when", which asks for a start, not for a span. */
export const DURING =
  /\b(?:during|while|(?<!since )when|whilst|throughout|in (?:his|her|their|the) (?:years|time|days|tenure|stint)|(?:his|her|their|the) (?:years|time|days|tenure|stint|contract|posting|placement|job|role|post) (?:in|at|with|as)|(?:move|moved|moving|relocate|relocated|relocating) to|at the time|(?:was|were) (?:he|she|they) (?:based |living |working |posted |stationed )?(?:in|at)|(?<!since when )(?:has|have) (?:he|she|they) (?:been|worked|lived) (?:in|at|with)|(?:spent|spend|spending|live|lived|living|stay|stayed|staying|work|worked|working|works) (?:\w+ ){0,3}?(?:in|at)|(?:(?:did|does|do|would|will|could) (?:he|she|they) (?:ever )?(?:work|live)|worked|working|lived|living|been|based|posted|stationed) (?:\w+ ){0,2}?(?=abroad\b|overseas\b|outside\b))\b/;

/**
 * Where a clause ends: punctuation, or a question word opening the main clause after it ("before she moved to
 * Germany what was she up to").
 */
export const CLAUSE_END = /[.?!;:,]|\b(?:what|where|which|who|whom|how)\b/;

/** The clause after a connective: up to the clause's end. */
export const clauseAfter = (text: string, match: RegExpExecArray): string =>
  text.slice(match.index + match[0].length).split(CLAUSE_END)[0] ?? "";

/**
 * A post placed in time between or next to his stages is a job, not a blog post ("his last post before he left the
 * ministry", "which post came between Bristol and Gloucester"): `where` says which "post" is so placed.
 */
export const postAsJob = (text: string, where = /\bposts?\b/): string => text.replace(where, "job ");

/** `text` without the clause a connective opens, up to the next punctuation. */
export const cutClause = (text: string, connective: RegExpExecArray): string => {
  const rest = text.slice(connective.index);
  const end = rest.search(CLAUSE_END);
  // "Back" before "when" is of the connective ("back when she was studying"), not a word to search.
  const head = postAsJob(text.slice(0, connective.index), /\bposts?\s*$/).replace(/\bback\s*$/, "");
  return `${head} ${end < 0 ? "" : rest.slice(end)}`;
};

/** "Back when she was" left by a clause cut from after it ("back when she was fresh out of university"): nothing. */
export const EMPTY_WHEN = /\b(?:back )?(?:when|while) (?:he|she|they) (?:was|were)\s*(?=[,.;?!]|$)/;

/**
 * Starting or running one's own firm is being its founder, a title the anchors know ("before she started her own
 * firm", "how long has she been running her own consultancy", "when did he open his brewery"): a firm said as his
 * own, or a business he started or opened.
 */
const BUSINESS =
  "firm|company|business|consultancy|practice|studio|agency|brewery|restaurant|bakery|shop|clinic|surgery|gallery|winery|label|lab";
const STARTED = "start|started|starting|set up|setting up|found|founded|founding|launch|launched|open|opened";
export const OWN_FIRM = new RegExp(
  `\\b(?:(?:${STARTED}|run|runs|running|ran) (?:his|her|their) own (?:${BUSINESS})|(?:${STARTED}) (?:his|her|their) (?:${BUSINESS}))\\b`,
);

/** The words of a text, letters only. */
export const lettersOf = (text: string): string[] => text.split(/[^\p{L}]+/u).filter((w) => w !== "");

/**
 * Whether the clause a connective opens frames a question of a kind of record: it names a kind, and so does the
 * question outside it ("back when she was studying, which job did she have"); or it names a job by its title or by
 * what it was, and the question asks for his studies ("what was he studying while running the science faculty").
 * Asked for his writing or his talks, a job named so stays the answer's frame and topic both (measured: framing it
 * lost a sample question's first place).
 */
export const framesKind = (
  text: string,
  connective: RegExpExecArray,
  namesKind: (word: string) => boolean,
  /** Given when the stay is a stage named by its title or by what it was, not by a place or a time of the world. */
  namesStudies?: (word: string) => boolean,
): boolean => {
  const outside = lettersOf(cutClause(text, connective));
  if (!outside.some(namesKind)) return false;
  return (
    lettersOf(clauseAfter(text, connective)).some(namesKind) ||
    (namesStudies !== undefined && outside.some(namesStudies))
  );
};

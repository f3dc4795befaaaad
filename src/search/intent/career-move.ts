/**
 * A clause that says he moved in his career ("she joined the instrument maker", "leaving the renal unit", "he got
 * into freight forwarding"), and what it moved to or from: a stage named by what it was. Not a clause of something
 * else ("before the money goes", "after water got into the basement"), whose subject is not him.
 */
const CAREER_MOVE = new RegExp(
  `^\\s*(?:(?:he|she|they) (?:(?:first|ever|finally|eventually|then|later|had|has|have) )*)?(?:(?:${[
    "join(?:s|ed|ing)?|leav(?:e|es|ing)|left|quit(?:s|ting)?|enter(?:s|ed|ing)?|return(?:s|ed|ing)?",
    "mov(?:e|es|ed|ing)|switch(?:es|ed|ing)?|shift(?:s|ed|ing)?|start(?:s|ed|ing)?|beg(?:in|ins|an|inning)",
    "stop(?:s|ped|ping)?|stud(?:y|ies|ied|ying)|(?:re)?train(?:s|ed|ing)?|work(?:s|ed|ing)?",
    // Taking the lead of a unit is a move too ("before heading the cybercrime unit", "after she took charge of").
    "head(?:s|ed|ing)|lead(?:s|ing)?|led|run(?:s|ning)?|ran|(?:tak(?:e|es|ing)|took) charge of",
  ].join("|")})(?: (?:over|up|on|into|in|to|back|out|at|with|for|as))*|(?:${[
    // Said alone, these are any act ("after they get woken up"); with their particle, a move ("got into").
    "t(?:ake|akes|ook|aking)|go(?:es|ing)?|went|g(?:et|ets|ot|etting)|turn(?:s|ed|ing)?",
  ].join("|")})(?: (?:over|up|on|into|in|to|back))+) (.*\\p{L}.*)`,
  "u",
);

/** A stage said by a description led by an article or his ("the ticket marketplace", "his tree health job"). */
const DESCRIBED = /^\s*((?:the|his|her|their) .*\p{L}.*)/u;
export const describedAlone = (clause: string): string | undefined => DESCRIBED.exec(clause)?.[1];

/** What a clause of a move in his career says he moved to or from ("the renal unit"); undefined for any other clause. */
export const movedTo = (clause: string): string | undefined => CAREER_MOVE.exec(clause)?.[1];

/**
 * What a clause of his time somewhere describes it as ("his years at the contract chipmaker", "while she was at the
 * health care company"): a description led by an article, not a name, which the anchors would know. Only after a
 * word of a stint (`STINT`), or after "while" or "when" with his being there: "during the pandemic", "at the
 * moment" name no stage. After "while" or "when", a stay may also be said as what he did there, as a move says it
 * ("while running the science faculty", "back when he first went to sea"); not what others did then ("when they
 * work on AI features").
 */
const STINT =
  /^(?:(?:his|her|their|the) (?:years|time|days|tenure|stint) (?:at|with)|spent (?:\w+ )*(?:at|with)|while|whilst|when)$/;
const STAYED_AT = /^\s*((?:he|she|they) (?:was|were|worked|working) (?:at|with|for) )?((?:the|a|an) .*\p{L}.*)/u;

const WHILE = /^(?:while|whilst|when)$/;
const OTHERS = /^\s*(?:they|we|you|i)\b/;

export const stayedAt = (connective: string, clause: string): string | undefined => {
  if (!STINT.test(connective)) return undefined;
  const m = STAYED_AT.exec(clause);
  const described = m && (m[1] !== undefined || !WHILE.test(connective)) ? m[2] : undefined;
  return described ?? (WHILE.test(connective) && !OTHERS.test(clause) ? movedTo(clause) : undefined);
};

/**
 * What a question of when he changed careers says he changed to ("when did he switch from predicting the weather to
 * the insurance business", "when did she move from playing into management"): the stage he began then.
 */
const SWITCHED =
  /^\s*(?:when|what year|which year|in what year) (?:did|was|were) (?:he|she|they) (?:\w+ )?(?:switch|move|go|change|transition|cross|make the (?:move|switch|jump)|jump) (?:over )?from .+? (?:to|into) (?:the )?(.*\p{L}.*)$/u;

export const switchedTo = (text: string): string | undefined => SWITCHED.exec(text)?.[1];

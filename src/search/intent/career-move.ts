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
  ].join("|")})(?: (?:over|up|on|into|in|to|back|out|at|with|for|as))*|(?:${[
    // Said alone, these are any act ("after they get woken up"); with their particle, a move ("got into").
    "t(?:ake|akes|ook|aking)|go(?:es|ing)?|went|g(?:et|ets|ot|etting)|turn(?:s|ed|ing)?",
  ].join("|")})(?: (?:over|up|on|into|in|to|back))+) (.*\\p{L}.*)`,
  "u",
);

/** What a clause of a move in his career says he moved to or from ("the renal unit"); undefined for any other clause. */
export const movedTo = (clause: string): string | undefined => CAREER_MOVE.exec(clause)?.[1];

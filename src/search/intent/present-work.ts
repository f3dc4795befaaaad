/**
 * His work now, asked inside a longer request ("summarise who she works for today, what she is responsible for and
 * how big her team is", "tell me her present job title, who employs her and which city she works in"): the quick
 * answer on what he does now says it, however many other words the request has that other records share.
 */

const HIM = "(?:he|she|they)";
const HIS = "(?:his|her|their)";
const NOW = "(?:now|today|these days|at the moment|currently|at present)";

const PRESENT_WORK = new RegExp(
  [
    `who ${HIM} (?:works?|is working) for`,
    `who (?:employs|pays) (?:him|her|them)`,
    // Not "in her present post", the time of something else she did ("how did she handle the storms in her present
    // post").
    `(?<!\\b(?:in|at|during|from|through) )${HIS} (?:present|current) (?:job|job title|title|role|post|position|employer|responsibilities|duties)`,
    `${HIS} (?:job|role|employer|title) ${NOW}`,
    `what ${HIM} (?:does|is doing) (?:for a living )?${NOW}`,
  ]
    .map((p) => `\\b${p}\\b`)
    .join("|"),
);

/** A quick answer's title that says what he does now ("What does Ana Ruiz do now?"). */
export const NOW_TITLE = /\bwhat does\b.*\bdo now\b/;

/** Whether a question read as him (readAsHim) asks, among other things, what his work is now. */
export const asksPresentWorkOf = (read: string): boolean => PRESENT_WORK.test(read);

/**
 * Idioms whose words say something other than what they mean to search: "away from the office" asks for what she
 * does in her free time, yet "office" would find her offices; "what does he get up to" asks what he does, yet "get"
 * and "up" match any record that uses them. Each is read as the plain word it means, before anything else reads the
 * question (folded text, as `withoutFrames` gives it).
 */

/** Time that is not his working time: what his interests are about ("hobbies" asks for them, facet-words.ts). */
const OFF_WORK = new RegExp(
  [
    "away from (?:the |his |her |their )?(?:office|desk|day job|job|work)",
    "outside (?:of )?(?:the office|office hours|working hours|work hours|(?:his |her |their )?(?:day )?job|work)",
    "(?:when|while) (?:he|she|they)(?:(?:'s|'re| is| are)? not| isn't| aren't) (?:working|at work|on duty|on shift|in the office)",
    "off duty",
    "off the clock",
    "after hours",
    // Not "downtime" or "time off": an outage, a leave policy.
    "(?:free|spare) time",
  ]
    .map((p) => `\\b${p}\\b`)
    .join("|"),
  "g",
);

/** "Get up to", "been up to": doing, not a word to match; not "up to speed", "up to date" or "up to 2012". */
const UP_TO = /\b(?:get|gets|getting|got|been) up to\b(?! (?:speed|date|scratch|standard|\d))/g;

/**
 * Where he comes from: where he was born, which the profile says ("where does he come from originally", "where is
 * she from originally"); not where money or an idea came from.
 */
const ORIGIN =
  /\b(?:(?:does|do|did) (?:he|she|they) (?:originally )?come from(?: originally)?|(?:is|was) (?:he|she|they) (?:originally from|from originally))(?=\s*[?.!]*$)/g;
const PRONOUN = /\b(?:he|she|they)\b/;

/**
 * "Who does she work for": her employer now, a stage; not "make apps work for blind people". Asked in the past ("who
 * did he work for in Seattle") the time it names already finds the stage.
 */
const WORKS_FOR = /\b(?:who|whom|which \w+|what \w+) (?:does|do) (he|she|they) (?:currently |now |still )?work for\b/g;
/**
 * "Who is she working for", "where is he working at the moment": asked as going on, the employer she has now (the
 * moment is "currently" already, query.ts); not "who was he working for", a time of the past.
 */
const WORKING_NOW =
  /\b(?:who|whom|where|which \w+|what \w+) (?:is|are) (he|she|they) (?:currently |now |still )?working(?: for| at| in)?\b/g;
/** "Who is her employer", asked in the present: the employer she has now, as "who does she work for" is. */
const EMPLOYER_NOW =
  /\b((?:who|what|which) is (?:his|her|their) (?:employer|company|firm|workplace|organisation|organization))\b(?! currently)/g;
/** A pronoun for him, as subject or object, and his possessive. */
const POSSESSIVE: Readonly<Record<string, string>> = {
  he: "his",
  she: "her",
  they: "their",
  him: "his",
  her: "her",
  them: "their",
};

/**
 * "Which organisation employs her", "which theatre does he run": the place he works or leads, asked in the present,
 * is his current one ("currently" asks for it, facet-words.ts); not "which team did he run", a time of the past.
 */
const EMPLOYS = /\b(?:who|which \w+|what \w+) (?:employs|pays) (him|her|them)\b/g;
const RUNS =
  /\b((?:which|what) \w+ (?:does|do) (?:he|she|they)) (?:now |still |today )?(run|lead|head|manage|direct|oversee|chair|work at|work in)\b/g;

/**
 * "In the months before the pandemic", "the few years after university": a stretch next to a time is that side of it
 * (time.ts reads "before" and "after"); "months" would find any record of months.
 */
const STRETCH =
  /\b(?:in |during |over )?the (?:few |last |final |first |early )?(?:days|weeks|months|years) (?:just |right |immediately )?(before|after|following|leading up to)\b/g;

/**
 * "How long", "how many years": a duration, which a stage's dates answer; "long" and "years" would find records of
 * long things and of years. Read as "when", a question word.
 */
const HOW_LONG =
  /\bhow (?:long (?=(?:did|does|do|has|have|had|was|were|is) (?:he|she|they)\b)|many (?:years|months) (?=(?:did|was|were) (?:he|she|they)\b))/g;

/**
 * The size of the team he has, asked in the present ("how many people report to her", "how big is the team he runs
 * today"): the team of his current role, whose record says it ("currently" asks for it, facet-words.ts); not "how
 * many people reported to him at Org B", a time of the past.
 */
const TEAM_NOW =
  /\bhow (?:many (?:people|staff|employees|engineers|managers|\w+ staff) (?:report|work) (?:to|for|under) (?:him|her|them)|(?:big|large) is (?:the|his|her|their) (?:team|department|unit|staff|workforce|organisation|organization|company|firm|business|agency|service|charity)(?: (?:he|she|they)(?:'s| is)? (?:leads|manages|runs|heads|oversees|in charge of|leading|running|heading))?)\b/g;

/**
 * Who is in charge of something, asked in the present ("who is in charge of scans at the Newcastle hospitals", "is he
 * the one running the planning department"): his current role ("currently" asks for it, facet-words.ts); not "who
 * was in charge", a time of the past.
 */
const IN_CHARGE_NOW =
  /\b(?:who is|is (?:he|she|they)(?: the one| the person)?) (?:in charge of|running|heading|leading|managing|responsible for)\b/g;

/**
 * "Back when she lived in Dublin", "back in 2012": a time of the past, which the clause after it names; "back" would
 * find records of coming back or of the back office.
 */
const BACK_THEN = /\b(?:way )?back (?=(?:when|then)\b|in (?:the )?(?:(?:19|20)\d\d|early|mid|late)\b)/g;

/**
 * Going to college, university or school is studying there ("where did he go to college", "which university did she
 * go to"): "go" and "college" would find any record of going somewhere or of a college he worked at.
 */
const WENT_TO_SCHOOL =
  /\b(?:go|goes|going|went|gone) to (?:college|university|uni|school|grad school|graduate school|business school|law school|medical school)\b|\b((?:which|what) (?:college|university|uni|school)) (?:did|does) (he|she|they) (?:go|attend)(?: to)?\b/g;

/**
 * Finding or following him online, his online presence: the networks his profile lists ("social media" asks for
 * them, facet-words.ts); "online" alone would find any record of online work.
 */
const ONLINE =
  /\b((?:find|follow|see|connect with|look up|reach) (?:him|her|them)) (?:online|on the (?:web|internet))\b|\b(?:his|her|their) (?:online|web|internet) presence\b/g;

/**
 * "Which club was he at in 2020", "what firm was she with in 2015": the place he was in that year, whatever the
 * asker calls it; the word for it ("club") would find any record of clubs of that year.
 */
const WHICH_PLACE_IN_YEAR =
  /\b(?:which|what) [\w-]+ (was|were) (he|she|they) (?:at|with|working at|working for|based at) (in (?:19|20)\d\d)\b/g;

/**
 * "In the last couple of years", "over the past few months": lately, the latest first (ordinals.ts reads "recently");
 * "years" and "months" would find records that say them.
 */
const LATELY =
  /\b(?:(?:in|over|from|during|within) )?the (?:last|past) (?:couple of |few |two |three |2 |3 |several )?(?:years?|months?)\b/g;

/** A decade or a part of one ("the early 2000s", "the mid-90s" is not read: two digits are any number). */
const DECADE = /\b(?:the )?(?:(early|mid|late)[- ])?((?:19|20)\d)0s\b/g;
const DECADE_PART: Readonly<Record<string, readonly [number, number]>> = { early: [0, 3], mid: [3, 6], late: [6, 9] };

/** The years of a decade as words: each asks for the records of its year, as "in 2003" does. */
const decadeYears = (_: string, part: string | undefined, decade: string): string => {
  const [from, to] = DECADE_PART[part ?? ""] ?? [0, 9];
  return Array.from({ length: to - from + 1 }, (_, i) => `${decade}${from + i}`).join(" ");
};

/**
 * "How she went from the welding bay to the board": the course of her career, which the profile tells ("career
 * path", facet-context.ts); not "how did the project go from pilot to product", whose subject is not her.
 */
const CAREER_ARC =
  /\bhow (?:he|she|they|this \w+) (?:went|got|moved|rose|progressed|climbed|made (?:it|the (?:move|jump|leap))|worked (?:his|her|their) way(?: up)?) from\b/g;

/** What he is good at asks for his skills ("strongest" is a word for them, facet-words.ts); not "good at the time". */
const GOOD_AT = /\b(?:good|great|best|strong|skilled|excellent) at\b(?! the time\b)/g;

/**
 * Giving his time, or giving to good causes, is volunteering ("volunteer" and "charities" ask for it,
 * facet-words.ts); "time" would find every record about time.
 */
const GIVES_TIME =
  /\b(?:give|gives|gave|given|giving|donate|donates|donated) (?:up )?(?:his|her|their|some) (?:own |free |spare )?time\b/g;
const GOOD_CAUSES = /\b(?:good|worthy|local) causes?\b/g;

/**
 * A profession's body, or being a member of one, asks for his memberships, listed with his certificates; "member"
 * would find every team he was a member of.
 */
const PROFESSIONAL_BODY =
  /\b(?:(?:a |an )?members? of (?:a |an |any |the |which |what )?)?(?:professional|learned|chartered) (?:bod(?:y|ies)|associations?|societ(?:y|ies)|institutes?)\b/g;

/** "Who is his employer", for the pronoun a question calls him by; asked so, it is his employer now (EMPLOYER_NOW). */
const employerOf = (_: string, him: string): string => `who is ${POSSESSIVE[him] ?? "his"} employer`;

export const plainIdioms = (text: string): string =>
  text
    .replace(CAREER_ARC, "career path from")
    .replace(OFF_WORK, " hobbies ")
    .replace(UP_TO, "do")
    .replace(GOOD_AT, "strongest at")
    .replace(GIVES_TIME, "volunteer")
    .replace(GOOD_CAUSES, "charities")
    .replace(PROFESSIONAL_BODY, "memberships")
    .replace(ORIGIN, (asked) => `was ${PRONOUN.exec(asked)?.[0] ?? "he"} born`)
    .replace(WORKS_FOR, employerOf)
    .replace(WORKING_NOW, employerOf)
    .replace(EMPLOYS, employerOf)
    .replace(EMPLOYER_NOW, "$1 currently")
    .replace(RUNS, "$1 currently $2")
    .replace(HOW_LONG, "when ")
    .replace(TEAM_NOW, "people in the team he currently leads")
    .replace(IN_CHARGE_NOW, "currently in charge of")
    .replace(BACK_THEN, "")
    .replace(LATELY, "recently")
    .replace(WHICH_PLACE_IN_YEAR, "where $1 $2 $3")
    .replace(ONLINE, (_, found?: string) => (found ? `${found} on social media` : "social media"))
    .replace(WENT_TO_SCHOOL, (_, which?: string, who?: string) => (which ? `${which} ${who} studied at` : "studied at"))
    .replace(STRETCH, (_, side: string) => (side === "after" || side === "following" ? "after" : "before"))
    .replace(DECADE, decadeYears);

/**
 * The question's intent, read from its structure alone: who acts on whom, not what about. A question that asks how
 * the asker may reach, book, hire or invite him ("how can I contact…", "could we book him…"), or what he will or
 * will not take on ("does he take…", "will he…", "is he open to…"), wants a quick answer (the records written to
 * answer exactly that) or a record stating how to reach him, whatever its topic words. The model is a handful of
 * patterns over grammar words and a closed list of verbs of engaging someone; it never looks at topic words, so it
 * carries over to questions nobody wrote down.
 *
 * Also here: the request frames of long agent questions ("could you tell me", "for my user", "I'm an assistant
 * helping a recruiter;"), which say who is asking and how, not what about, and are cut from the text searched:
 * their words otherwise match the long records that happen to use them.
 */
import { escapeRegex } from "../../content/escape-regex.js";
import { fold } from "../analysis/analyze.js";
import { QUESTION_WORDS, STOP_WORDS } from "../analysis/stop-words.js";
import { isAdjacentSwap } from "../analysis/swaps.js";
import { type WordList, withinEdits, wordList } from "../index-data/word-list.js";

export type Intent = "engage" | "takes" | "none";

/** Verbs of the asker engaging him: reaching, booking, hiring, inviting, asking, sending (any ending: "inviting"). */
const ENGAGING =
  "(?:reach|contact|e-?mail|writ|wrote|messag|ping|call|book|hir|commission|invit|engag|approach|pitch|ask|send|get in touch|get hold|get ahold|work with|work for|collaborat|bring|recruit|retain|sign|pay|(?:talk|speak) (?:to|with)|apply|interview|meet|visit|shadow|quote|arrang|refer)\\w*";
/** Verbs of what he takes on or declines. */
const TAKING =
  "(?:take|took|do|accept|sign|offer|consider|entertain|agree|come|join|speak|advis|consult|mentor|say yes|turn down|declin|respond|repl|charg|travel|want|work|read|answer|get back|write back)\\w*";
/** The asker, however it is phrased. */
const ASKER = "i|we|you|one|someone|somebody|people|they|(?:my|our|a|an) [\\w-]+";
/** Adjectives of being available to be engaged. */
const AVAILABLE = "open|available|willing|interested|up for|free|reachable|accepting|taking|looking|hiring";
/** What the asker may engage him as. */
const ROLE =
  "guest|speaker|keynote speaker|keynoter|panelist|panellist|judge|juror|host|moderator|advis[eo]r|mentor|board member|consultant|contractor|freelancer";
/** Whose: his, hers or theirs (his name is read as "he", so "he's" stands for "Kyle's"). */
const POSSESSIVE = "his|her|their|he's";
/** His side of an organisation, which hires and takes people on. */
const HIS_GROUP = `(?:${POSSESSIVE}) (?:company|team|org|organi[sz]ation|startup|studio|agency|lab|business|employer|group|department|firm)`;
/** Where a question or a clause of it starts: a yes/no question puts its auxiliary there ("does he…", "…, and will he…"). */
const CLAUSE = "(?:^|[.?!;:,] *|\\b(?:and|or|so|but|if|whether|also) )";
/** A modal or auxiliary the asker asks with. */
const MODAL = "(?:can|could|do|does|would|should|might|may|shall)";

const PATTERNS: readonly RegExp[] = [
  // how can I reach him / how do we book him / how to invite him / how would I go about inviting him / how they could write
  new RegExp(
    `\\bhow (?:${MODAL} (?:${ASKER})(?: best)?(?: go about)? |(?:${ASKER}) ${MODAL} (?:best )?|to |is (?:it )?best to )${ENGAGING}`,
  ),
  new RegExp(`\\b(?:best|right|preferred|quickest|easiest) (?:way|channel|person) to ${ENGAGING}`),
  // the address to reach her / someone to contact them: any "to <engage> him" is the asker engaging him
  new RegExp(`\\bto ${ENGAGING} (?:with )?(?:him|her|them)\\b`),
  // can I hire him / could we invite him / may I email him
  new RegExp(`${CLAUSE}(?:can|could|may|might|should|shall) (?:${ASKER}) (?:\\w+ )?${ENGAGING}`),
  // could he run a workshop for our team / can she look at my cat / could he review our lists: anything he might do
  // for the asker or to what is theirs
  new RegExp(
    `${CLAUSE}(?:can|could|would|will|might) (?:he|she|they) (?:[\\w'-]+ ){1,6}?(?:(?:for|with|on|to|at) )?(?:me|us|my|our)\\b`,
  ),
  // invite him onto a podcast / book her for a keynote: the asker's request, said as an order
  new RegExp(`${CLAUSE}${ENGAGING} (?:him|her|them)\\b`),
  // could a student do a project with her / can our university place a trainee with her team: someone else working
  // with him, as the asker's side; not "could you tell me who she worked with"
  new RegExp(
    `${CLAUSE}(?:can|could|may|might) (?:a|an|our|my|one of our) (?:[\\w'-]+ ){1,6}?(?:with|under|alongside) (?:him|her|them|${HIS_GROUP})\\b`,
  ),
  // whether he'd take / if she'll come: the same question, reported
  new RegExp(`\\b(?:if|whether) (?:he|she|they)(?:'d|'ll| would| will)(?: ever| still)? ${TAKING}`),
  new RegExp(`${CLAUSE}(?:is|are|would|will) (?:he|she|they) (?:be )?(?:\\w+ )?(?:${AVAILABLE})\\b`),
  // where do I send my work / who do we talk to / what should I put in a request / how do I go about it
  new RegExp(
    `\\b(?:where|who|whom|how|what(?: \\w+)?) ${MODAL} (?:${ASKER}) (?:\\w+ )?(?:go about|put|include|mention|${ENGAGING})`,
  ),
  // is it worth messaging him / get him to give a talk / have him on our show
  new RegExp(`\\bworth ${ENGAGING}`),
  /\b(?:get|have|bring|want) (?:he|him|her|them) (?:to|on|in|over|for|as)\b/,
  // we'd like him to give a keynote / I need her to sign off: what the asker wants of him
  /\b(?:like|love|need) (?:him|her|them) (?:to|as|for|on|at)\b/,
  // we're looking for a speaker on runway safety: the asker seeking what he may be engaged as
  new RegExp(`\\b(?:we|i)(?:'re|'m| are| am) (?:looking|searching) for an? (?:[\\w-]+ )?(?:${ROLE})\\b`),
  // can I report it to him / could we talk it over with her: the asker acting towards him
  new RegExp(`${CLAUSE}(?:can|could|may|should) (?:${ASKER}) (?:[\\w'-]+ ){1,4}?(?:to|with) (?:him|her|them)\\b`),
  // can she help / could he help out: asked of him with nothing after, it is help for the asker
  /\b(?:can|could|would|will) (?:he|she|they) help(?: out)? *(?:[.?!]|$)/,
  // could a group of us come and visit: the asker coming to him
  /\b(?:come|pop|drop) (?:and|to|by and|over and|over to) (?:visit|see|meet)\b/,
  // would he be a guest on our show / is he a judge for… (what he may be engaged as)
  new RegExp(
    `${CLAUSE}(?:is|are|would|will|could|might) (?:he|she|they) (?:be )?(?:a |an |our |my |the )?(?:${ROLE})\\b`,
  ),
  // which subjects is he happy to present on: anywhere in the question, but only as "<adjective> to"
  /\b(?:is|are|would|will) (?:he|she|they) (?:be )?(?:\w+ )?(?:open|available|willing|happy|keen|glad|eager|free) to\b/,
  // is his company looking for PMs / what jobs is his team filling; not "how does his team hire", his practice
  new RegExp(
    `(?<!\\b(?:how|why) )\\b(?:is|are|does|do|will|would) ${HIS_GROUP} (?:\\w+ )?(?:hir|look|fill|recruit|tak|accept|employ|need)\\w*`,
  ),
  // does her team have openings / has his company got any open roles
  new RegExp(
    `\\b(?:does|do|has|have) ${HIS_GROUP} (?:have |got )?(?:any )?(?:\\w+ )?(?:openings?|vacanc\\w*|positions?|roles?|jobs?|seats?)\\b`,
  ),
  // how long does he take to write back
  /\bhow (?:long|quickly|fast|soon) (?:does|do|will|would) (?:he|she|they) (?:\w+ )?(?:take to )?(?:answer|get back|write back|repl|respond|read)\w*/,
  // "kyle ledbetter email", "his contact details": asking for the means of reaching him
  new RegExp(`\\b(?:he|${POSSESSIVE}) (?:e-?mail|contact|phone|booking|calendar|agent)\\b`),
  // "email", "contact details", "phone number": the means alone, typed as a search
  /^\s*(?:e-?mail|contact|phone)(?: address| details| info| information| number| form)?\s*[?.!]*\s*$/,
  // a quote from her / can he comment on the outbreak: the press asking him for words
  /\b(?:an? |some )?(?:comment|quote|statement|soundbite)s? from (?:him|her|them)\b/,
  new RegExp(
    `${CLAUSE}(?:can|could|would|will) (?:he|she|they) (?:comment|give (?:us |me )?(?:an? )?(?:comment|quote|statement))\\b`,
  ),
  // would she consider a new post / would he take a job in Dubai: a post offered to him is the asker hiring him
  new RegExp(
    `${CLAUSE}(?:does|do|would|will|could|might) (?:he|she|they) (?:ever |still )?(?:consider|take|accept|entertain|want|look at|think about) (?:a |an |another |any )?(?:[\\w'-]+ ){0,2}?(?:job|role|post|position|offer|opportunit\\w*|opening|vacanc\\w*)s?\\b`,
  ),
  // what does he take on / what won't he do / what kind of work would he decline
  /\bwhat (?:kinds? of |sorts? of |types? of )?(?:\w+ )?(?:will|would|does|won't|wont|doesn't|doesnt) (?:he|she|they) (?:not )?(?:take on|turn down|say no|declin|accept|agree)/,
];

/**
 * does he take / would she consult / can she speak: what he takes on or can do, asked of him; not the asker acting
 * ("can we book him"), which asks for the way to reach him above all.
 */
const TAKES = new RegExp(
  `${CLAUSE}(?:does|do|can|would|will|could|might) (?:he|she|they) (?:ever |still |usually |now )?${TAKING}`,
);

/**
 * The words a question may call him by instead of "he": his full name and each part of it, folded, longest first
 * ("kyle ledbetter", "ledbetter", "kyle"). Built from the profile, so the model holds no one's name.
 */
export const subjectNames = (fullName: string): readonly string[] => {
  const words = fold(fullName)
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((w) => w.length > 1);
  return [...new Set([words.join(" "), ...words])].filter(Boolean).sort((a, b) => b.length - a.length);
};

/** Below this length a name or its misspelling is too likely another word ("kyle" and "kale", "moore" and "more"). */
const MIN_MISSPELT_NAME = 5;

/** His names as a pattern, and the long parts among them as a word list for the typo lookups search already has. */
interface NameMatcher {
  readonly exact: RegExp;
  readonly parts: WordList;
  readonly partNames: readonly string[];
  /** The last text read and what it read as: a question is read as him several times over. */
  last?: { readonly text: string; readonly read: string };
}

/** One matcher per index: its name list is the same array for every question. */
const nameMatchers = new WeakMap<readonly string[], NameMatcher>();
const nameMatcher = (names: readonly string[]): NameMatcher => {
  let matcher = nameMatchers.get(names);
  if (matcher === undefined) {
    const parts = names.filter((n) => n.length >= MIN_MISSPELT_NAME && !n.includes(" "));
    matcher = {
      exact: new RegExp(`\\b(?:${names.map(escapeRegex).join("|")})\\b`, "g"),
      parts: wordList(parts.map((part, i) => [part, i] as const)),
      partNames: parts,
    };
    nameMatchers.set(names, matcher);
  }
  return matcher;
};

/** Whether `word` is a part of his name with one letter added, dropped or changed, or two neighbours swapped. */
const misspeltName = (word: string, { parts, partNames }: NameMatcher): boolean =>
  word.length >= MIN_MISSPELT_NAME &&
  (withinEdits(parts, word, 1).length > 0 || partNames.some((part) => isAdjacentSwap(word, part)));

/** The text with his names, exact or misspelt ("ledbeter"), read as "he". */
export const withNamesAsHe = (text: string, names: readonly string[]): string => {
  const matcher = nameMatcher(names);
  if (matcher.last?.text === text) return matcher.last.read;
  const read = text
    .replace(matcher.exact, "he")
    .replace(/\p{L}+/gu, (word) => (misspeltName(word, matcher) ? "he" : word))
    .replace(/\bhe(?: he)+\b/g, "he");
  matcher.last = { text, read };
  return read;
};

/** A question folded, with straight apostrophes: the text the readers of its form match. */
export const plainQuestion = (query: string): string => fold(query).replace(/[\u2019']/g, "'");

/** A question as plain text (plainQuestion) with his names, exact or misspelt, read as "he". */
export const readAsHim = (query: string, names: readonly string[] = []): string =>
  names.length > 0 ? withNamesAsHe(plainQuestion(query), names) : plainQuestion(query);

/** What a question read as him (readAsHim) asks of the records, by its form. */
export const intentOf = (read: string): Intent =>
  PATTERNS.some((p) => p.test(read)) ? "engage" : TAKES.test(read) ? "takes" : "none";

/** What a question asks of the records, by its form; `names` (subjectNames) are read as "he", misspelt or not. */
export const questionIntent = (query: string, names: readonly string[] = []): Intent =>
  intentOf(readAsHim(query, names));

/**
 * Words of reaching him and of the means to: a question of these alone, besides grammar words and his names ("how do
 * I get in touch with her", "what's his email address", "best way to reach Ana"), asks only how to reach him.
 */
const REACHING =
  /^(?:reach\w*|contact\w*|e-?mail\w*|mail|messag\w*|ping\w*|call\w*|phone\w*|touch|hold|ahold|get|getting|address\w*|details?|info|information|channels?|way|best|dms?|inbox|number|find|quickest|easiest|preferred)$/;

/** A title that asks how to reach him: "How can I contact Ana Ruiz?", "Best way to reach me", "Email". */
export const REACHING_TITLE = /\b(?:contact\w*|reach\w*|e-?mail\w*|get in touch|get hold)\b/;

/** Whether a question asks only how to reach him: no word of it is about anything else (REACHING). */
export const asksOnlyToReach = (query: string, names: readonly string[] = []): boolean => {
  const text = withNamesAsHe(fold(withoutFrames(query)), names);
  const words = text.split(/[^\p{L}\p{N}'-]+/u).filter((w) => w !== "");
  return (
    words.some((w) => REACHING.test(w) && !STOP_WORDS.has(w)) &&
    words.every((w) => STOP_WORDS.has(w) || QUESTION_WORDS.has(w) || REACHING.test(w) || /^\w+'s$/.test(w))
  );
};

/**
 * Request frames of agent questions, cut from the text searched. Each is grammar around the question: a
 * request to the assistant, who the asking is for, who the asker is. Only whole frames are cut, never a lone word,
 * so a question about "users" or "agents" keeps them.
 */
const FRAMES: readonly RegExp[] = [
  // "I'm an agent helping a recruiter;" / "I am an assistant working for a conference organiser,"
  /\bi(?:'m| am) (?:an? |the )?(?:ai )?(?:agent|assistant|bot|recruiter|organi[sz]er|journalist|reporter|editor|producer|writer|researcher|founder|student)\b[^.;:,?!]*[.;:,]/g,
  // "could you tell me", "can you find out", "tell me", "let us know", "find out whether": a request verb counts
  // as a frame only with "you" before it or the asker after it, so "how does he help teams" keeps its verb.
  /\b(?:could|can|would|will) you (?:please )?(?:tell|let|show|give|help|find out|look up|check|figure out|confirm|explain)(?: (?:me|us|my user|them))?(?: know)?(?: (?:about|whether|if))?\b/g,
  /\b(?:tell|let|show|give|help|explain to) (?:me|us|my user)(?: know)?(?: (?:about|whether|if))?\b/g,
  /\b(?:find out|look up|figure out)(?: (?:about|whether|if))?\b/g,
  /\b(?:i(?:'d| would) like to know|i want to know|i(?:'m| am) (?:wondering|curious|trying to (?:find out|understand|figure out))|do you know|any idea)\b/g,
  // "for my user", "on behalf of a client", "for a recruiter I work with"
  // Only with "my" or "our" (or "on behalf of"): "work for a client" names the topic.
  /\b(?:for (?:my|our)|on behalf of (?:my|our|a|an|the)) (?:user|client|customer|boss|recruiter|organi[sz]er|reader|human)s?\b/g,
  /\bplease\b/g,
  // "For an article on career changers", "for a grant form": what the answer is for, said before the question; its
  // topic stays. Not a bio or a profile, which ask for the profile.
  /^(?:for|in) (?:an?|my|our|the|this) (?:[\w'-]+ ){0,2}?(?:article|piece|story|feature|report|brief|briefing|form|application|note|newsletter|proposal|memo)\b/g,
  // "AI assistant here:", "this is an agent,": who is asking
  /\b(?:(?:ai )?(?:assistant|agent|bot) here|(?:this is|it's|it is) (?:an? |your )?(?:ai )?(?:assistant|agent|bot))\b[:,.]?/g,
];

/**
 * A question reported inside another: "my user is shortlisting speakers for a conference and wants to know whether
 * she has spoken about databases". What comes before says who asks and why; the question is what follows.
 */
const REPORTED =
  /\b(?:wants?|would like|needs?|asked me|asks|is asking|are asking|hopes|hoping|wondering|wonders|is trying|are trying) (?:to (?:know|find out|check|learn|see|understand|confirm)(?: (?:if|whether))?|(?:if|whether))\b/;
/** Enough of a question to search: two words of three letters or more. */
const A_QUESTION = /\p{L}{3}.*\p{L}{3}/u;

/**
 * The question without the request frames around it, and only the reported question when there is one; the
 * question itself when nothing would be left.
 */
export const withoutFrames = (query: string): string => {
  let text = fold(query).replace(/[\u2019']/g, "'");
  const reported = REPORTED.exec(text);
  const asked = reported ? text.slice(reported.index + reported[0].length) : "";
  if (A_QUESTION.test(asked)) text = asked;
  for (const frame of FRAMES) text = text.replace(frame, " ");
  const cut = text.replace(/\s+/g, " ").trim();
  return /\p{L}{2}/u.test(cut) ? cut : query;
};

/**
 * With an engaging intent, a quick answer triples its score and a record that states how to reach him (an email
 * address in its text) gains half again; other records are left alone, so the topic still decides among answers.
 * Measured (docs/decisions.md, "Search"): 3 gains on the tuning sets over 2; 4 gains nothing more.
 */
export const INTENT_ANSWER = 3;
export const INTENT_CONTACT = 1.5;

export const intentFactor = (
  intent: Intent,
  record: { readonly answer: boolean; readonly contact: boolean },
): number => (intent === "none" ? 1 : (record.answer ? INTENT_ANSWER : 1) * (record.contact ? INTENT_CONTACT : 1));

/**
 * Names a question may give a stage of his career by, beside its places and organisations (time.ts): a title of
 * rank ("since she became a director") and the present job ("the role right before the current one").
 */
import { fold, termOf } from "../analysis/analyze.js";
import { STOP_WORDS } from "../analysis/stop-words.js";
import type { QueryPlan } from "../ranking/query.js";
import { facet, isYearFacet, yearsOfFacets } from "./facets.js";

/**
 * Titles a question may name a stage of his career by ("since she became a director", "before he was a manager",
 * "his years as VP"): a closed list of the words of rank, each with the words a role says it in.
 */
const TITLES: readonly { readonly names: readonly string[]; readonly in: RegExp }[] = [
  { names: ["manager", "management"], in: /\bmanager\b/ },
  { names: ["director"], in: /\bdirector\b/ },
  { names: ["vp", "vice president"], in: /\b(?:vp|vice president)\b/ },
  { names: ["chief", "executive", "c-suite"], in: /\bchief\b/ },
  { names: ["founder", "co-founder", "cofounder"], in: /\b(?:co-?)?founder\b/ },
  { names: ["intern", "internship"], in: /\bintern\b/ },
];

/**
 * The titles a role holds, as anchor names ("Engineering Manager, SRE" → manager, management); a title held as a
 * deputy or assistant is not held ("Deputy Chief Pharmacist" is not "chief").
 */
export const titleNames = (role: string | null): string[] => {
  const folded = fold(role ?? "").replace(/\b(?:deputy|assistant)\s+\S+/g, " ");
  return TITLES.filter((t) => t.in.test(folded)).flatMap((t) => t.names);
};

/**
 * A role's own title as an anchor name, whole and up to its first comma, bracket or dash ("Service Manager,
 * Safeguarding and Family Support" → "service manager"): "before she became a service manager".
 */
export const roleNames = (role: string | null): string[] => {
  const folded = fold(role ?? "").trim();
  const head = folded.split(/\s*(?:[,(|]| [-\u2013\u2014] )\s*/)[0]?.trim() ?? "";
  // The title's noun, before what it is of or for ("Graduate Environmental Consultant" → consultant, "Head of
  // Development" → head), as what she became: "before becoming a consultant" names the first role it heads. Alone
  // the noun is too common a word ("engineers", "as a planner") to name a stage.
  const noun =
    head
      .split(/ (?:of|for|in|to|at) /)[0]
      ?.split(" ")
      .at(-1) ?? "";
  // A deputy's or an assistant's title is not the title ("Deputy Governor" is no governor's post).
  const second = /^(?:deputy|assistant)\b/.test(head);
  const nouns = noun === "" || STOP_WORDS.has(noun) || second ? [] : [`${BECOMING} ${noun}`];
  return [...new Set([folded, head, ...nouns])].filter((name) => name !== "");
};

/** How time.ts writes "became a", "becoming an", "was made", "promoted to" before a title, and the anchors name it. */
export const BECOMING = "becoming";

/** The type of the records that are the stages of his career. */
export const STAGE_TYPE = "timeline";

/** What a question may call the present stage of his career by ("the role right before the current one"). */
export const CURRENT_NAMES: readonly string[] = ["current", "present"].flatMap((when) =>
  [
    "one",
    "role",
    "job",
    "position",
    "post",
    "employer",
    "company",
    "firm",
    "organisation",
    "organization",
    "workplace",
  ].map((what) => `${when} ${what}`),
);

/** What a question may call his first job by ("before her first job", "before his working life began"). */
export const FIRST_JOB_NAMES: readonly string[] = [
  "first job",
  "first role",
  "first post",
  "first position",
  "first employer",
  "working life",
];

/**
 * What a question may call studies taken up again after working by ("before going back to university", "between the
 * survey firm and going back to university"): any of his studies but the first.
 */
export const RETURN_TO_STUDY_NAMES: readonly string[] = [
  "university",
  "uni",
  "college",
  "school",
  "study",
  "studying",
].map((what) => `back to ${what}`);

/** What a question may call the end of his first studies by ("right after graduating", "after university"). */
export const GRADUATION_NAMES: readonly string[] = [
  "graduating",
  "graduation",
  "graduated",
  "college",
  "university",
  "uni",
  "school",
  "studies",
  "degree",
];

/**
 * Words of a question that name no topic, only that he did something at some stage ("what came after…", "where did
 * she go to work…", "what did he do right after…"), compared as analysed terms ("immediately" is "immedi").
 */
export const STAGE_WORDS: ReadonlySet<string> = new Set(
  [
    "come",
    "go",
    "work",
    "do",
    "doing",
    "did",
    "does",
    "been",
    "has",
    "was",
    "were",
    "be",
    "what",
    "where",
    "happen",
    "next",
    "then",
    "straight",
    "right",
    "up",
    "around",
    "just",
    "immediately",
    "directly",
    "shortly",
    "soon",
    "move",
    "live",
    "spend",
    "stay",
    // "the position she held", "the first post he took", "the job she landed".
    "hold",
    "held",
    "take",
    "took",
    "taken",
    "land",
    "landed",
    // "who was her main employer in 2019": the one she worked for, not a topic.
    "main",
    // "which firm did he join after…": joining is a stage begun, not a topic.
    "join",
    "joined",
    "firm",
    "company",
    "employer",
    // "which organisation employed him in 2016", "where was she posted".
    "employed",
    "employ",
    "organisation",
    "organization",
    "posted",
    // "back when she was fresh out of university": a time, not a topic.
    "back",
  ].map((word) => termOf(word).term),
);

/** The kinds of a stage of his career: a question naming only these still asks for a stage. */
export const STAGE_FACETS: ReadonlySet<string> = new Set(["work", "education", "volunteer"].map(facet.kind));

/** What she was doing a year: her work or her studies; a volunteer role that year is beside the point of either. */
export const YEAR_STAGES: readonly string[] = ["work", "education"].map(facet.kind);

/** The words of a question that say it is his work it asks about ("who was he working for in 2019"). */
const WORKING: ReadonlySet<string> = new Set(["work", "employ"].map((word) => termOf(word).term));

/**
 * A question of no topic that names a year and no kind asks for the stage of his career that year: "who was he
 * working for in 2019" for his work, "what was she doing in 2008" for whatever she did, studies included (not a volunteer role held beside them). What is
 * searched is that stage, in the window of that year; the words that only say he did something ("working",
 * "doing") are not searched, as they would rank whatever uses them.
 */
export const stagePlan = (
  plan: QueryPlan,
): { readonly plan: QueryPlan; readonly window: { readonly from: number; readonly to: number } | null } => {
  const facets = plan.words.flatMap((w) => w.facets);
  const years = yearsOfFacets(facets);
  // With no year, "where did she work before…" still asks for her work: the word names the kind, as "job" does;
  // beside a word that names another ("honoured for his work", "the places he worked"), it is that word's.
  if (years === null)
    return facets.length > 0
      ? { plan, window: null }
      : {
          plan: {
            ...plan,
            words: plan.words.map((w) =>
              WORKING.has(w.term) && w.facets.length === 0 ? { ...w, facets: [facet.kind("work")] } : w,
            ),
          },
          window: null,
        };
  // "her job in 2018", "his studies in 2005": a stage of the kind named, in that year's window.
  const kinds = facets.filter((f) => !isYearFacet(f));
  if (kinds.length > 0)
    return kinds.every((f) => STAGE_FACETS.has(f))
      ? {
          plan: { ...plan, words: plan.words.filter((w) => !w.facets.some(isYearFacet)) },
          window: years,
        }
      : { plan, window: null };
  const stages = plan.words.some((w) => WORKING.has(w.term)) ? [facet.kind("work")] : YEAR_STAGES;
  return {
    plan: {
      ...plan,
      words: plan.words
        .filter((w) => !STAGE_WORDS.has(w.term))
        .map((w) => (w.facets.length > 0 ? { ...w, facets: stages } : w)),
    },
    window: years,
  };
};

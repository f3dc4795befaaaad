/**
 * Facets: what a record is (its type, its kind, its years, whether it is the current role) as index terms, and
 * the query words that ask for one ("keynote", "podcast", "press", "2019"). A query word that names a facet
 * also finds the records that carry it, even when the word is nowhere in their text: press items never say
 * "press", and a talk from 2019 need not print its year in a sentence.
 */
import type { SearchType } from "../../schema/search-type.js";
import { adjacentSwaps } from "../analysis/swaps.js";
import { DEGREES, type DegreeLevel } from "./degrees.js";
import { isLanguageName } from "./language-names.js";

const SIGIL = "#";

export const facet = {
  type: (type: SearchType): string => `${SIGIL}type:${type}`,
  kind: (kind: string): string => `${SIGIL}kind:${kind}`,
  /** A degree's level (degrees.ts). */
  degree: (level: DegreeLevel): string => `${SIGIL}degree:${level}`,
  /** The résumé section a practice lists (skills, languages, interests…), schema/practice.ts. */
  section: (section: string): string => `${SIGIL}section:${section}`,
  year: (year: number): string => `${SIGIL}year:${year}`,
  current: `${SIGIL}current`,
} as const;

/** Years a record spans, inclusive; a range is capped so a typo in content cannot flood the index. */
export const yearFacets = (start: number | null, end: number | null): string[] => {
  if (start === null) return end === null ? [] : [facet.year(end)];
  const last = Math.min(end ?? start, start + 50);
  const out: string[] = [];
  for (let year = start; year <= last; year++) out.push(facet.year(year));
  return out;
};

/** First and last four-digit year in free text such as "2014–2017" or "2024–present" (present = `now`). */
export const yearSpan = (text: string | null, now: number): [number | null, number | null] => {
  const years = (text ?? "").match(/\b(?:19|20)\d\d\b/g)?.map(Number) ?? [];
  const first = years[0] ?? null;
  const open = /present|now|today|from/i.test(text ?? "");
  return [first, open ? now : (years.at(-1) ?? first)];
};

const WRITING_VERBS = ["write", "writes", "wrote", "written", "publish", "publishes", "published"] as const;
const SPEAKING_VERBS = ["speak", "speaks", "spoke", "spoken", "presented"] as const;

/** Surface words (folded, not stemmed: "news" must not become "new") → the facets they ask for. */
const VOCABULARY: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      [["keynote", "keynotes"], [facet.kind("keynote")]],
      [["panel", "panels", "panelist"], [facet.kind("panel")]],
      // A podcast appearance is an interview: "interview" asks for podcasts (content/synonyms.yaml leads the other way).
      [["podcast", "podcasts", "episode", "episodes", "interview", "interviews"], [facet.kind("podcast")]],
      // A talk with no recording is listed in the talks section of the practices.
      [
        ["talk", "talks", "speech", "speeches", "presentation", "presentations"],
        [facet.type("talk"), facet.section("talks")],
      ],
      [["press", "coverage", "news", "media", "profiled"], [facet.type("press")]],
      // An article is his writing or one written about him (press): the word names the form, not the author.
      [
        ["article", "articles"],
        [facet.type("writing"), facet.type("press")],
      ],
      [["essay", "essays", "post", "posts", "writeup", "writeups"], [facet.type("writing")]],
      [["blog", "blogs"], [facet.kind("blog")]],
      // The verbs whose work is a record of a type ask for it as the nouns do: what he wrote is writing.
      [WRITING_VERBS, [facet.type("writing")]],
      [SPEAKING_VERBS, [facet.type("talk"), facet.section("talks")]],
      [
        ["paper", "papers", "publication", "publications"],
        [facet.type("writing"), facet.section("publications")],
      ],
      [["project", "projects"], [facet.type("project")]],
      [["practice", "practices", "habit", "habits", "ritual", "rituals"], [facet.type("practice")]],
      // The three kinds of timeline entry (content/timeline-kinds.ts) and the chapters of each.
      [
        ["job", "jobs", "role", "roles", "position", "positions", "employer", "employers", "employed"],
        [facet.kind("work")],
      ],
      [
        ["degree", "degrees", "diploma", "education", "educated", "studied", "studies", "studying"],
        [facet.kind("education")],
      ],
      [
        [
          "volunteer",
          "volunteers",
          "volunteered",
          "volunteering",
          "voluntary",
          "charity",
          "charities",
          "charitable",
          "unpaid",
          "nonprofit",
          "nonprofits",
        ],
        [facet.kind("volunteer")],
      ],
      // A degree's level asks for studies, and those of that level first.
      ...DEGREES.map(
        ({ level, names }) =>
          [names.filter((n) => !n.includes(" ")), [facet.kind("education"), facet.degree(level)]] as const,
      ),
      // The résumé's lists, each a practice of its section.
      [
        [
          "skill",
          "skills",
          "tools",
          "toolkit",
          "software",
          "packages",
          "programming",
          "coding",
          "proficient",
          "strengths",
          "strongest",
          "technical",
          "technically",
          "competencies",
          "capabilities",
          "abilities",
          "specialisms",
          "expertise",
        ],
        [facet.section("skills")],
      ],
      [
        ["language", "languages", "tongue", "tongues", "fluent", "fluency", "bilingual", "multilingual"],
        [facet.section("languages")],
      ],
      [
        [
          "interests",
          "hobby",
          "hobbies",
          "pastime",
          "pastimes",
          "leisure",
          "spare",
          "outside",
          "fun",
          "enjoy",
          "enjoys",
        ],
        [facet.section("interests")],
      ],
      [
        [
          "certificate",
          "certificates",
          "certification",
          "certifications",
          "certified",
          "credential",
          "credentials",
          "licence",
          "licences",
          "license",
          "licenses",
          "licensed",
          "qualification",
          "qualifications",
          "accredited",
          "accreditation",
          "accreditations",
          "chartered",
          "membership",
          "memberships",
          // A profession's register: "is she a registered nurse", "his registration with the council".
          "registered",
          "registration",
        ],
        [facet.section("certificates")],
      ],
      [
        [
          "award",
          "awards",
          "awarded",
          "prize",
          "prizes",
          "honour",
          "honours",
          "honor",
          "honors",
          "accolade",
          "accolades",
          "recognition",
          "recognised",
          "recognized",
        ],
        [facet.section("awards")],
      ],
      [["current", "currently", "nowadays", "presently", "moment"], [facet.current]],
      // Asking who someone is, or for a summary of them, asks for the profile.
      [
        ["bio", "biography", "profile", "summary", "overview", "intro", "introduction", "guy", "person"],
        [facet.type("profile")],
      ],
      // His accounts elsewhere are listed on the profile.
      [["handle", "handles", "username", "usernames", "socials"], [facet.type("profile")]],
      [["chapter", "chapters"], [facet.type("chapter")]],
    ] as const
  ).flatMap(([words, facets]) => words.map((word) => [word, facets] as const)),
);

const YEAR = /^(?:19|20)\d\d$/;

/** Below this length a swap of two letters may well be another word ("post" and "pots"), not a typo. */
const MIN_SWAPPED = 5;

/**
 * Below this length a word one letter short of a vocabulary word may well be another word ("wards" and "awards"),
 * not a typo; from it on, "curent" is "current" and "languges" "languages".
 */
const MIN_DROPPED = 6;

/**
 * A word with one letter left out, each way; not a plural's last "s", since "socials" and "social" are two words,
 * each listed where it asks for something.
 */
const deletions = (word: string): string[] =>
  Array.from(
    { length: word.endsWith("s") ? word.length - 1 : word.length },
    (_, i) => word.slice(0, i) + word.slice(i + 1),
  );
/** Each vocabulary word with one letter left out, read back as the word: a letter dropped while typing. */
const DROPPED: ReadonlyMap<string, readonly string[]> = new Map(
  [...VOCABULARY].flatMap(([word, facets]) =>
    word.length > MIN_DROPPED ? deletions(word).flatMap((d) => (VOCABULARY.has(d) ? [] : [[d, facets] as const])) : [],
  ),
);

/** What he is good at, best at, skilled at: his skills, though none of these words names them alone. */
const GOOD_AT: ReadonlySet<string> = new Set(["good", "great", "best", "better", "skilled", "strong", "excellent"]);

/** Verbs whose work is a record of a type: they ask for it only when they tell what he did. */
const VERBS: ReadonlySet<string> = new Set([...WRITING_VERBS, ...SPEAKING_VERBS]);

/** "Post" is a job where what follows tells who held it or where ("the post she took", "his post at Org B"). */
const POSTS: ReadonlySet<string> = new Set(["post", "posts"]);
const HELD_POST: ReadonlySet<string> = new Set([
  "he",
  "she",
  "they",
  "as",
  "at",
  "in",
  "with",
  "held",
  "abroad",
  "did",
  "was",
]);

/** Words before a language's name that make it one he speaks ("speaks Spanish", "work in German", "her French"). */
const LANGUAGE_CUES: ReadonlySet<string> = new Set([
  ...SPEAKING_VERBS,
  "speaking",
  "in",
  "fluent",
  "native",
  "know",
  "knows",
  "understand",
  "understands",
  "conversational",
  "his",
  "her",
  "their",
]);

/**
 * The facets a folded query word asks for, also when two of its letters are swapped ("podcsat") or one is dropped or
 * added ("curent"); none for most words. The words around it may change what it asks for:
 * - a verb after "to" ("how long it takes to write up an estimate") names a task, not his writing: nothing;
 * - before "at", a word of ability ("what is he good at") asks for his skills;
 * - "post" before who held it or where ("the post she took", "her post at Org B") is a job, not a blog post;
 * - a language's name after a word of speaking it ("speaks Spanish", "present in Spanish") asks for his languages,
 *   and so does a verb of speaking before one: it is the language he speaks, not a talk he gave.
 */
export const queryFacets = (word: string, previous = "", next = ""): readonly string[] => {
  if (previous === "to" && VERBS.has(word)) return [];
  if (POSTS.has(word) && HELD_POST.has(next)) return [facet.kind("work")];
  if (next === "at" && GOOD_AT.has(word)) return [facet.section("skills")];
  if (
    (LANGUAGE_CUES.has(previous) && isLanguageName(word)) ||
    (SPEAKING_VERBS.some((verb) => verb === word) && isLanguageName(next))
  )
    return [facet.section("languages")];
  if (YEAR.test(word)) return [facet.year(Number(word))];
  const exact = VOCABULARY.get(word);
  if (exact !== undefined || word.length < MIN_SWAPPED) return exact ?? [];
  for (const swapped of adjacentSwaps(word)) {
    const facets = VOCABULARY.get(swapped);
    if (facets !== undefined) return facets;
  }
  if (word.length < MIN_DROPPED) return [];
  // A letter dropped ("curent"), or one typed twice or by a slip ("languagees").
  const dropped = DROPPED.get(word);
  if (dropped !== undefined) return dropped;
  for (const shorter of deletions(word)) {
    const facets = VOCABULARY.get(shorter);
    if (facets !== undefined && shorter.length >= MIN_DROPPED) return facets;
  }
  return [];
};

/**
 * Words that ask for a facet only beside certain others: the word, the words that may follow or precede it, and what
 * it then asks for (facets.ts reads the first rule that fits).
 */
import { facet } from "./facet-terms.js";

export interface ContextRule {
  readonly words: ReadonlySet<string>;
  /** The word after it must be one of these. */
  readonly next?: ReadonlySet<string>;
  /** The word before it must be one of these. */
  readonly previous?: ReadonlySet<string>;
  readonly facets: readonly string[];
}

const set = (...words: string[]): ReadonlySet<string> => new Set(words);

export const CONTEXT_RULES: readonly ContextRule[] = [
  // "Post" is a job where what follows tells who held it or where ("the post she took", "his post at Org B").
  {
    words: set("post", "posts"),
    next: set(
      ...["he", "she", "they", "as", "at", "in", "with", "held", "abroad", "did", "was", "before", "after"],
      // "which post came straight after Bergen", "the post that followed": a post in the order of his career.
      ...["came", "comes", "followed", "preceded", "between"],
    ),
    facets: [facet.kind("work")],
  },
  // A post named by its place in his career ("her current post", "his previous post") is a job.
  {
    words: set("post", "posts"),
    previous: set("current", "present", "previous", "former", "new", "next", "old"),
    facets: [facet.kind("work")],
  },
  // What he is good at, best at, skilled at: his skills, though none of these words names them alone.
  {
    words: set("good", "great", "best", "better", "skilled", "strong", "excellent"),
    next: set("at"),
    facets: [facet.section("skills")],
  },
  // What he is an expert in, trained in: his skills too ("an expert witness" is not).
  {
    words: set("expert", "experts", "specialist", "specialises", "specializes", "trained"),
    next: set("in", "on"),
    facets: [facet.section("skills")],
  },
  // What he is qualified, trained or allowed to do: what his certificates and licences say.
  {
    words: set("qualified", "trained", "allowed", "authorised", "authorized", "permitted", "entitled"),
    next: set("to"),
    facets: [facet.section("certificates")],
  },
  // A qualified member of a profession ("is she a qualified barrister", "a chartered accountant"): her certificates.
  {
    words: set("qualified", "chartered", "certified", "registered", "licensed", "accredited"),
    previous: set("a", "an", "fully"),
    facets: [facet.section("certificates")],
  },
  // Where she trained or qualified as what she is: her studies ("where did he train as a nurse").
  {
    words: set("train", "trained", "training", "qualify", "qualified", "qualifying"),
    next: set("as"),
    facets: [facet.kind("education")],
  },
  // "Writing" as what she wrote ("a piece of writing", "her writing"), not as a verb ("writing a grant").
  {
    words: set("writing", "writings"),
    previous: set("of", "his", "her", "their", "any", "recent", "latest", "published", "academic"),
    facets: [facet.type("writing"), facet.section("publications")],
  },
  // Named the best of a field ("the year he was named best manager"): an award; not "named after", "named in".
  {
    words: set("named", "voted", "crowned"),
    next: set("best", "top", "winner", "runner", "young", "most", "the", "as", "one", "among"),
    facets: [facet.section("awards")],
  },
  // Her own site or her employer's ("does she have a personal website"): the profile lists both; not "his website",
  // which may be where a project is shown.
  {
    words: set("website", "websites", "site", "homepage", "webpage"),
    previous: set("personal", "own", "employer's", "company's"),
    facets: [facet.type("profile")],
  },
  // A publication or a paper that employed her is an employer ("which publication employed her in 2019"), not her
  // writing.
  {
    words: set("publication", "publications", "paper", "papers", "magazine", "newspaper", "journal"),
    next: set("employed", "hired", "recruited", "employs", "hires", "took"),
    facets: [facet.kind("work")],
  },
  // The course of her career as a whole ("his career path", "her career so far"): the profile tells it.
  {
    words: set("career", "careers"),
    next: set("path", "paths", "history", "story", "trajectory", "arc", "journey", "progression", "so"),
    facets: [facet.type("profile")],
  },
  // A teaching qualification is one she holds, not a role of teaching: her studies or certificates.
  {
    words: set("teaching"),
    next: set("qualification", "qualifications", "certificate", "certificates", "diploma", "degree", "credential"),
    facets: [facet.kind("education"), facet.section("certificates")],
  },
  // Taught him, taught herself: what he learned, not a role of teaching (facet-words.ts).
  {
    words: set("teach", "teaches", "taught", "teaching"),
    next: set("him", "her", "them", "me", "us", "himself", "herself", "themselves", "themself", "myself"),
    facets: [],
  },
  // Time "away from" the office: her interests.
  { words: set("away"), next: set("from"), facets: [facet.section("interests")] },
  // A thing of software he made ("the little program that spots gaps", "his free R library", "the app she built"):
  // a project; not a programme he ran or a library he worked in. ("Script" is code already, facet-words.ts.)
  {
    words: set("program", "programs", "library", "libraries", "app", "apps", "package", "calculator"),
    previous: set(
      "little",
      "small",
      "free",
      "simple",
      "open-source",
      "opensource",
      "own",
      "in-house",
      "r",
      "python",
      "web",
    ),
    facets: [facet.type("project")],
  },
  {
    words: set("program", "programs", "app", "apps", "calculator"),
    next: set("she", "he", "they", "that", "which"),
    facets: [facet.type("project")],
  },
  // The school that taught or trained him ("which school taught her about rotor blades"): his studies.
  {
    words: set("school", "schools", "university", "universities", "college", "colleges", "academy"),
    next: set("taught", "trained", "educated", "awarded", "gave"),
    facets: [facet.kind("education")],
  },
  // The places of his life as a whole ("all the countries she has worked in"): the profile lists them. Not a kind of
  // place ("Pacific countries", "dangerous places").
  {
    words: set("places", "countries", "cities"),
    previous: set("the", "which", "what", "many", "all", "his", "her", "their"),
    facets: [facet.type("profile")],
  },
];

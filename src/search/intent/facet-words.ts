/** The words of a question that ask for a facet (facets.ts), each with the facets it asks for. */
import { DEGREES } from "./degrees.js";
import { facet } from "./facet-terms.js";

export const WRITING_VERBS = ["write", "writes", "wrote", "written", "publish", "publishes", "published"] as const;
export const SPEAKING_VERBS = ["speak", "speaks", "spoke", "spoken", "presented"] as const;

/** Words of mentoring or coaching others: a question's ("does he coach students") and a role title's ("Industry Mentor"). */
export const MENTORING_WORDS = [
  "mentor",
  "mentors",
  "mentored",
  "mentoring",
  "mentorship",
  "mentee",
  "mentees",
  "coach",
  "coaches",
  "coached",
  "coaching",
] as const;

/** The networks a question may ask whether he is on, by the names people call them. */
const NETWORK_NAMES = [
  "linkedin",
  "twitter",
  "mastodon",
  "fediverse",
  "bluesky",
  "instagram",
  "facebook",
  "youtube",
  "tiktok",
  "substack",
  "orcid",
  "researchgate",
] as const;

/** Surface words (folded, not stemmed: "news" must not become "new") → the facets they ask for. */
export const VOCABULARY: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      [["keynote", "keynotes"], [facet.kind("keynote")]],
      [["panel", "panels", "panelist"], [facet.kind("panel")]],
      // A podcast appearance is an interview: "interview" asks for podcasts (content/synonyms.yaml leads the other way).
      [["podcast", "podcasts", "episode", "episodes", "interview", "interviews"], [facet.kind("podcast")]],
      // A talk with no recording is listed in the talks section of the practices.
      [
        ["talk", "talks", "speech", "speeches", "presentation", "presentations", "appearance", "appearances"],
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
      // A thing made to be used is a project of his ("a tool she wrote", "a dashboard for coaches"); "tools" in the
      // plural are what he works with (his skills).
      [["tool", "plugin", "plugins", "dashboard", "dashboards"], [facet.type("project")]],
      [["practice", "practices", "habit", "habits", "ritual", "rituals"], [facet.type("practice")]],
      // The three kinds of timeline entry (content/timeline-kinds.ts) and the chapters of each.
      [
        ["job", "jobs", "role", "roles", "position", "positions", "employer", "employers", "employed", "rank"],
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
        ({ level, names, abbreviations }) =>
          [
            [...names.filter((n) => !n.includes(" ")), ...abbreviations],
            [facet.kind("education"), facet.degree(level)],
          ] as const,
      ),
      // Teaching: the roles whose title is one of teaching ("did she ever teach", "does he lecture").
      [
        [
          "teach",
          "teaches",
          "taught",
          "teaching",
          "lecture",
          "lectures",
          "lectured",
          "lecturing",
          "tutored",
          "tutoring",
        ],
        [facet.teaching],
      ],
      // Mentoring and coaching: the roles whose title is one of them ("does he coach students", "mentoring newcomers").
      [MENTORING_WORDS, [facet.mentoring]],
      // Code he wrote: the records that link to it (a project's repository).
      [
        ["code", "coded", "script", "scripts", "repository", "repositories", "repo", "repos", "opensource"],
        [facet.code],
      ],
      // Words of his skills that also name code he wrote ("free software she wrote", "her coding").
      [
        ["software", "programming", "coding"],
        [facet.section("skills"), facet.code],
      ],
      // The résumé's lists, each a practice of its section.
      [
        [
          "skill",
          "skills",
          "tools",
          "toolkit",
          "packages",
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
          "weekend",
          "weekends",
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
          // Whether one is still held: "has it lapsed", "when does it expire".
          "designation",
          "designations",
          "lapsed",
          "lapse",
          "expired",
          "expire",
          "expires",
          "expiry",
          "renewed",
          "renewal",
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
          "honoured",
          "honored",
          "honours",
          "honor",
          "honors",
          "accolade",
          "accolades",
          "recognition",
          "recognised",
          "recognized",
          "decorated",
          "decoration",
          "decorations",
          "medal",
          "medals",
          "trophy",
          "trophies",
          "shortlisted",
          "finalist",
        ],
        [facet.section("awards")],
      ],
      [["current", "currently", "nowadays", "presently", "moment"], [facet.current]],
      // Asking who someone is, or for a summary of them, asks for the profile.
      [
        [
          "bio",
          "biography",
          "profile",
          "summary",
          "overview",
          "intro",
          "introduction",
          "guy",
          "person",
          "gist",
          "rundown",
        ],
        [facet.type("profile")],
      ],
      // His accounts elsewhere are listed on the profile, which answers yes or no whichever networks he is on.
      [["handle", "handles", "username", "usernames", "socials", ...NETWORK_NAMES], [facet.type("profile")]],
      // A code host is where his code is too: the records that link to it.
      [
        ["github", "gitlab"],
        [facet.type("profile"), facet.code],
      ],
      [["chapter", "chapters"], [facet.type("chapter")]],
    ] as const
  ).flatMap(([words, facets]) => words.map((word) => [word, facets] as const)),
);

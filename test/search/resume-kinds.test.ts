/**
 * Search on an imported résumé (the environmental economist fixture) by the kinds a résumé keeps apart: studies,
 * volunteer roles and work on the timeline, the lists of its sections (interests, certificates, languages,
 * awards), and what each employer is, as the chapter tells it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchIndex } from "../../src/search/index.js";
import { fixtureDir, searchIndexOf, topKeys } from "../support/search-index.js";

let index: SearchIndex;
beforeAll(async () => {
  index = await searchIndexOf(fixtureDir("environmental-economist"));
});
const top = (query: string, limit = 3) => topKeys(index, query, limit);

describe("a timeline entry's kind, from the site's résumé section", () => {
  it("finds the volunteer roles for volunteering, whatever they are called", () => {
    expect(top("what volunteering does she do", 2).sort()).toEqual([
      "timeline:mentor-at-women-in-economics-mentoring-network",
      "timeline:treasurer-at-prenzlauer-berg-community-energy-cooperative",
    ]);
  });

  it("finds them asked in the form of an offer, and by a word no record uses", () => {
    expect(top("would she volunteer for our charity", 3)).toEqual(
      expect.arrayContaining([
        "timeline:mentor-at-women-in-economics-mentoring-network",
        "timeline:treasurer-at-prenzlauer-berg-community-energy-cooperative",
      ]),
    );
  });

  it("finds the studies for degrees", () => {
    expect(top("which degrees does she hold", 2).sort()).toEqual([
      "timeline:ma-hons-economics-and-mathematics-org-mm-university",
      "timeline:phd-environmental-economics-org-nn-school-of-economics",
    ]);
  });
});

describe("a degree's level, from its name", () => {
  it("finds the degree of the level asked for, though its name only says PhD or MA (Hons)", () => {
    expect(top("tell me about her doctoral studies", 1)).toEqual([
      "timeline:phd-environmental-economics-org-nn-school-of-economics",
    ]);
    expect(top("her undergrad", 1)).toEqual(["timeline:ma-hons-economics-and-mathematics-org-mm-university"]);
  });
});

describe("a résumé section's practice", () => {
  it("answers for its section in words its entries do not use", () => {
    expect(top("what are her hobbies", 1)).toEqual(["practice:interests"]);
    expect(top("which professional qualifications does she hold", 1)).toEqual(["practice:certifications"]);
    expect(top("what prizes has she won", 1)).toEqual(["practice:awards"]);
  });
});

describe("what an employer is", () => {
  it("finds the chapter by what its organization does", () => {
    expect(top("what did she do at the development lender in East Africa", 1)).toEqual(["chapter:org-rr"]);
  });
});

describe("the stages of an imported career", () => {
  it("finds the stage next to an anchor when the question names nothing but time", () => {
    expect(top("what did she do before she went to Kenya", 1)).toEqual([
      "timeline:senior-economist-climate-change-policy-at-org-qq",
    ]);
    expect(top("what was her first job once she had graduated", 1)).toEqual([
      "timeline:analyst-power-and-renewables-at-org-oo",
    ]);
    expect(top("what did she do right after the PhD", 1)).toEqual([
      "timeline:policy-analyst-environment-directorate-at-org-pp",
    ]);
  });

  it("takes the job before the current one among her jobs, not her volunteer roles", () => {
    expect(top("which role came before her current one", 1)).toEqual(["timeline:climate-finance-specialist-at-org-rr"]);
  });

  it('reads the words of nearness ("just", "immediately preceding") as the stage next to the anchor', () => {
    expect(top("what did she do just before Nairobi", 1)).toEqual([
      "timeline:senior-economist-climate-change-policy-at-org-qq",
    ]);
    expect(top("her role immediately preceding the current one", 1)).toEqual([
      "timeline:climate-finance-specialist-at-org-rr",
    ]);
    // The present stage said as what she has now, and a verb that only says she held a stage.
    for (const q of [
      "the job she held just before the one she has now",
      "the position she took right before the role she has today",
      "the position she held before the current one",
      "what did she do right before her current firm",
      "the job she held just before her present post",
    ])
      expect(top(q, 1), q).toEqual(["timeline:climate-finance-specialist-at-org-rr"]);
  });

  it("reads a year and nothing else as her work that year", () => {
    expect(top("what was she doing in 2019", 1)).toEqual(["timeline:senior-economist-climate-change-policy-at-org-qq"]);
  });

  it("reads where she worked as her time there, not the profile that names every city", () => {
    // Her Nairobi years are the climate finance post at Org RR: its entry or its chapter.
    expect(["chapter:org-rr", "timeline:climate-finance-specialist-at-org-rr"]).toContain(
      top("did she work in Nairobi", 1)[0],
    );
  });

  it("reads a language's name after a verb of speaking as her languages, not her talks", () => {
    expect(top("does she speak German well enough to present in it", 1)).toEqual(["practice:languages"]);
  });

  it("reads a year and nothing else as her studies in a year she studied and did not work", () => {
    expect(top("what was she doing in 2006", 1)).toEqual([
      "timeline:ma-hons-economics-and-mathematics-org-mm-university",
    ]);
    expect(top("what was she up to in 2013", 1)).toEqual([
      "timeline:phd-environmental-economics-org-nn-school-of-economics",
    ]);
  });
});

describe("engaging her about a topic on a record with few quick answers", () => {
  it("offers how to reach her among the first five, beside what she did on it", () => {
    for (const q of [
      "could she look over our city's climate budget for us",
      "is she open to joining a review panel on farm emissions",
    ])
      expect(top(q, 5), q).toContain("answer:how-to-contact-this-person");
  });
});

describe("a request whose frame held its only topic", () => {
  it("is searched whole when what is left of it finds nothing", () => {
    expect(top("I'm a student who studies methane levies, hmm?", 1)).toEqual([
      "writing:pricing-methane-on-the-farm-options-for-an-agricultural-emissions-levy",
    ]);
  });
});

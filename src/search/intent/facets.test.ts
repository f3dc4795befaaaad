import { describe, expect, it } from "vitest";
import { planQuery } from "../ranking/query.js";
import { facet, queryFacets, yearFacets, yearSpan } from "./facets.js";

describe("yearFacets", () => {
  it("covers a range inclusively", () => {
    expect(yearFacets(2017, 2019)).toEqual([facet.year(2017), facet.year(2018), facet.year(2019)]);
  });

  it("handles unknown starts and ends, and caps absurd ranges", () => {
    expect(yearFacets(null, null)).toEqual([]);
    expect(yearFacets(null, 2020)).toEqual([facet.year(2020)]);
    expect(yearFacets(2020, null)).toEqual([facet.year(2020)]);
    expect(yearFacets(1900, 2100)).toHaveLength(51);
  });
});

describe("yearSpan", () => {
  it("reads ranges written in words or with dashes, open ends up to now", () => {
    expect(yearSpan("2014–2017", 2026)).toEqual([2014, 2017]);
    expect(yearSpan("2024–present", 2026)).toEqual([2024, 2026]);
    expect(yearSpan("From 2024", 2026)).toEqual([2024, 2026]);
    expect(yearSpan("2026", 2026)).toEqual([2026, 2026]);
    expect(yearSpan(null, 2026)).toEqual([null, null]);
  });
});

describe("queryFacets", () => {
  it("understands kinds, types and years", () => {
    expect(queryFacets("podcasts")).toEqual([facet.kind("podcast")]);
    expect(queryFacets("interview")).toEqual([facet.kind("podcast")]);
    expect(queryFacets("article")).toEqual([facet.type("writing"), facet.type("press")]);
    expect(queryFacets("keynote")).toEqual([facet.kind("keynote")]);
    expect(queryFacets("press")).toEqual([facet.type("press")]);
    expect(queryFacets("news")).toEqual([facet.type("press")]);
    expect(queryFacets("2019")).toEqual([facet.year(2019)]);
  });

  it("understands a kind or type word with two letters swapped, from five letters", () => {
    expect(queryFacets("podcsat")).toEqual([facet.kind("podcast")]);
    expect(queryFacets("atricle")).toEqual(queryFacets("article"));
    expect(queryFacets("psot")).toEqual([]);
  });

  it("understands one with a letter dropped or added, from six letters, but not a plural for its singular", () => {
    expect(queryFacets("curent")).toEqual([facet.current]);
    expect(queryFacets("languges")).toEqual(queryFacets("languages"));
    expect(queryFacets("certificattes")).toEqual(queryFacets("certificates"));
    expect(queryFacets("wards")).toEqual([]);
    expect(queryFacets("social")).toEqual([]);
  });

  it("reads a publication that employed her as an employer, not her writing", () => {
    expect(queryFacets("publication", "which", "employed")).toEqual([facet.kind("work")]);
    expect(queryFacets("publication", "her", "about")).toEqual(queryFacets("publication"));
  });

  it("reads a program, an app or a library he made as a project, not a programme or a library he worked in", () => {
    // queryFacets(word, previous, next)
    expect(queryFacets("program", "little", "that")).toEqual([facet.type("project")]);
    expect(queryFacets("library", "free", "for")).toEqual([facet.type("project")]);
    expect(queryFacets("app", "the", "she")).toEqual([facet.type("project")]);
    expect(queryFacets("library", "university", "where")).toEqual([]);
    expect(queryFacets("program", "training", "for")).toEqual([]);
  });

  it("reads a tool or a dashboard as a project, and tools as his skills", () => {
    expect(queryFacets("tool")).toEqual([facet.type("project")]);
    expect(queryFacets("dashboard")).toEqual([facet.type("project")]);
    expect(queryFacets("tools")).toEqual([facet.section("skills")]);
  });

  it("understands a long word with one letter mistyped, and a plural in y spelt with s", () => {
    expect(queryFacets("sertificates")).toEqual(queryFacets("certificates"));
    expect(queryFacets("hobbys")).toEqual(queryFacets("hobbies"));
    // Shorter, one letter off may be a word of its own.
    expect(queryFacets("employees")).toEqual([]);
  });

  it("takes a word of ability before 'at' for his skills", () => {
    expect(queryFacets("good", "", "at")).toEqual([facet.section("skills")]);
    expect(queryFacets("good")).toEqual([]);
    // What he is an expert in, trained in; not "an expert witness".
    expect(queryFacets("expert", "an", "in")).toEqual([facet.section("skills")]);
    expect(queryFacets("trained", "he", "in")).toEqual([facet.section("skills")]);
    expect(queryFacets("expert", "an", "witness")).toEqual([]);
    // What he is qualified, trained or allowed to do: his certificates.
    expect(queryFacets("qualified", "she", "to")).toEqual([facet.section("certificates")]);
    expect(queryFacets("allowed", "she", "to")).toEqual([facet.section("certificates")]);
    expect(queryFacets("away", "doing", "from")).toEqual([facet.section("interests")]);
    // Where she trained or qualified as what she is: her studies.
    expect(queryFacets("train", "he", "as")).toEqual([facet.kind("education")]);
    expect(queryFacets("qualified", "she", "as")).toEqual([facet.kind("education")]);
  });

  it("takes a language's name after a word of speaking it, and a verb of speaking before one, for his languages", () => {
    expect(queryFacets("spanish", "speaks")).toEqual([facet.section("languages")]);
    expect(queryFacets("german", "in")).toEqual([facet.section("languages")]);
    expect(queryFacets("french", "her")).toEqual([facet.section("languages")]);
    expect(queryFacets("speak", "", "portuguese")).toEqual([facet.section("languages")]);
    expect(queryFacets("mandarin", "speak")).toEqual([facet.section("languages")]);
    // A nationality before an institution, and a region, are not languages.
    expect(queryFacets("french", "the", "ministry")).toEqual([]);
    expect(queryFacets("latin", "in", "america")).toEqual([]);
    expect(queryFacets("speak", "", "at")).toEqual(queryFacets("talks"));
  });

  it("takes a post he held for a job, and a post alone for his writing", () => {
    expect(queryFacets("post", "first", "she")).toEqual([facet.kind("work")]);
    expect(queryFacets("post", "his", "at")).toEqual([facet.kind("work")]);
    expect(queryFacets("post", "which", "did")).toEqual([facet.kind("work")]);
    expect(queryFacets("post", "which", "came")).toEqual([facet.kind("work")]);
    expect(queryFacets("post", "current")).toEqual([facet.kind("work")]);
    expect(queryFacets("post", "the", "followed")).toEqual([facet.kind("work")]);
    expect(queryFacets("post", "blog", "about")).toEqual([facet.type("writing")]);
  });

  it("takes a register, enjoying and presenting for his certificates, interests and talks", () => {
    expect(queryFacets("registered")).toEqual([facet.section("certificates")]);
    // A qualified member of a profession.
    expect(queryFacets("qualified", "a", "barrister")).toEqual([facet.section("certificates")]);
    expect(queryFacets("chartered", "a", "accountant")).toEqual([facet.section("certificates")]);
    // Her own site or her employer's: the profile.
    expect(queryFacets("website", "personal")).toEqual([facet.type("profile")]);
    expect(queryFacets("site", "employer's")).toEqual([facet.type("profile")]);
    // Named the best of a field: an award; named after someone is not.
    expect(queryFacets("named", "was", "best")).toEqual([facet.section("awards")]);
    expect(queryFacets("named", "was", "the")).toEqual([facet.section("awards")]);
    // A teaching qualification is one she holds.
    expect(queryFacets("teaching", "any", "qualification")).toEqual([
      facet.kind("education"),
      facet.section("certificates"),
    ]);
    // The school that taught her: her studies.
    expect(queryFacets("school", "which", "taught")).toEqual([facet.kind("education")]);
    expect(queryFacets("named", "was", "after")).toEqual([]);
    // What she wrote, said as "writing"; not the verb.
    expect(queryFacets("writing", "of")).toEqual([facet.type("writing"), facet.section("publications")]);
    expect(queryFacets("writing", "was", "a")).toEqual([]);
    // A language he speaks some of.
    expect(queryFacets("chinese", "any")).toEqual([facet.section("languages")]);
    // Whether one is still held, and a profession's designations.
    for (const word of ["lapsed", "expired", "renewal", "designations"])
      expect(queryFacets(word), word).toEqual([facet.section("certificates")]);
    expect(queryFacets("enjoys")).toEqual([facet.section("interests")]);
    expect(queryFacets("presented")).toEqual(queryFacets("talks"));
  });

  it("takes the everyday words for his languages, interests, skills, memberships and the present", () => {
    expect(queryFacets("tongues")).toEqual([facet.section("languages")]);
    expect(queryFacets("fun")).toEqual([facet.section("interests")]);
    expect(queryFacets("expertise")).toEqual([facet.section("skills")]);
    expect(queryFacets("memberships")).toEqual([facet.section("certificates")]);
    expect(queryFacets("nowadays")).toEqual([facet.current]);
    expect(queryFacets("weekends")).toEqual([facet.section("interests")]);
    expect(queryFacets("honoured")).toEqual([facet.section("awards")]);
    expect(queryFacets("rank")).toEqual([facet.kind("work")]);
    expect(queryFacets("appearance")).toEqual(queryFacets("talks"));
    // The places of his life as a whole are on the profile; a kind of place is not.
    expect(queryFacets("countries", "the", "she")).toEqual([facet.type("profile")]);
    expect(queryFacets("countries", "pacific", "can")).toEqual([]);
    expect(queryFacets("post", "last", "before")).toEqual([facet.kind("work")]);
    expect(queryFacets("gist")).toEqual([facet.type("profile")]);
  });

  it("takes a request for a summary of the person for the profile", () => {
    for (const word of ["summary", "overview", "guy", "person", "bio"]) {
      expect(queryFacets(word), word).toEqual([facet.type("profile")]);
    }
  });

  it("takes a handle or a username for the profile, where his accounts are listed", () => {
    for (const word of ["handle", "handles", "username", "socials"]) {
      expect(queryFacets(word), word).toEqual([facet.type("profile")]);
    }
  });

  it("takes mentoring or coaching for the roles of it, whatever the role mentors", () => {
    for (const word of ["coach", "coaching", "mentored", "mentees"]) {
      expect(queryFacets(word), word).toEqual([facet.mentoring]);
    }
  });

  it("takes a network he may or may not be on for the profile, which answers either way", () => {
    for (const word of ["linkedin", "twitter", "mastodon", "instagram", "orcid"]) {
      expect(queryFacets(word), word).toEqual([facet.type("profile")]);
    }
    // A code host is also where his code is.
    expect(queryFacets("github")).toEqual([facet.type("profile"), facet.code]);
  });

  it("takes a writeup, however it is hyphenated, for a piece of writing", () => {
    expect(queryFacets("writeups")).toEqual([facet.type("writing")]);
    const plan = planQuery("write-up on the component library");
    expect(new Set(plan.words.flatMap((w) => w.facets))).toEqual(new Set([facet.type("writing")]));
  });

  it("takes the verbs of writing and speaking as asking for writing and talks, as the nouns do", () => {
    for (const verb of ["wrote", "written", "publish", "published"])
      expect(queryFacets(verb)).toEqual([facet.type("writing")]);
    for (const verb of ["speak", "spoke"]) expect(queryFacets(verb)).toEqual(queryFacets("talks"));
    const plan = planQuery("what did he publish in 2018");
    expect(plan.words.flatMap((w) => w.facets)).toEqual([facet.type("writing"), facet.year(2018)]);
  });

  it('takes a verb after "to" as a task, not as his writing or talks', () => {
    expect(queryFacets("write", "to")).toEqual([]);
    expect(queryFacets("speak", "to")).toEqual([]);
    // A noun keeps its kind wherever it stands.
    expect(queryFacets("talk", "to")).toContain(facet.type("talk"));
  });

  it("asks for nothing for ordinary words, other numbers or prototype names", () => {
    for (const word of ["design", "new", "12345", "1850", "constructor", "__proto__"]) {
      expect(queryFacets(word)).toEqual([]);
    }
  });
});

describe("the kinds of a résumé", () => {
  it("asks for a kind of timeline entry: work, studies or a volunteer role", () => {
    expect(queryFacets("job")).toEqual([facet.kind("work")]);
    expect(queryFacets("doctorate")).toEqual([facet.kind("education"), facet.degree("doctorate")]);
    expect(queryFacets("charity")).toEqual([facet.kind("volunteer")]);
  });

  it("asks for the practice that lists a résumé section", () => {
    expect(queryFacets("hobbies")).toEqual([facet.section("interests")]);
    expect(queryFacets("qualifications")).toEqual([facet.section("certificates")]);
    expect(queryFacets("fluent")).toEqual([facet.section("languages")]);
    expect(queryFacets("prizes")).toEqual([facet.section("awards")]);
    expect(queryFacets("recognition")).toEqual([facet.section("awards")]);
    // A service's honours and a competition's: "has he been decorated", "which medal did the beer take".
    for (const word of ["decorated", "medals", "trophy", "shortlisted"]) {
      expect(queryFacets(word), word).toEqual([facet.section("awards")]);
    }
    expect(queryFacets("strengths")).toEqual([facet.section("skills")]);
  });

  it("asks for teaching when he teaches, not when someone taught him or he taught himself", () => {
    expect(queryFacets("lectured")).toEqual([facet.teaching]);
    expect(queryFacets("teach", "he", "children")).toEqual([facet.teaching]);
    expect(queryFacets("taught", "client", "him")).toEqual([]);
    expect(queryFacets("teach", "he", "himself")).toEqual([]);
  });

  it("asks for code he wrote by its words, and by the words of his skills that also name it", () => {
    expect(queryFacets("script")).toEqual([facet.code]);
    expect(queryFacets("repository")).toEqual([facet.code]);
    expect(queryFacets("software")).toEqual([facet.section("skills"), facet.code]);
    expect(queryFacets("coding")).toEqual([facet.section("skills"), facet.code]);
  });

  it("asks for a talk or a paper also among those listed without a link", () => {
    expect(queryFacets("talk")).toContain(facet.section("talks"));
    expect(queryFacets("papers")).toEqual([facet.type("writing"), facet.section("publications")]);
  });
});

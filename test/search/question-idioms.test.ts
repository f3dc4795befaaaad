/**
 * Idioms whose words mean something else than they say (src/search/intent/idioms.ts), end to end on a record nobody
 * tuned search for: time away from work asks for her interests, whatever workplace word it names.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchIndex, search } from "../../src/search/index.js";
import { plainIdioms } from "../../src/search/intent/idioms.js";
import { TEST_ORIGIN, testSite } from "../support/app.js";
import { contentFiles } from "../support/content.js";
import { NEAR_WORDS } from "../support/near-words.js";

let index: SearchIndex;
beforeAll(async () => {
  const dir = new URL("../fixtures/criminal-court-judge/", import.meta.url).pathname;
  index = buildSearchIndex(await testSite(TEST_ORIGIN, await contentFiles(dir)), NEAR_WORDS);
});
const first = (query: string) => search(index, { query, limit: 1 }).map((r) => `${r.type}:${r.id}`)[0];

describe("time away from work", () => {
  it("asks for her interests, not the records its workplace words match", () => {
    for (const q of [
      "what does she get up to away from the office",
      "what is she like outside office hours",
      "what keeps her busy when she's not working",
      "how does she spend her free time",
    ])
      expect(first(q), q).toBe("practice:interests");
  });

  it("leaves words of work that are a topic: downtime, leave, being up to date", () => {
    expect(plainIdioms("does she give engineers time off after a night page")).toContain("time off");
    expect(plainIdioms("how much downtime did the service have")).toContain("downtime");
    expect(plainIdioms("is he up to date with the guidance")).toContain("up to date");
    expect(plainIdioms("what did she get up to in 2012")).toBe("what did she do in 2012");
  });
});

describe("a list of her résumé said in other words", () => {
  it("reads what she is good at as her skills, a profession's body as her memberships, good causes as volunteering", () => {
    expect(first("what is she really good at")).toBe("practice:skills");
    expect(first("is she a member of any professional body")).toBe("practice:certifications");
    expect(first("does she give her time to any good causes")).toBe(
      "timeline:student-volunteer-adviser-at-org-al-free-legal-advice-centre",
    );
    expect(first("what does she do when she isn’t working")).toBe("practice:interests");
  });

  it("leaves the words where they say something else", () => {
    expect(plainIdioms("was she good at the time")).toBe("was she good at the time");
    expect(plainIdioms("a member of the trial team")).toBe("a member of the trial team");
    expect(plainIdioms("the time it took")).toBe("the time it took");
  });
});

describe("where she comes from", () => {
  it("asks where she was born, which the profile says", () => {
    for (const q of ["where does she come from originally", "where is she originally from?"])
      expect(first(q), q).toBe("profile:beatriz-halloran");
    expect(plainIdioms("where did the money come from")).toBe("where did the money come from");
  });
});

describe("who she works for", () => {
  it("asks for her employer now, not the records that say 'work'", () => {
    // Her employer is the judiciary, whichever of her two posts there comes first.
    expect(first("who does she work for these days")).toMatch(
      /^answer:what-does-this-person-do-now$|-org-az-judiciary$/,
    );
    expect(plainIdioms("who does she work for at the moment")).toBe("who is her employer currently at the moment");
    expect(plainIdioms("who is her employer")).toBe("who is her employer currently");
    expect(plainIdioms("who was her employer in 2019")).toBe("who was her employer in 2019");
    expect(plainIdioms("does the app work for blind people")).toBe("does the app work for blind people");
  });

  it("reads the place she works or leads, asked in the present, as her current one", () => {
    expect(plainIdioms("which court employs her")).toBe("who is her employer currently");
    expect(plainIdioms("which court does she run")).toBe("which court does she currently run");
    expect(plainIdioms("which team did she run")).toBe("which team did she run");
    expect(first("which organisation employs her")).toMatch(/^answer:what-does-this-person-do-now$|-org-az-judiciary$/);
  });

  it("reads who or where she is working for, asked as going on, as her employer now", () => {
    expect(plainIdioms("who is she working for")).toBe("who is her employer currently");
    expect(plainIdioms("where is he currently working at")).toBe("who is his employer currently");
    expect(plainIdioms("who was she working for")).toBe("who was she working for");
    expect(first("who is she working for at the moment")).toMatch(
      /^answer:what-does-this-person-do-now$|-org-az-judiciary$/,
    );
  });
});

describe("a stretch next to a time", () => {
  it("reads as that side of it", () => {
    expect(plainIdioms("what was he doing in the months before the pandemic")).toBe(
      "what was he doing before the pandemic",
    );
    expect(plainIdioms("the few years after university")).toBe("after university");
    expect(plainIdioms("how many months did the trial take")).toBe("how many months did the trial take");
  });
});

describe("the last few years", () => {
  it("reads as lately, the latest first, not as records that say years", () => {
    expect(plainIdioms("any talks from the last couple of years")).toBe("any talks recently");
    expect(plainIdioms("what has she published over the past few months")).toBe("what has she published recently");
    expect(plainIdioms("her last two jobs")).toBe("her last two jobs");
  });
});

describe("the place she was at in a year", () => {
  it("reads as where she was that year, whatever the asker calls the place", () => {
    expect(plainIdioms("which club was he at in 2020")).toBe("where was he in 2020");
    expect(plainIdioms("what firm was she with in 2015")).toBe("where was she in 2015");
    expect(plainIdioms("which club did he found in 2020")).toBe("which club did he found in 2020");
  });
});

describe("finding her online", () => {
  it("asks for the networks her profile lists, not for records of online work", () => {
    expect(plainIdioms("where can I find her online")).toBe("where can I find her on social media");
    expect(plainIdioms("what is his online presence like")).toBe("what is social media like");
    expect(plainIdioms("online courses she taught")).toBe("online courses she taught");
  });
});

describe("going to college", () => {
  it("reads as studying there, not as records of going somewhere or of a college", () => {
    expect(plainIdioms("where did he go to college")).toBe("where did he studied at");
    expect(plainIdioms("which university did she go to")).toBe("which university she studied at");
    expect(plainIdioms("she went to school in Porto")).toBe("she studied at in Porto");
    expect(plainIdioms("did he go to the school board")).toBe("did he go to the school board");
  });
});

describe("a question's own words misspelt", () => {
  it("reads 'where dose she live' as where she lives, which the site's words never spell", () => {
    expect(first("where dose she live")).toBe("answer:where-is-this-person-based");
  });
});

describe("a time of the past said as 'back then'", () => {
  it("reads as the time the clause after it names, not as records of coming back", () => {
    expect(plainIdioms("back when she lived in Dublin, what did she do")).toBe(
      "when she lived in Dublin, what did she do",
    );
    expect(plainIdioms("what did she publish back in 2018")).toBe("what did she publish in 2018");
    expect(plainIdioms("back in the early 2000s")).toBe("in 2000 2001 2002 2003");
    expect(plainIdioms("why did she move back to Dublin")).toBe("why did she move back to Dublin");
    expect(plainIdioms("she came back in March")).toBe("she came back in March");
  });
});

describe("a duration", () => {
  it("reads as when, whose answer is a stage's dates, not as records of long things or of years", () => {
    expect(plainIdioms("how long did she spend in Lisbon")).toBe("when did she spend in Lisbon");
    expect(plainIdioms("how many years was he in Paris")).toBe("when was he in Paris");
    // Not a topic ("how long patients wait") nor the length of a career.
    expect(plainIdioms("her study of how long patients wait")).toBe("her study of how long patients wait");
    expect(plainIdioms("how many years has he been working")).toBe("how many years has he been working");
  });
});

describe("the size of his team now", () => {
  it("reads as the team of his current role", () => {
    expect(plainIdioms("how many people report to her")).toBe("people in the team he currently leads");
    expect(plainIdioms("how big is the team she runs today")).toBe("people in the team he currently leads today");
    expect(plainIdioms("how many people reported to her at org b")).toBe("how many people reported to her at org b");
    expect(plainIdioms("how big is the company she runs")).toBe("people in the team he currently leads");
    expect(plainIdioms("how big is the team she's in charge of")).toBe("people in the team he currently leads");
  });
});

describe("who is in charge now", () => {
  it("reads as his current role, asked in the present only", () => {
    expect(plainIdioms("who is in charge of scans at the hospitals")).toBe(
      "currently in charge of scans at the hospitals",
    );
    expect(plainIdioms("is she the one running the court")).toBe("currently in charge of the court");
    expect(plainIdioms("who was in charge of scans")).toBe("who was in charge of scans");
  });
});

describe("a decade", () => {
  it("reads as its years, each asking for the records of its year", () => {
    expect(plainIdioms("her student days in the early 2000s")).toBe("her student days in 2000 2001 2002 2003");
    expect(plainIdioms("in the late 1990s")).toBe("in 1996 1997 1998 1999");
    expect(plainIdioms("the 2010s")).toBe(Array.from({ length: 10 }, (_, i) => 2010 + i).join(" "));
    // She studied from 2001 to 2005: her studies are what she was doing then.
    expect(first("what was she doing in the early 2000s")).toBe(
      "timeline:bachelor-of-civil-law-bcl-law-org-al-university",
    );
  });
});

describe("the course of her career", () => {
  it("asks for the profile, which tells it", () => {
    expect(plainIdioms("how she went from prosecutor to the bench")).toBe("career path from prosecutor to the bench");
    expect(plainIdioms("how this judge rose from clerk to judge")).toContain("career path from");
    expect(first("give me the short version of her career path")).toBe("profile:beatriz-halloran");
  });

  it("leaves how something else went from one state to another", () => {
    expect(plainIdioms("how the tribunal went from paper to digital files")).not.toContain("career");
  });
});

import { describe, expect, it } from "vitest";
import { planQuery } from "../ranking/query.js";
import { anchorIn, buildAnchors } from "./anchors.js";
import { degreeNames } from "./degrees.js";
import { facet } from "./facets.js";
import type { Lexicon } from "./lexicon.js";
import { organizationTails } from "./organization-names.js";
import {
  CURRENT_NAMES,
  FIRST_JOB_NAMES,
  GRADUATION_NAMES,
  roleNames,
  stagePlan,
  titleNames,
  YEAR_STAGES,
} from "./stages.js";
import { questionTime } from "./time.js";
import { meets, WINDOW_IN, WINDOW_OUT, WINDOW_WHOLE, windowFactor } from "./window.js";

const anchors = buildAnchors([
  { names: ["Org B", "New York, NY"], from: 2017, to: 2021 },
  { names: ["Org C AI", "Seattle, WA"], from: 2021, to: 2024 },
  { names: ["Org C AI"], from: 2022, to: 2024 },
]);
const KINDS = new Set(["talk", "talks", "job", "keynote", "published", "article", "articles"]);
const words: Lexicon = { namesKind: (w) => KINDS.has(w), saysPhrase: (a, b) => a === "first" && b === "paying" };
const time = (q: string) => questionTime(q, anchors, words);

describe("unwritten anchor names", () => {
  it("marks a region or country no stage writes, unless another stage writes it", () => {
    const rotterdam = { names: ["Rotterdam"], unwritten: ["netherlands", "europe"], from: 2011, to: 2014 };
    const only = buildAnchors([rotterdam]);
    expect(only.find((a) => a.name === "netherlands")?.unwritten).toBe(true);
    expect(only.find((a) => a.name === "rotterdam")?.unwritten).toBeUndefined();
    const both = buildAnchors([rotterdam, { names: ["Amsterdam, Netherlands"], from: 2015, to: 2016 }]);
    expect(both.find((a) => a.name === "netherlands")).toEqual({ name: "netherlands", span: { from: 2011, to: 2016 } });
    expect(both.find((a) => a.name === "europe")?.unwritten).toBe(true);
  });

  it("reads an unwritten place named anywhere as asking for its stages, a written one only after a connective", () => {
    const places = buildAnchors([
      { names: ["Dubai"], unwritten: ["middle east"], from: 2016, to: 2018, records: ["timeline:a"] },
    ]);
    expect(questionTime("what he built in the middle east, and for whom", places, words).during).toEqual([
      "timeline:a",
    ]);
    expect(questionTime("what he built in dubai, and for whom", places, words).during).toEqual([]);
    expect(questionTime("a talk on the middle east", places, words).during).toEqual([]);
  });

  it("reads the year a stage began as asking for that stage, and the year one ended as not", () => {
    const places = buildAnchors([{ names: ["Dublin"], from: 2016, to: 2019, records: ["timeline:a", "chapter:b"] }]);
    expect(questionTime("the year he moved to Dublin", places, words).during).toEqual(["timeline:a", "chapter:b"]);
    expect(questionTime("the year he came to Dublin", places, words).window).toEqual({ from: 2016, to: 2016 });
    expect(questionTime("the year she arrived in Dublin", places, words).window).toEqual({ from: 2016, to: 2016 });
    expect(questionTime("the year he left Dublin, what was his job", places, words).during).toEqual([]);
  });

  it("reads a stay asked in the present perfect as that stay ('how long has she been at Org B')", () => {
    expect(time("when has she been at org b").window).toEqual({ from: 2017, to: 2021 });
    expect(time("how long has he worked at org b").window).toEqual({ from: 2017, to: 2021 });
  });

  it("reads coming back to a place as his last stay there, after a time away", () => {
    const places = buildAnchors([
      { names: ["Leeds, England"], from: 2008, to: 2013 },
      { names: ["Melbourne, Australia"], from: 2014, to: 2020 },
      { names: ["Bristol, England"], from: 2021, to: 2026 },
    ]);
    expect(places.find((a) => a.name === "england")).toMatchObject({ span: { from: 2008, to: 2026 }, back: 2021 });
    expect(places.find((a) => a.name === "australia")?.back).toBeUndefined();
    expect(questionTime("his last job before he moved back to england", places, words).window?.to).toBe(2020);
    expect(questionTime("what did he do after he came back to england", places, words).window?.from).toBe(2021);
    expect(questionTime("his last job before he moved to england", places, words).window?.to).toBe(2007);
  });

  it("reads between a place he came back to and another as between his first stay there and the other", () => {
    const places = buildAnchors([
      { names: ["Geneva, Switzerland"], from: 2011, to: 2014 },
      { names: ["Amman, Jordan"], from: 2016, to: 2019 },
      { names: ["Geneva, Switzerland"], from: 2024, to: 2026 },
    ]);
    expect(questionTime("what was he doing between geneva and jordan", places, words).window).toEqual({
      from: 2014,
      to: 2016,
    });
  });

  it("reads a country's adjective before a noun as the country, and alone as a language", () => {
    const places = buildAnchors([
      { names: ["Org K Customs", "Rotterdam"], unwritten: ["netherlands"], from: 2011, to: 2014 },
      { names: ["Org M", "Dublin, Ireland"], from: 2015, to: 2019 },
    ]);
    expect(anchorIn("after leaving dutch customs", places)?.span).toEqual({ from: 2011, to: 2014 });
    expect(anchorIn("her years at the irish charity", places)?.span).toEqual({ from: 2015, to: 2019 });
    expect(anchorIn("after she learned dutch", places)).toBeUndefined();
    expect(anchorIn("since she speaks irish and dutch", places)).toBeUndefined();
    expect(questionTime("what did she do in dutch", places, words).window).toBeNull();
  });

  it("reads a question naming an unwritten anchor as asking for its stages, first first", () => {
    const places = buildAnchors([{ names: ["Rotterdam"], unwritten: ["netherlands"], from: 2011, to: 2014 }]);
    const t = questionTime("has she worked in the netherlands", places, words);
    expect(t.window).toEqual({ from: 2011, to: 2014 });
    expect(t.order).toBe("earliest");
    expect(t.text).not.toContain("netherlands");
  });
});

/** A lexicon whose every clause describes the stage of 2012–2015 (timeline entry "a"), and the clauses it was asked. */
const describing = () => {
  const asked: string[] = [];
  const lexicon: Lexicon = {
    ...words,
    describes: (clause) => {
      asked.push(clause);
      return { name: clause, span: { from: 2012, to: 2015 }, records: ["timeline:a"] };
    },
  };
  return { asked, described: (q: string) => questionTime(q, anchors, lexicon) };
};

describe("questionTime", () => {
  it("reads an order when an ordinal orders a kind of record, and cuts the ordinal from the words searched", () => {
    expect(time("his earliest public talk")).toMatchObject({ order: "earliest", window: null });
    expect(time("his earliest public talk").text).not.toContain("earliest");
    // Words for his working life after an ordinal ask for the stages of his career, as "job" does.
    expect(time("her very earliest work experience")).toMatchObject({ order: "earliest", text: "her  job" });
    expect(time("his first career move").text).toBe("his  job move");
    // The present said as an adverb is the current facet, not words to match.
    expect(time("who is she working for these days").text).toBe("who is she working for   currently");
    // "first ever" is one ordinal: no word of it is left to search.
    expect(time("what was her first ever job")).toMatchObject({ order: "earliest", text: "what was her   job" });
    expect(time("the most recent thing he published").order).toBe("latest");
    expect(time("latest keynote").order).toBe("latest");
  });

  it("reads the kind from a relative clause about him after the ordinal's noun", () => {
    expect(time("the earliest thing she has ever published").order).toBe("earliest");
    expect(time("what was the very first piece of work they actually published").order).toBe("earliest");
    expect(time("the first thing he ever said to the team").order).toBeNull();
  });

  it("leaves an ordinal that is part of what a record says", () => {
    expect(time("who was Org B's first head of design").order).toBeNull();
    expect(time("who first wrote down the uptime goals").order).toBeNull();
    expect(time("the first paying job of his studio")).toMatchObject({ order: null });
    expect(time("where does he live these days").order).toBeNull();
  });

  it("reads windows from years, and cuts a bounding year so it does not match that year's records", () => {
    expect(time("what did he write before 2012")).toMatchObject({ window: { to: 2011 } });
    expect(time("what did he write before 2012").text).not.toContain("2012");
    expect(time("press after 2020").window).toMatchObject({ from: 2021 });
    expect(time("talks since 2020").window).toMatchObject({ from: 2020 });
    expect(time("talks from 2023").window).toBeNull();
    // With no topic, the stage next to the year, as next to an anchor: implied, so a topic is only bounded by it.
    expect(time("what has she been doing since 2022")).toMatchObject({ order: "earliest", implied: true });
    expect(time("where did she work before 2012")).toMatchObject({ order: "latest", implied: true });
  });

  it("reads windows from the places and organisations the records give years to", () => {
    expect(time("which talks did he give while he was at Org B").window).toEqual({ from: 2017, to: 2021 });
    expect(time("articles written during his time in Seattle").window).toEqual({ from: 2021, to: 2024 });
    expect(time("what did he do after he left Org B").window).toMatchObject({ from: 2022 });
    expect(time("his role right before he went to Seattle")).toMatchObject({ order: "latest", window: { to: 2020 } });
    expect(time("his role right before he went to Seattle").text).not.toContain("seattle");
    // The longest name wins: "org c ai", not a shorter one inside it.
    expect(time("during his years at Org C AI").window).toEqual({ from: 2021, to: 2024 });
  });

  it("reads his being, living or spending time in a place as that place's span", () => {
    expect(time("how many years was he in Seattle").window).toEqual({ from: 2021, to: 2024 });
    expect(time("the year he spent in New York").window).toEqual({ from: 2017, to: 2021 });
    expect(time("what did he do while living in Seattle").window).toEqual({ from: 2021, to: 2024 });
    expect(time("how long was he based in Seattle").window).toEqual({ from: 2021, to: 2024 });
    expect(time("how long did he live in Seattle").window).toEqual({ from: 2021, to: 2024 });
  });

  it("reads a place's name misspelt by a letter, from six letters, as that place", () => {
    const places = buildAnchors([
      { names: ["Johannesburg, South Africa"], from: 2012, to: 2016 },
      { names: ["Paris, France"], from: 2017, to: 2019 },
    ]);
    expect(questionTime("his time in johanesburg", places, words).window).toEqual({ from: 2012, to: 2016 });
    expect(questionTime("his time in johannesbrug", places, words).window).toEqual({ from: 2012, to: 2016 });
    expect(questionTime("his time in pairs", places, words).window).toBeNull();
  });

  it("reads a country by the short names a question gives it", () => {
    const places = buildAnchors([
      { names: ["Stellenbosch, South Africa"], from: 2008, to: 2011 },
      { names: ["Napa, California, United States"], from: 2014, to: 2017 },
    ]);
    expect(questionTime("what did she do between South Africa and the US", places, words).window).toEqual({
      from: 2011,
      to: 2014,
    });
    expect(questionTime("her years in America", places, words).window).toEqual({ from: 2014, to: 2017 });
  });

  it('reads "straight out of" as right after, and a present title as the present', () => {
    expect(time("who hired him straight out of Org B")).toMatchObject({ window: { from: 2022 }, order: "earliest" });
    expect(time("his present title and employer").text).toContain("currently");
  });

  it("reads a language's name as itself, not a country's name misspelt", () => {
    const places = buildAnchors([{ names: ["Berlin, Germany"], from: 2012, to: 2016 }]);
    expect(questionTime("did she work in germay", places, words).window).toEqual({ from: 2012, to: 2016 });
    expect(questionTime("can she work in german", places, words).window).toBeNull();
  });

  it("reads the last words of an organisation's name, two or more and its own, as that organisation", () => {
    const tails = organizationTails([
      "Org XC Rugby Club",
      "Org XD Institute of Sport",
      "Org A Football Club",
      "Org B Football Club",
    ]);
    expect(tails.get("org xc rugby club")).toEqual(["xc rugby club", "rugby club", "the rugby"]);
    // Not "of sport", led by a grammar word; not "football club", which two organisations share.
    expect(tails.get("org xd institute of sport")).toEqual([
      "xd institute of sport",
      "institute of sport",
      "the sport",
    ]);
    expect(tails.get("org a football club")).toEqual([]);
    const clubs = buildAnchors([
      { names: ["Org XC Rugby Club", ...(tails.get("org xc rugby club") ?? [])], from: 2012, to: 2016 },
    ]);
    expect(questionTime("what did she do after the rugby club", clubs, words).window).toEqual({
      from: 2017,
      to: Infinity,
    });
    // A distinctive word of the name after "the"; not a generic one, nor a place.
    const force = organizationTails(["Org MU Police Service", "Org MV Dublin Bank"], new Set(["dublin"]));
    expect(force.get("org mu police service")).toContain("the police");
    expect(force.get("org mu police service")).not.toContain("the service");
    expect(force.get("org mv dublin bank")).not.toContain("the dublin");
  });

  it('reads "after" of a verb it makes another ("look after") as no connective', () => {
    expect(time("did he look after the collections in Seattle").window).toBeNull();
    expect(time("who looks after the archive at Org B").window).toBeNull();
    expect(time("what did he do after Org B").window).not.toBeNull();
    // "Take after" is a likeness, unless a clause follows: then it is the job taken after one.
    expect(time("does he take after his mother at Org B").window).toBeNull();
    expect(time("which job did he take after leaving Org B").window).toEqual({
      from: 2022,
      to: Number.POSITIVE_INFINITY,
    });
    expect(time("the role he took after he left Org B").window).toEqual({ from: 2022, to: Number.POSITIVE_INFINITY });
  });

  it('reads "once" as a connective only before a clause, not as "at one time"', () => {
    expect(time("what did he do once he left Org B").window).toEqual({ from: 2022, to: Number.POSITIVE_INFINITY });
    expect(time("did he once work on payments at Org B").window).toEqual({ from: 2017, to: 2021 });
  });

  it("reads a post placed in time as a job, and drops the frame a cut clause leaves", () => {
    expect(time("his last post before he left Org B").text).toMatch(/\bjob\b/);
    expect(time("his last blog post about Org B").text).toMatch(/\bpost\b/);
    expect(time("back when he was fresh out of Org B, who took him on").text).not.toMatch(/when|was/);
  });

  it("reads the title she became, by its noun, as the first role it heads", () => {
    const roles = buildAnchors([
      { names: roleNames("Graduate Environmental Consultant"), from: 2009, to: 2012 },
      { names: roleNames("Senior Consultant"), from: 2013, to: 2015 },
      { names: roleNames("Director of Onshore Wind"), from: 2016, to: 2024 },
    ]);
    expect(questionTime("what did she study before becoming a consultant", roles, words).window).toEqual({
      from: -Infinity,
      to: 2008,
    });
    expect(questionTime("what has she written since she became a director", roles, words).window?.from).toBe(2016);
    // Said with a word of its own before the title's noun.
    expect(questionTime("where did she work before she became an energy consultant", roles, words).window?.to).toBe(
      2008,
    );
    // Alone, the noun is a common word: not a stage.
    expect(questionTime("talks for consultants during the boom", roles, words).window).toBeNull();
  });

  it("reads starting one's own firm as becoming its founder", () => {
    const roles = buildAnchors([
      { names: roleNames("Closure Planning Lead"), from: 2016, to: 2022 },
      {
        names: [...titleNames("Founder and Principal Consultant"), ...roleNames("Founder and Principal Consultant")],
        from: 2023,
        to: 2026,
      },
    ]);
    expect(questionTime("what was she doing before she started her own firm", roles, words).window).toEqual({
      from: -Infinity,
      to: 2022,
    });
    // A business he opened is his own, said so or not.
    expect(questionTime("what did he do before he opened his brewery", roles, words).window).toEqual({
      from: -Infinity,
      to: 2022,
    });
    expect(questionTime("what did he do before he opened his mail", roles, words).window).toBeNull();
  });

  it('reads "the year she left / joined <anchor>" as that year', () => {
    expect(time("the year he left Org B, what was he doing")).toMatchObject({ window: { from: 2021, to: 2021 } });
    expect(time("the year he moved to Seattle, which talks did he give").window).toEqual({ from: 2021, to: 2021 });
    // An award's year is not the years of a role the question happens to name.
    expect(time("the year he was named a top Seattle designer").window).toBeNull();
  });

  it("ends a clause at a question word opening the main clause", () => {
    expect(time("before he moved to Seattle what was he up to")).toMatchObject({
      window: { from: -Infinity, to: 2020 },
      text: expect.not.stringMatching(/seattle/i),
    });
  });

  it("reads where he worked as his time there", () => {
    expect(time("did he work in Seattle").window).toEqual({ from: 2021, to: 2024 });
    expect(time("how long was his contract in Seattle").window).toEqual({ from: 2021, to: 2024 });
    expect(time("what was he doing after moving to Seattle").window).toEqual({ from: 2021, to: Infinity });
    expect(time("when he moved to Seattle").window).toEqual({ from: 2021, to: 2024 });
    expect(time("has she worked in Seattle before").window).toEqual({ from: 2021, to: 2024 });
  });

  it("reads his time, years or days in a place as that place's span", () => {
    expect(time("tell me about his time in seattle").window).toEqual({ from: 2021, to: 2024 });
    expect(time("projects from his years at Org B").window).toEqual({ from: 2017, to: 2021 });
    expect(time("talks from her time in Seattle").window).toEqual({ from: 2021, to: 2024 });
  });

  it("reads a degree named after a general word of his studies as the anchor", () => {
    const studies = buildAnchors([
      { names: [...GRADUATION_NAMES, "BSc Agronomy"], from: 2005, to: 2009 },
      { names: ["Org B"], from: 2009, to: 2014 },
      { names: degreeNames("MSc Soil Science"), from: 2014, to: 2015 },
    ]);
    expect(anchorIn("she went back to university for her master's", studies)?.span).toEqual({ from: 2014, to: 2015 });
    expect(anchorIn("right after university", studies)?.span).toEqual({ from: 2005, to: 2009 });
    expect(anchorIn("after university she joined org b", studies)?.span).toEqual({ from: 2005, to: 2009 });
  });

  it("reads a stay of one kind that frames a question of another as the window only, not the answer", () => {
    const studies = buildAnchors([
      { names: degreeNames("MSc Soil Science"), from: 2014, to: 2015, records: ["timeline:msc"] },
      { names: ["Org B"], from: 2012, to: 2016, records: ["timeline:b"] },
    ]);
    const framed = questionTime("back when she was studying for her master's, which job did she have", studies, {
      ...words,
      namesKind: (w) => KINDS.has(w) || w === "studying",
    });
    expect(framed).toMatchObject({ window: { from: 2014, to: 2015 }, during: [], text: " , which job did she have" });
    // A stay that names no kind is what the question asks about.
    expect(questionTime("while she was at org b, which job did she have", studies, words).during).toEqual([
      "timeline:b",
    ]);
  });

  it("reads a name written out before one misspelt at the same place, so the anchor names itself alone", () => {
    const studies = buildAnchors([{ names: degreeNames("MA in Landscape Archaeology"), from: 2005, to: 2006 }]);
    expect(anchorIn(" his master's", studies)?.name).toBe("master");
    expect(questionTime("what did he do after his master's", studies, words).window?.from).toBe(2007);
  });

  it("reads a role's own title, whole and up to its first comma, bracket or dash, as the years he held it", () => {
    expect(roleNames("Service Manager, Safeguarding and Family Support")).toEqual([
      "service manager, safeguarding and family support",
      "service manager",
      "becoming manager",
    ]);
    expect(roleNames("Head of Orthopaedics")).toEqual(["head of orthopaedics", "becoming head"]);
    expect(roleNames("Inspector (Operations) - Air Accidents")).toEqual([
      "inspector (operations) - air accidents",
      "inspector",
      "becoming inspector",
    ]);
    expect(roleNames(null)).toEqual([]);
    // A deputy is not what he became: "when did she become a governor" is no deputy governor's post.
    expect(roleNames("Deputy Governor")).toEqual(["deputy governor"]);
  });

  it("reads becoming a title first as the earliest of its stages", () => {
    const governors = buildAnchors([
      { names: roleNames("Deputy Governor"), from: 2017, to: 2020 },
      { names: roleNames("Governor"), from: 2021, to: 2023 },
      { names: roleNames("Governing Governor"), from: 2023, to: 2026 },
    ]);
    expect(questionTime("when did she first become a governor", governors, words)).toMatchObject({
      order: "earliest",
      window: { from: 2021, to: 2026 },
    });
  });

  it("reads a title of rank his roles hold as the years he held it", () => {
    expect(titleNames("Engineering Manager, Site Reliability")).toEqual(["manager", "management"]);
    expect(titleNames("VP of Design")).toEqual(["vp", "vice president"]);
    expect(titleNames("Senior Product Designer")).toEqual([]);
    // A deputy or an assistant holds the title second: "before she became chief pharmacist" is not the deputy post.
    expect(titleNames("Deputy Chief Pharmacist, Clinical Services")).toEqual([]);
    expect(titleNames("Assistant Director of Nursing")).toEqual([]);
    expect(titleNames("Director, Deputy Services")).toEqual(["director"]);
    const ranks = buildAnchors([
      { names: ["Org B", ...titleNames("Design Manager")], from: 2015, to: 2017 },
      { names: ["Org C", ...titleNames("Director of Design")], from: 2020, to: 2024 },
    ]);
    expect(questionTime("articles since she became a director", ranks, words).window).toEqual({
      from: 2020,
      to: Number.POSITIVE_INFINITY,
    });
    expect(questionTime("what did he do in his time as a manager", ranks, words).window).toEqual({
      from: 2015,
      to: 2017,
    });
  });

  it("reads the present said in other words as asking for the current role", () => {
    for (const q of [
      "what is her job these days",
      "how long has she been in her present position",
      "what does he do nowadays",
    ])
      expect(time(q).text, q).toMatch(/ currently$/);
    expect(time("what did he present in Portland").text).not.toContain("currently");
  });

  it("reads the job before the current one as the latest before it, and a place by any part of its name", () => {
    const career = buildAnchors([
      { names: ["Org P", "Porto, Portugal"], from: 2015, to: 2019 },
      { names: ["Org Q", "Toronto, Ontario, Canada", ...CURRENT_NAMES], from: 2020, to: 2026 },
    ]);
    const previous = questionTime("what was her role right before the current one", career, words);
    expect(previous).toMatchObject({ order: "latest", window: { to: 2019 } });
    const before = questionTime("where did he work before his current job", career, words);
    expect(before).toMatchObject({ order: "latest", window: { to: 2019 } });
    expect(before.text).toContain("job");
    expect(questionTime("what did she do before moving to Canada", career, words).window).toMatchObject({ to: 2019 });
  });

  it('keeps no word of "the current one", which names no kind', () => {
    const career = buildAnchors([{ names: ["Org Q", ...CURRENT_NAMES], from: 2020, to: 2026 }]);
    const text = questionTime("what was his job before the current one", career, words).text;
    expect(text).toContain("job");
    expect(text).not.toMatch(/\bone\b/);
  });

  it("runs a window after a stage named alone from its end, after his moving there from its start", () => {
    const stints = buildAnchors([
      { names: ["Org W", "Melbourne", ...titleNames("Rotating Intern")], from: 2013, to: 2014 },
      { names: ["Org V University", ...degreeNames("PhD"), ...GRADUATION_NAMES], from: 2008, to: 2012 },
    ]);
    const asked = (q: string) => questionTime(q, stints, words);
    expect(asked("what came after the internship in Melbourne").window).toMatchObject({ from: 2015 });
    expect(asked("what came after Org W").window).toMatchObject({ from: 2015 });
    expect(asked("what did he do after he moved to Melbourne").window).toMatchObject({ from: 2013 });
    expect(asked("what did he do straight after vet school")).toMatchObject({
      order: "earliest",
      window: { from: 2013 },
    });
    expect(asked("where did she go to work once the phd was done").window).toMatchObject({ from: 2013 });
    expect(asked("what did she do right after graduating").window).toMatchObject({ from: 2013 });
    expect(asked("her first job out of vet school")).toMatchObject({ order: "earliest", window: { from: 2013 } });
    // He may work out of a city: that is no window after it.
    expect(asked("does he work out of Melbourne").window).not.toMatchObject({ from: 2015 });
    // His first job, by any of its names, with a word of the asker's own before the noun.
    const jobs = buildAnchors([
      { names: ["Org W", ...FIRST_JOB_NAMES], from: 2013, to: 2014 },
      { names: ["Org V University", ...GRADUATION_NAMES], from: 2008, to: 2012 },
    ]);
    const first = (q: string) => questionTime(q, jobs, words).window;
    expect(first("what did she study before her first nursing job")).toMatchObject({ to: 2012 });
    expect(first("what did she study before her working life began")).toMatchObject({ to: 2012 });
    // "Degree" alone is his first studies, as "university" is.
    expect(asked("what did he do once he'd finished his oceanography degree").window).toMatchObject({ from: 2013 });
  });

  it('reads "since when" as asking for a start, not as a window', () => {
    const q = time("since when has he been at Org B");
    expect(q.window).toBeNull();
    expect(q.text).toContain("Org B");
  });

  it("reads \"between\" two anchors as the years from the one's end to the other's start", () => {
    expect(time("what did he do between leaving New York and moving to Seattle")).toMatchObject({
      window: { from: 2021, to: 2021 },
      order: "earliest",
    });
    expect(time("talks between 2015 and 2018").window).toBeNull();
    // A post between two stages is a job, not a blog post.
    expect(time("which post came between new york and seattle").text).toBe("which job  came  ");
  });

  it("implies the stage next to an anchor when nothing else orders, and says it only implies it", () => {
    expect(time("where did he work before he moved to Seattle")).toMatchObject({ order: "latest", implied: true });
    expect(time("where did he work after he left Org B")).toMatchObject({ order: "earliest", implied: true });
    expect(time("his role right before he went to Seattle")).toMatchObject({ order: "latest", implied: false });
    expect(time("his role immediately preceding Seattle")).toMatchObject({ order: "latest", window: { to: 2020 } });
    expect(time("talks while he was at Org B")).toMatchObject({ order: null, implied: false });
  });

  it("reads a degree's level from its name, a Scottish MA (Hons) as a first degree", () => {
    expect(degreeNames("PhD")).toContain("doctorate");
    expect(degreeNames("Master of Science")).toContain("postgraduate");
    expect(degreeNames("MA (Hons)")).toContain("undergraduate");
    expect(degreeNames("Bachelor of Veterinary Medicine (MVB)")).toContain("undergraduate");
    expect(degreeNames("Certificate in Welding")).toEqual([]);
  });

  it("reads a move in his career to a stage it names by no anchor as the stage the site's words describe", () => {
    const { asked, described } = describing();
    expect(described("where was she just before she joined the nickel producer")).toMatchObject({
      order: "latest",
      window: { to: 2011 },
      described: "the nickel producer",
    });
    expect(described("what did he do after leaving the renal unit").window).toMatchObject({ from: 2016 });
    expect(described("what did she do before she got into freight forwarding").described).toBe("freight forwarding");
    expect(described("before studying divinity, what did she do").described).toBe("divinity");
    expect(described("what job did he have just before heading the cybercrime unit").described).toBe(
      "the cybercrime unit",
    );
    expect(asked).toEqual([
      "the nickel producer",
      "the renal unit",
      "freight forwarding",
      "divinity",
      "the cybercrime unit",
    ]);
    // A clause of something else than his career, or a verb that only moves with its particle, describes nothing.
    for (const q of [
      "the team that rings customers before the money goes",
      "does she give engineers time off after they get woken up at night",
      "rescuing fabrics after water got into a museum basement",
    ])
      expect(described(q)).toMatchObject({ window: null, described: null });
    // A named anchor is read as before, with no description asked for.
    expect(described("where did he work before he moved to Seattle")).toMatchObject({ described: null });
    expect(asked).toHaveLength(5);
  });

  it("reads a description right before or after a stage as one, with no move said", () => {
    const { asked, described } = describing();
    expect(described("the role right before the tree health job")).toMatchObject({
      order: "latest",
      window: { to: 2011 },
      described: "the tree health job",
    });
    // Not with a plain "before": "before the pandemic" names no stage.
    expect(described("what did he do before the pandemic")).toMatchObject({ window: null, described: null });
    expect(asked).toEqual(["the tree health job"]);
  });

  it("reads a span between two stages it describes, never between two years read as stages", () => {
    const { asked, described } = describing();
    expect(described("which job did he have between the regional daily and the media group").during).toEqual([]);
    expect(asked).toEqual(["the regional daily", "the media group"]);
    described("what did he do between 2006 and 2009");
    expect(asked).toHaveLength(2);
  });

  it("reads a stay said as what he did there as the stage its words describe, not what others did then", () => {
    const { asked, described } = describing();
    expect(described("what was he studying while running the science faculty").window).toEqual({
      from: 2012,
      to: 2015,
    });
    expect(described("back when he first went to sea, which shipping company took him on").window).not.toBeNull();
    expect(described("how do they test when they work on AI features").window).toBeNull();
    expect(asked).toEqual(["the science faculty", "sea"]);
  });

  it("reads a stint described by what it was as the stages the site's words describe", () => {
    const { asked, described } = describing();
    expect(described("her years at the contract chipmaker")).toMatchObject({
      window: { from: 2012, to: 2015 },
      during: ["timeline:a"],
    });
    expect(described("which talks did he give while he was at the health care company").window).not.toBeNull();
    expect(described("the time she spent at the pharmaceutical group").window).not.toBeNull();
    // Not an event, not the present, not "when" of anything but his being there.
    for (const q of [
      "what did she do during the pandemic",
      "who does she work for at the moment",
      "when the plant shut",
    ])
      expect(described(q).window, q).toBeNull();
    expect(asked).toEqual(["the contract chipmaker", "the health care company", "the pharmaceutical group"]);
  });

  it("reads when he switched careers as the first stage of what he switched to", () => {
    const { asked, described } = describing();
    expect(described("when did he switch from forecasting the weather to the insurance business")).toMatchObject({
      order: "earliest",
      window: { from: 2012, to: 2015 },
      during: ["timeline:a"],
    });
    expect(described("when did she move from playing into management").window).not.toBeNull();
    expect(asked).toEqual(["insurance business", "management"]);
    // A switch named by an anchor is that anchor.
    expect(time("when did he move from New York to Seattle")).toMatchObject({
      order: "earliest",
      window: { from: 2021 },
    });
  });

  it("reads when he moved to a place as the first stage of his time there", () => {
    expect(time("when did he move to Seattle")).toMatchObject({
      order: "earliest",
      implied: false,
      window: { from: 2021 },
    });
    expect(time("what year did he move to New York")).toMatchObject({ order: "earliest", window: { from: 2017 } });
    // Moving into management is no move to a place.
    expect(time("when did he move into management at Org B").order).toBeNull();
  });

  it("runs a window before his leaving a place to its end, before his moving there to the year before", () => {
    expect(time("talks from before he left New York").window).toMatchObject({ to: 2021 });
    // Coming back from a place is leaving it.
    expect(time("what did he do after he came back from New York").window).toMatchObject({ from: 2022 });
    expect(time("what did he do after returning from Seattle").window).toMatchObject({ from: 2025 });
    expect(time("talks from before he moved to New York").window).toMatchObject({ to: 2016 });
  });
});

describe("windowFactor and meets", () => {
  it("raises records in the window, lowers those outside, leaves records without years alone", () => {
    const window = { from: 2017, to: 2021 };
    expect(meets({ from: 2015, to: 2017 }, window)).toBe(true);
    expect(windowFactor({ from: 2019, to: 2019 }, window)).toBe(WINDOW_IN);
    expect(windowFactor({ from: 2012, to: 2014 }, window)).toBe(WINDOW_OUT);
    expect(windowFactor(null, window)).toBe(1);
    expect(windowFactor({ from: 2012, to: 2014 }, null)).toBe(1);
    expect(windowFactor(null, window, true)).toBe(WINDOW_WHOLE);
    expect(windowFactor(null, null, true)).toBe(1);
  });

  it("ranks the record of his whole story no higher than one outside the window: the question asks for a part", () => {
    // "how long did he spend in Bristol": the profile names every city he lived in, the chapter there is the answer.
    const window = { from: 2017, to: 2021 };
    expect(windowFactor(null, window, true)).toBeLessThanOrEqual(windowFactor({ from: 2012, to: 2014 }, window));
  });
});

describe("the stages a during clause names", () => {
  it("are the records of every stage the anchor's name was drawn from", () => {
    const stints = buildAnchors([
      { names: ["Org K", "Aberdeen, United Kingdom"], from: 2009, to: 2013, records: ["timeline:a", "chapter:org-k"] },
      { names: ["Org K", "Aberdeen, United Kingdom"], from: 2013, to: 2016, records: ["timeline:b", "chapter:org-k"] },
      { names: ["Org L", "Perth, Australia"], from: 2018, to: 2020, records: ["timeline:c"] },
    ]);
    expect(questionTime("what was he doing while he lived in Aberdeen", stints, words).during).toEqual([
      "timeline:a",
      "chapter:org-k",
      "timeline:b",
    ]);
    expect(questionTime("what did he do after Aberdeen", stints, words).during).toEqual([]);
  });
});

describe("stagePlan", () => {
  it("reads a year and words that only say he did something as whatever stage he was at that year", () => {
    const stage = stagePlan(planQuery("what was she doing in 2015"));
    expect(stagePlan(planQuery("what was he up to around 2012")).window).toEqual({ from: 2012, to: 2012 });
    expect(stage.window).toEqual({ from: 2015, to: 2015 });
    expect(stage.plan.words.map((w) => w.facets)).toEqual([YEAR_STAGES]);
  });

  it("reads a year and words of working as his work that year", () => {
    const stage = stagePlan(planQuery("who was she working for in 2015"));
    expect(stage.window).toEqual({ from: 2015, to: 2015 });
    expect(stage.plan.words.flatMap((w) => w.facets)).toEqual([facet.kind("work")]);
  });

  it("reads a year beside a kind of stage as that stage in that year", () => {
    const stage = stagePlan(planQuery("her job in 2018"));
    expect(stage.window).toEqual({ from: 2018, to: 2018 });
    expect(stage.plan.words.flatMap((w) => w.facets)).toEqual([facet.kind("work")]);
  });

  it("leaves a question that names a kind alone", () => {
    const plan = planQuery("talks in 2015");
    expect(stagePlan(plan)).toEqual({ plan, window: null });
  });

  it("reads words of working with no year as asking for his work, unless another word names a kind", () => {
    expect(stagePlan(planQuery("where did she work")).plan.words.flatMap((w) => w.facets)).toEqual([
      facet.kind("work"),
    ]);
    const honoured = planQuery("has he been honoured for his work");
    expect(stagePlan(honoured).plan).toEqual(honoured);
  });
});

import { describe, expect, it } from "vitest";
import { facet } from "../intent/facets.js";
import { MAX_QUERY_WORDS, planQuery } from "./query.js";

describe("planQuery", () => {
  it("keeps meaningful words, stemmed and unique, in typed order, and the topical phrase pairs", () => {
    const plan = planQuery("What did he build at Org A? Build!");
    expect(plan.words.map((w) => w.term)).toEqual(["build", "org"]);
    expect(plan.sequence).toEqual([0, 1, 0]);
    expect(plan.pairs).toEqual([
      ["build", "at"],
      ["org", "a"],
    ]);
  });

  it("gives a CJK bigram neither typo nor prefix lookups, even one of characters outside the BMP", () => {
    const words = planQuery("designing 中文 \u{20000}\u{20001}").words;
    expect(words.map(({ term, fuzzy, prefix }) => [term, fuzzy, prefix])).toEqual([
      ["design", 2, true],
      ["中文", 0, false],
      ["\u{20000}\u{20001}", 0, false],
    ]);
  });

  it('reads "for a living" as the job it asks for', () => {
    expect(planQuery("what does she do for a living").words.map((w) => w.facets)).toContainEqual([facet.kind("work")]);
    expect(planQuery("what does she do for a living").words.map((w) => w.term)).not.toContain("live");
  });

  it("reads training to become what she is as her studies", () => {
    expect(planQuery("where did she train to become a dietitian").words.flatMap((w) => w.facets)).toContain(
      facet.kind("education"),
    );
  });

  it("reads time away from work as her interests", () => {
    const interests = (q: string) => planQuery(q).words.flatMap((w) => w.facets);
    expect(interests("what does she do in her free time")).toContain(facet.section("interests"));
    expect(interests("what does he do when he is not at work")).toContain(facet.section("interests"));
  });

  it('leaves "ever" out: it asks whether at all, not about what', () => {
    expect(planQuery("has she ever presented in Oslo").words.map((w) => w.term)).not.toContain("ever");
  });

  it("leaves question words out: a question's form is not its topic", () => {
    expect(planQuery("how does he run critiques").words.map((w) => w.term)).toEqual(["run", "critiqu"]);
  });

  it("asks a question of grammar words alone by those words; asked that way, who asks for the profile", () => {
    expect(planQuery("what does he do").words.map((w) => w.term)).toEqual(["what", "does", "do"]);
    const who = planQuery("who is he").words;
    expect(who.map((w) => w.term)).toEqual(["who", "is"]);
    expect(who[0]?.facets).toEqual(["#type:profile"]);
    // Not a question: stop words alone still ask for nothing.
    expect(planQuery("the of and").words).toEqual([]);
  });

  it("keeps the wording of a question, pronouns left out, and none for topic words alone", () => {
    expect(planQuery("What did he build at Org A? Build!").wording).toEqual(["what", "did", "build", "at", "org", "a"]);
    expect(planQuery("his design talks").wording).toEqual([]);
    expect(planQuery("Org A design system").wording).toEqual(["org", "a", "design", "system"]);
  });

  it("keeps a question word inside a sentence: it opens a clause that names the topic", () => {
    expect(planQuery("blog post on why he joined").words.map((w) => w.term)).toEqual(["blog", "post", "why", "join"]);
    expect(planQuery("Talks. Why did he join?").words.map((w) => w.term)).toEqual(["talk", "join"]);
  });

  it("leaves the verb of a request out, as its form, but not the same verb as a topic", () => {
    const bio = planQuery("who is this person, give me a short bio");
    expect(bio.words.map((w) => w.term)).toEqual(["person", "short", "bio"]);
    expect(bio.pairs).toEqual([["short", "bio"]]);
    expect(planQuery("tell us about his talks").words.map((w) => w.term)).toEqual(["talk"]);
    expect(planQuery("does he give feedback").words.map((w) => w.term)).toEqual(["give", "feedback"]);
  });

  it("leaves quantifiers out: they say how much, not what", () => {
    expect(planQuery("how many talks in every year").words.map((w) => w.term)).toEqual(["talk", "year"]);
  });

  it("knows a question that asks for an amount", () => {
    for (const q of [
      "how many designers",
      "How big was the team?",
      "how often does he ride along",
      "what share of screens",
    ]) {
      expect(planQuery(q).quantity, q).toBe(true);
    }
    for (const q of ["how does he hire", "many talks", "what did he share", "design systems"]) {
      expect(planQuery(q).quantity, q).toBe(false);
    }
  });

  it("forgives typos only in longer words and never in numbers", () => {
    const fuzzy = Object.fromEntries(
      planQuery("ux desgn critque accessibilty 2019").words.map((w) => [w.term, w.fuzzy]),
    );
    expect(fuzzy).toEqual({ ux: 0, desgn: 1, critqu: 1, accessibilti: 2, "2019": 0 });
  });

  it("reads swapped letters from four letters, where no edit is allowed yet", () => {
    const swaps = Object.fromEntries(planQuery("ux bron desgn 2019").words.map((w) => [w.term, w.swaps]));
    expect(swaps).toEqual({ ux: false, bron: true, desgn: true, "2019": false });
  });

  it("uses prefixes only from three letters", () => {
    const prefix = Object.fromEntries(planQuery("ai org design 2019").words.map((w) => [w.term, w.prefix]));
    expect(prefix).toEqual({ ai: false, org: true, design: true, "2019": false });
  });

  it("attaches the facets a word asks for", () => {
    const [podcast, year] = planQuery("podcast 2020").words;
    expect(podcast?.facets).toEqual([facet.kind("podcast")]);
    expect(year?.facets).toEqual([facet.year(2020)]);
  });

  it('reads a verb of writing after "to" as a task: it asks for no type', () => {
    const facetsOf = (q: string, term: string) => planQuery(q).words.find((w) => w.term === term)?.facets;
    expect(facetsOf("how long does it take to write up an estimate", "write")).toEqual([]);
    expect(facetsOf("what did he write about hiring", "write")).toEqual(["#type:writing"]);
  });

  it("has no words for stop words, punctuation or emoji alone", () => {
    for (const query of ["the of and", '"" ** -- ()', "🎉🎉", "OR AND NOT"]) {
      expect(planQuery(query).words).toEqual([]);
    }
  });

  it("bounds the number of words", () => {
    const query = Array.from({ length: 100 }, (_, i) => `w${i}`).join(" ");
    expect(planQuery(query).words).toHaveLength(MAX_QUERY_WORDS);
  });
});

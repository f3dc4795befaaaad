import { describe, expect, it } from "vitest";
import { expand, TermKind, vocabularyBuilder, vocabularyFrom } from "./vocabulary.js";

const build = (...texts: string[]) => {
  const builder = vocabularyBuilder();
  const ids = texts.map((text) => {
    const out: number[] = [];
    builder.addText(text, out);
    return out;
  });
  return { ids, facet: builder.facetId("#kind:podcast"), vocabulary: builder.done() };
};

describe("vocabularyBuilder", () => {
  it("gives words, compounds and pairs ids, and indexes no stop word on its own", () => {
    const { ids, vocabulary } = build("The check-in app");
    const [terms = []] = ids;
    const word = (t: string) => vocabulary.id(t);
    const expected = [
      word("check"),
      word("app"),
      word("checkin"),
      vocabulary.pair("the", "check"),
      vocabulary.pair("check", "in"),
      vocabulary.pair("in", "app"),
    ];
    expect([...terms].sort()).toEqual([...expected].sort());
    expect(terms).not.toContain(word("the"));
    expect(vocabulary.kind(word("the") ?? -1)).toBe(TermKind.stop);
    expect(vocabulary.kind(vocabulary.pair("check", "in") ?? -1)).toBe(TermKind.pair);
  });

  it("gives a repeated word or pair the same id across texts", () => {
    const { ids } = build("design systems", "Design System!");
    expect(ids[0]).toEqual(ids[1]);
  });

  it("keeps facets apart from words and out of prefix lookups", () => {
    const { facet, vocabulary } = build("podcast");
    expect(vocabulary.kind(facet)).toBe(TermKind.facet);
    expect(vocabulary.id("#kind:podcast")).toBe(facet);
    expect(vocabulary.words.words).toEqual(["podcast"]);
  });
});

describe("vocabularyFrom", () => {
  it("makes from a vocabulary's data one that answers every lookup as it does", () => {
    const { vocabulary } = build("The check-in app checks design designs", "Designer desk, the desk of a designer");
    const loaded = vocabularyFrom(vocabulary.data);
    expect(loaded.size).toBe(vocabulary.size);
    for (let id = 0; id < vocabulary.size; id++) {
      expect(loaded.kind(id)).toBe(vocabulary.kind(id));
      expect(loaded.surface(id)).toBe(vocabulary.surface(id));
    }
    expect(loaded.words).toEqual(vocabulary.words);
    for (const term of ["check", "checkin", "the", "#kind:podcast", "design", "absent"]) {
      expect(loaded.id(term)).toBe(vocabulary.id(term));
    }
    expect(loaded.pair("check", "in")).toBe(vocabulary.pair("check", "in"));
    expect(loaded.pair("in", "check")).toBeUndefined();
    expect(expand(loaded, "desi", { prefix: true, fuzzy: 1, swaps: true })).toEqual(
      expand(vocabulary, "desi", { prefix: true, fuzzy: 1, swaps: true }),
    );
  });
});

describe("expand", () => {
  const { vocabulary } = build("design designer desk accessibility");
  const weights = (term: string, prefix: boolean, fuzzy: number, swaps = fuzzy > 0) =>
    Object.fromEntries(
      expand(vocabulary, term, { prefix, fuzzy, swaps }).map((e) => [
        vocabulary.words.words[vocabulary.words.ids.indexOf(e.id)],
        e.weight,
      ]),
    );

  it("finds the word itself at full weight", () => {
    expect(weights("design", false, 0)).toEqual({ design: 1 });
  });

  it("adds longer words by prefix at a lower weight", () => {
    const found = weights("design", true, 0);
    expect(found.design).toBe(1);
    expect(found.designer).toBeGreaterThan(0);
    expect(found.designer).toBeLessThan(0.5);
  });

  it("adds words within the allowed edits", () => {
    expect(Object.keys(weights("desgn", false, 1))).toEqual(["design"]);
    expect(weights("accessibl", false, 2)).toEqual({ accessibl: 1 });
    expect(Object.keys(weights("acessibl", false, 1))).toEqual(["accessibl"]);
  });

  it("takes two letters swapped as one edit, as a person makes it", () => {
    expect(weights("desgin", false, 1)).toEqual(weights("desgn", false, 1));
    expect(Object.keys(weights("desgin", false, 0))).toEqual([]);
  });

  it("reads two letters swapped in a word too short for an edit", () => {
    const { vocabulary: team } = build("a team of four");
    const found = (swaps: boolean) => expand(team, "taem", { prefix: false, fuzzy: 0, swaps }).map((e) => e.id);
    expect(found(true)).toEqual([team.id("team")]);
    expect(found(false)).toEqual([]);
  });

  it("looks a swapped word up as the site keeps its words, stemmed", () => {
    // "based" is kept as "base"; "baesd" is two letters of it swapped, more than one edit from "base".
    const { vocabulary: based } = build("where she is based");
    const found = expand(based, "baesd", { prefix: false, fuzzy: 1, swaps: true }).map((e) => e.id);
    expect(found).toEqual([based.id("base")]);
  });

  it("reads a stray letter typed inside a word that then stems otherwise", () => {
    // "baised" is kept as "bais", two edits from "base"; typed as it was, with its stray "i" dropped, it is "based".
    const { vocabulary: based } = build("where she is based");
    const found = (text?: string) =>
      expand(based, "bais", { prefix: false, fuzzy: 1, swaps: true, ...(text ? { text } : {}) }).map((e) => e.id);
    expect(found("baised")).toEqual([based.id("base")]);
    expect(found()).toEqual([]);
  });

  it("looks for typos only of words the site does not use", () => {
    expect(Object.keys(weights("desk", false, 2))).toEqual(["desk"]);
  });

  it("finds nothing for an unknown word without prefix or typo lookups", () => {
    expect(expand(vocabulary, "zzz", { prefix: false, fuzzy: 0, swaps: false })).toEqual([]);
  });
});
